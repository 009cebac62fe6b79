import { once } from 'node:events';
import type { Writable } from 'node:stream';
import zlib from 'node:zlib';

interface Written {
  name: Buffer;
  crc: number;
  compressedSize: number;
  size: number;
  offset: number;
}

/**
 * A streaming zip writer: each entry is deflated as it is produced and followed by a data
 * descriptor, so nothing is held whole in memory. Enough of the format for .xlsx (no zip64:
 * parts stay under 4 GB).
 */
export class ZipWriter {
  private offset = 0;
  private readonly written: Written[] = [];

  constructor(private readonly out: Writable) {}

  private async write(buf: Buffer): Promise<void> {
    this.offset += buf.length;
    if (!this.out.write(buf)) await once(this.out, 'drain');
  }

  /** Adds one entry whose content comes from `parts` (strings are UTF-8). */
  async add(name: string, parts: Iterable<string | Buffer> | AsyncIterable<string | Buffer>): Promise<void> {
    const entry: Written = { name: Buffer.from(name), crc: 0, compressedSize: 0, size: 0, offset: this.offset };
    const header = Buffer.alloc(30);
    header.writeUInt32LE(0x04034b50, 0);
    header.writeUInt16LE(20, 4);
    header.writeUInt16LE(0x0808, 6); // sizes in the data descriptor; UTF-8 names
    header.writeUInt16LE(8, 8); // deflate
    header.writeUInt16LE(entry.name.length, 26);
    await this.write(Buffer.concat([header, entry.name]));

    const deflate = zlib.createDeflateRaw({ level: 3 });
    const drained = (async () => {
      for await (const chunk of deflate as AsyncIterable<Buffer>) {
        entry.compressedSize += chunk.length;
        await this.write(chunk);
      }
    })();
    for await (const part of parts) {
      const buf = typeof part === 'string' ? Buffer.from(part) : part;
      entry.crc = zlib.crc32(buf, entry.crc);
      entry.size += buf.length;
      if (!deflate.write(buf)) await once(deflate, 'drain');
    }
    deflate.end();
    await drained;

    const descriptor = Buffer.alloc(16);
    descriptor.writeUInt32LE(0x08074b50, 0);
    descriptor.writeUInt32LE(entry.crc >>> 0, 4);
    descriptor.writeUInt32LE(entry.compressedSize, 8);
    descriptor.writeUInt32LE(entry.size, 12);
    await this.write(descriptor);
    this.written.push(entry);
  }

  /** Writes the central directory and ends the output stream. */
  async finish(): Promise<void> {
    const start = this.offset;
    for (const entry of this.written) {
      const header = Buffer.alloc(46);
      header.writeUInt32LE(0x02014b50, 0);
      header.writeUInt16LE(20, 4);
      header.writeUInt16LE(20, 6);
      header.writeUInt16LE(0x0808, 8);
      header.writeUInt16LE(8, 10);
      header.writeUInt32LE(entry.crc >>> 0, 16);
      header.writeUInt32LE(entry.compressedSize, 20);
      header.writeUInt32LE(entry.size, 24);
      header.writeUInt16LE(entry.name.length, 28);
      header.writeUInt32LE(entry.offset, 42);
      await this.write(Buffer.concat([header, entry.name]));
    }
    const end = Buffer.alloc(22);
    end.writeUInt32LE(0x06054b50, 0);
    end.writeUInt16LE(this.written.length, 8);
    end.writeUInt16LE(this.written.length, 10);
    end.writeUInt32LE(this.offset - start, 12);
    end.writeUInt32LE(start, 16);
    await this.write(end);
    this.out.end();
    await once(this.out, 'finish');
  }
}

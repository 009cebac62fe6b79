import { Readable } from 'node:stream';
import zlib from 'node:zlib';

/** The archive is not a readable zip: the caller reports the file as corrupted. */
export class CorruptFileError extends Error {}
/** An entry inflates past the allowed size (a zip bomb, or simply too big). */
export class FileTooLargeError extends Error {}

export interface ZipEntry {
  name: string;
  method: number;
  compressedSize: number;
  size: number;
  headerOffset: number;
}

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
/**
 * Inflated bytes per chunk. Readers turn chunks into strings; below V8's large-object size
 * (128 KB) those die young, larger ones pile up in the old generation until a full collection.
 */
const CHUNK_BYTES = 48 * 1024;

/** The central directory of a zip held in memory (uploads are capped, so they fit). */
export function zipEntries(buf: Buffer): Map<string, ZipEntry> {
  let eocd = -1;
  for (let i = buf.length - 22; i >= Math.max(0, buf.length - 65_557); i--) {
    if (buf.readUInt32LE(i) === EOCD) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) throw new CorruptFileError('no end of central directory');
  const count = buf.readUInt16LE(eocd + 10);
  let at = buf.readUInt32LE(eocd + 16);
  const entries = new Map<string, ZipEntry>();
  for (let n = 0; n < count; n++) {
    if (at + 46 > buf.length || buf.readUInt32LE(at) !== CENTRAL) throw new CorruptFileError('bad central directory');
    const nameLength = buf.readUInt16LE(at + 28);
    const entry: ZipEntry = {
      method: buf.readUInt16LE(at + 10),
      compressedSize: buf.readUInt32LE(at + 20),
      size: buf.readUInt32LE(at + 24),
      headerOffset: buf.readUInt32LE(at + 42),
      name: buf.toString('utf8', at + 46, at + 46 + nameLength),
    };
    entries.set(entry.name.replace(/^\//, ''), entry);
    at += 46 + nameLength + buf.readUInt16LE(at + 30) + buf.readUInt16LE(at + 32);
  }
  return entries;
}

function entryData(buf: Buffer, entry: ZipEntry): Buffer {
  const at = entry.headerOffset;
  if (at + 30 > buf.length || buf.readUInt32LE(at) !== LOCAL) throw new CorruptFileError('bad local header');
  const start = at + 30 + buf.readUInt16LE(at + 26) + buf.readUInt16LE(at + 28);
  if (start + entry.compressedSize > buf.length) throw new CorruptFileError('truncated entry');
  return buf.subarray(start, start + entry.compressedSize);
}

/**
 * The entry's bytes, chunk by chunk, stopping as soon as more than `maxBytes` come out:
 * the declared size is checked first, the real output is counted too (it may lie).
 */
export async function* inflateEntry(buf: Buffer, entry: ZipEntry, maxBytes: number): AsyncGenerator<Buffer> {
  if (entry.size > maxBytes) throw new FileTooLargeError(entry.name);
  const data = entryData(buf, entry);
  if (entry.method === 0) {
    yield data;
    return;
  }
  if (entry.method !== 8) throw new CorruptFileError(`compression method ${entry.method}`);
  const inflater = Readable.from([data]).pipe(zlib.createInflateRaw({ chunkSize: CHUNK_BYTES }));
  let total = 0;
  try {
    for await (const chunk of inflater as AsyncIterable<Buffer>) {
      total += chunk.length;
      if (total > maxBytes) throw new FileTooLargeError(entry.name);
      yield chunk;
    }
  } catch (error) {
    if (error instanceof FileTooLargeError) throw error;
    throw new CorruptFileError(String(error));
  } finally {
    inflater.destroy();
  }
}

export async function readEntry(buf: Buffer, entry: ZipEntry, maxBytes: number): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of inflateEntry(buf, entry, maxBytes)) chunks.push(chunk);
  return Buffer.concat(chunks).toString('utf8');
}

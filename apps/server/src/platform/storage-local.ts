import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { Transform, type Readable } from 'node:stream';
import { DOWNLOAD_URL_TTL_SECONDS, UPLOAD_MESSAGES, UPLOAD_URL_TTL_SECONDS, uploadSizeMessage } from '@trailpost/contracts';
import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import { AppError } from './errors.js';
import { loadSecret, signClaim, verifyClaim } from './secrets.js';
import { isSafeKey, type FileStorage, type UploadRequest } from './storage.js';

interface UploadClaim {
  op: 'put';
  k: string;
  t: string;
  m: number;
  exp: number;
}
interface DownloadClaim {
  op: 'get';
  k: string;
  n: string;
  exp: number;
}

export interface LocalStorage extends FileStorage {
  readonly kind: 'local';
  /** Stores the body of a signed upload, refusing another type or more bytes than signed. */
  receive(token: string, contentType: string | undefined, body: Readable): Promise<void>;
  /** The file a signed download address names. */
  open(token: string): Promise<{ path: string; fileName: string }>;
}

const expired = () => new AppError(403, UPLOAD_MESSAGES.expired);
const seconds = (ttl: number) => Math.floor(Date.now() / 1000) + ttl;

/**
 * The embedded default: files under DATA_DIR/files, uploaded and downloaded through our own
 * routes with HMAC-signed, expiring tokens. The key is the `files` secret in app_secrets, so
 * an address signed by one process verifies in every other.
 */
export function createLocalStorage(config: Config, db: Db): LocalStorage {
  const root = path.join(config.dataDir, 'files');
  const key = () => loadSecret(db, 'files');
  const pathOf = (name: string) => {
    if (!isSafeKey(name)) throw new Error(`unsafe file key ${name}`);
    return path.join(root, name);
  };
  const relative = async (route: string, claim: UploadClaim | DownloadClaim) => `/api/files/${route}?token=${signClaim(await key(), { ...claim })}`;
  // Downloads travel in e-mails, so they carry the public address; an upload address goes back
  // to the browser that asked for it, which sends it to the host it already talks to (no CORS,
  // whatever name it reached us by).
  const address = async (route: string, claim: UploadClaim | DownloadClaim) => `${config.publicUrl}${await relative(route, claim)}`;

  return {
    kind: 'local',
    async signUpload({ key: name, contentType, maxBytes }: UploadRequest) {
      pathOf(name);
      const url = await relative('upload', { op: 'put', k: name, t: contentType, m: maxBytes, exp: seconds(UPLOAD_URL_TTL_SECONDS) });
      return { url, headers: { 'Content-Type': contentType } };
    },
    async signDownload(name, fileName) {
      pathOf(name);
      return address('download', { op: 'get', k: name, n: fileName, exp: seconds(DOWNLOAD_URL_TTL_SECONDS) });
    },
    async size(name) {
      const stat = await fs.promises.stat(pathOf(name)).catch(() => null);
      return stat?.isFile() ? stat.size : null;
    },
    async read(name) {
      return fs.promises.readFile(pathOf(name)).catch(() => null);
    },
    async save(name, file, _contentType) {
      const target = pathOf(name);
      await fs.promises.mkdir(path.dirname(target), { recursive: true });
      if (typeof file !== 'string') return fs.promises.writeFile(target, file);
      await fs.promises.rename(file, target).catch(async () => {
        await fs.promises.copyFile(file, target);
        await fs.promises.rm(file, { force: true });
      });
    },
    async receive(token, contentType, body) {
      const claim = verifyClaim<UploadClaim>(await key(), token);
      if (claim?.op !== 'put' || !isSafeKey(claim.k)) throw expired();
      if ((contentType ?? '').split(';')[0]!.trim().toLowerCase() !== claim.t.toLowerCase()) throw new AppError(415, 'Content-Type does not match the signed upload.');
      const target = pathOf(claim.k);
      const partial = `${target}.${process.pid}.part`;
      await fs.promises.mkdir(path.dirname(target), { recursive: true });
      let received = 0;
      const limit = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          received += chunk.length;
          done(received > claim.m ? new AppError(413, uploadSizeMessage(claim.t, claim.m)) : null, chunk);
        },
      });
      try {
        await pipeline(body, limit, fs.createWriteStream(partial));
        await fs.promises.rename(partial, target);
      } finally {
        await fs.promises.rm(partial, { force: true });
      }
    },
    async open(token) {
      const claim = verifyClaim<DownloadClaim>(await key(), token);
      if (claim?.op !== 'get' || !isSafeKey(claim.k)) throw expired();
      return { path: pathOf(claim.k), fileName: claim.n };
    },
  };
}

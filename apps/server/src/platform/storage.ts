import type { Config, S3Config } from '../config.js';
import type { Db } from '../db/client.js';
import { createLocalStorage } from './storage-local.js';

export interface SignedUpload {
  url: string;
  /** Headers the upload must carry exactly as signed. */
  headers: Record<string, string>;
}

export interface UploadRequest {
  key: string;
  contentType: string;
  maxBytes: number;
  /** Declared size, bound into the signature when known. */
  size?: number;
}

/**
 * Where uploads, import results and exports live (DESIGN §1): S3-compatible storage with
 * presigned addresses, or the local folder DATA_DIR/files behind the same signed-address flow.
 */
export interface FileStorage {
  readonly kind: 'local' | 's3';
  signUpload(request: UploadRequest): Promise<SignedUpload>;
  /** An expiring address that downloads the file under `fileName`. */
  signDownload(key: string, fileName: string): Promise<string>;
  /** The file's size, null when there is none. */
  size(key: string): Promise<number | null>;
  /** The whole file (callers cap sizes first with `size`); null when there is none. */
  read(key: string): Promise<Buffer | null>;
  /** Stores a file from a path on local disk (moved) or from memory. */
  save(key: string, file: string | Buffer, contentType: string): Promise<void>;
}

/** Keys are ours ("temp/<tenant>/<random>/<epoch>-name.xlsx"): no traversal, no odd characters. */
export function isSafeKey(key: string): boolean {
  return /^[\w.-]+(\/[\w.-]+)*$/.test(key) && !key.split('/').some((part) => part === '..' || part === '.');
}

const TYPES: Record<string, string> = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  xls: 'application/vnd.ms-excel',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  pdf: 'application/pdf',
  json: 'application/json',
  xml: 'application/xml',
};

export function contentTypeOf(fileName: string): string {
  return TYPES[fileName.slice(fileName.lastIndexOf('.') + 1).toLowerCase()] ?? 'application/octet-stream';
}

/**
 * The S3 client library adds about 25 MB to every process: it loads at the first file operation,
 * and only where S3 is configured.
 */
function lazyS3Storage(config: S3Config): FileStorage {
  let loaded: Promise<FileStorage> | null = null;
  const storage = () => (loaded ??= import('./storage-s3.js').then((module) => module.createS3Storage(config)));
  return {
    kind: 's3',
    signUpload: async (request) => (await storage()).signUpload(request),
    signDownload: async (key, fileName) => (await storage()).signDownload(key, fileName),
    size: async (key) => (await storage()).size(key),
    read: async (key) => (await storage()).read(key),
    save: async (key, file, contentType) => (await storage()).save(key, file, contentType),
  };
}

export function createStorage(config: Config, db: Db): FileStorage {
  return config.s3 ? lazyS3Storage(config.s3) : createLocalStorage(config, db);
}

import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import { createLocalStorage } from './storage-local.js';
import { createS3Storage } from './storage-s3.js';

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

export function createStorage(config: Config, db: Db): FileStorage {
  return config.s3 ? createS3Storage(config.s3) : createLocalStorage(config, db);
}

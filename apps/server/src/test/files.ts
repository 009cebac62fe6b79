import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect } from 'vitest';
import * as XLSX from '@e965/xlsx';
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { PresignedUrl } from '@trailpost/contracts';
import type { Database } from '../db/client.js';
import { fileJobs, notifications } from '../db/schema/index.js';
import type { SignedIn } from './accounts.js';
import { TEST_PUBLIC_URL } from './harness.js';

/** A private DATA_DIR for a test file's stored files, removed after its tests. */
export function testDataDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'trailpost-files-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
}

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** An absolute signed address of the local storage -> the path app.inject takes. */
export const localPath = (url: string) => url.replace(TEST_PUBLIC_URL, '');

export async function presign(app: FastifyInstance, who: SignedIn, query: Record<string, string | number>) {
  return app.inject({ method: 'GET', url: '/api/user/awsservice/presignedurl/image', headers: who.headers, query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])) });
}

/** Uploads a file the way the drawer does (signed address, then PUT); returns the temp path. */
export async function upload(app: FastifyInstance, who: SignedIn, fileName: string, body: Buffer, fileType = XLSX_TYPE): Promise<string> {
  const signed = await presign(app, who, { file_name: fileName, file_type: fileType, file_size: body.length });
  expect(signed.statusCode, signed.body).toBe(200);
  const data = signed.json().data as PresignedUrl;
  const put = await app.inject({ method: 'PUT', url: localPath(data.signedRequest), headers: data.headers, payload: body });
  expect(put.statusCode, put.body).toBe(200);
  return data.url;
}

export async function latestFileJob(database: Database, who: SignedIn, kind: 'import' | 'export') {
  const [row] = await database.db
    .select()
    .from(fileJobs)
    .where(and(eq(fileJobs.userId, who.session._id), eq(fileJobs.kind, kind)))
    .orderBy(desc(fileJobs.createdAt))
    .limit(1);
  return row!;
}

export async function notificationsOf(database: Database, who: SignedIn, type: 'import' | 'export') {
  return database.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, who.session._id), eq(notifications.type, type)))
    .orderBy(desc(notifications.createdAt));
}

/** Downloads a signed file address and reads its first sheet as rows of text. */
export async function downloadSheet(app: FastifyInstance, link: string): Promise<string[][]> {
  const response = await app.inject({ method: 'GET', url: localPath(link) });
  expect(response.statusCode, response.body).toBe(200);
  const book = XLSX.read(response.rawPayload, { type: 'buffer' });
  return XLSX.utils.sheet_to_json<string[]>(book.Sheets[book.SheetNames[0]!]!, { header: 1, raw: false, defval: '' });
}

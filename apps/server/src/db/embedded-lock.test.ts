import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from './client.js';
import { EmbeddedDatabaseInUse, lockEmbeddedDatabase } from './embedded-lock.js';

const folders: string[] = [];
function folder(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'trailpost-lock-'));
  folders.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of folders.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('the embedded database belongs to one process', () => {
  it('refuses a second holder with a message that says what to do, and is free again once released', async () => {
    const dir = folder();
    const release = await lockEmbeddedDatabase(dir, { staleMs: 2_000 });
    const second = lockEmbeddedDatabase(dir, { staleMs: 2_000 });
    await expect(second).rejects.toBeInstanceOf(EmbeddedDatabaseInUse);
    await expect(second).rejects.toThrow(`The embedded database in ${dir} is open in another process. Stop the product`);
    await release();
    const again = await lockEmbeddedDatabase(dir, { staleMs: 2_000 });
    await again();
  });

  it('takes over the lock of a process that died without releasing it', async () => {
    const dir = folder();
    // What a killed holder leaves: the lock folder, no longer renewed.
    const lock = `${dir}.lock`;
    fs.mkdirSync(lock);
    const past = new Date(Date.now() - 60_000);
    fs.utimesSync(lock, past, past);
    const release = await lockEmbeddedDatabase(dir, { staleMs: 2_000 });
    await release();
    expect(fs.existsSync(lock)).toBe(false);
  });

  // Slow by design: two embedded databases start and migrate, and the refusal waits out 1.5 × the
  // stale time first (a dead holder's lock would have gone by then). 14 s alone; over 30 s on a
  // 2-core machine running both server suites at once.
  it('a second openDatabase on the same folder is refused while the first is open, and opens once it is closed', { timeout: 90_000 }, async () => {
    const dataDir = folder();
    const first = await openDatabase({ databaseUrl: null, dataDir });
    await expect(openDatabase({ databaseUrl: null, dataDir })).rejects.toBeInstanceOf(EmbeddedDatabaseInUse);
    await first.close();
    const second = await openDatabase({ databaseUrl: null, dataDir });
    await second.close();
  });
});

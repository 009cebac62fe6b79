import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { HOSTILE_SHEETS } from '../../test/hostile-sheets.js';

/**
 * Each file of the hostile corpus is read as an import reads it, in a process of its own whose
 * peak memory (RSS, the runtime included) is measured: a spreadsheet, whatever it declares,
 * never takes a worker past this.
 */
const PEAK_LIMIT_MB = 300;
const reader = fileURLToPath(new URL('../../test/read-sheet-process.ts', import.meta.url));
const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'trailpost-hostile-'));
afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

describe('hostile spreadsheets', () => {
  it.each(HOSTILE_SHEETS.map((sheet) => [sheet.name, sheet] as const))('%s', async (_name, sheet) => {
    const file = path.join(folder, `${sheet.name}.xlsx`);
    fs.writeFileSync(file, await sheet.build());
    const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', reader, file], { maxBuffer: 1 << 20 });
    const result = JSON.parse(stdout.trim().split('\n').pop()!) as { outcome: string; peakMb: number };
    console.log(`${sheet.name} (${sheet.why}): ${fs.statSync(file).size} bytes, ${result.outcome}, peak ${result.peakMb} MB`);
    expect(result.outcome, sheet.why).toBe(sheet.outcome);
    expect(result.peakMb, sheet.why).toBeLessThan(PEAK_LIMIT_MB);
  }, 120_000);
});

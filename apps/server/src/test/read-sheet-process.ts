// Reads one spreadsheet as an import would, in a process of its own, and prints what came of it
// and the process's peak memory: the hostile-file test runs it once per file of its corpus.
import fs from 'node:fs';
import { IMPORT_SHEET_LIMITS } from '../modules/imports/sheet-limits.js';
import { CorruptFileError, FileTooLargeError, openSheet, TooManyRowsError } from '../platform/spreadsheets/sheet.js';

async function outcomeOf(file: string): Promise<{ outcome: string; rows: number }> {
  let rows = 0;
  try {
    for await (const row of await openSheet(fs.readFileSync(file), IMPORT_SHEET_LIMITS)) if (row.number > 0) rows += 1;
    return { outcome: 'read', rows };
  } catch (error) {
    if (error instanceof CorruptFileError) return { outcome: 'corrupt', rows };
    if (error instanceof FileTooLargeError || error instanceof TooManyRowsError) return { outcome: 'too-large', rows };
    return { outcome: `crashed: ${String(error)}`, rows };
  }
}

const result = await outcomeOf(process.argv[2]!);
// maxRSS is in kilobytes.
console.log(JSON.stringify({ ...result, peakMb: Math.round(process.resourceUsage().maxRSS / 1024) }));

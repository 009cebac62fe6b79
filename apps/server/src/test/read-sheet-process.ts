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

/**
 * This process's own peak RSS in kilobytes. On Linux `maxRSS` (getrusage) keeps the high-water
 * mark of the process it was forked from across exec: started from a test worker that has run
 * other files, it would report the worker's peak. `VmHWM` belongs to this process's memory alone.
 */
function peakKb(): number {
  const hwm = /^VmHWM:\s+(\d+) kB$/m.exec(fs.existsSync('/proc/self/status') ? fs.readFileSync('/proc/self/status', 'utf8') : '');
  return hwm ? Number(hwm[1]) : process.resourceUsage().maxRSS;
}

const result = await outcomeOf(process.argv[2]!);
console.log(JSON.stringify({ ...result, peakMb: Math.round(peakKb() / 1024) }));

import { confidentCandidate, courierGuessedNote, IMPORT_MESSAGES, IMPORT_ROW_REASONS, SHIPMENT_MESSAGES, type CourierCandidate } from '@trailpost/contracts';
import type { ServiceContext } from '../../platform/context.js';
import type { Db } from '../../db/client.js';
import type { OrdinalRanges } from '../../db/schema/index.js';
import type { SheetRow } from '../../platform/spreadsheets/sheet.js';
import { addCheckedShipments, checkNewShipment, encodeShipment, shipmentKey, type EncodedShipment, type NewShipment, type ShipmentScope } from '../shipments/index.js';
import { detectCouriers } from '../../tracking/index.js';
import { findForbiddenText, forbiddenTextMessage } from '../../platform/forbidden-text.js';
import * as fileJobs from '../file-jobs/index.js';
import { createLanes } from './lanes.js';
import { courierSlug } from '../couriers/index.js';
import { cellOf, mapColumns, rowPayload, type ColumnMap } from './rows.js';

/** Rows stored per statement and per committed step of progress. */
const BATCH = 4000;
/**
 * Batches stored at once, each in its own transaction: the shipments' indexes are the cost of an
 * import, and two connections maintain them in parallel (PGlite runs them one after the other).
 */
const LANES = 2;

export interface Rejection {
  row: number;
  trackingNumber: string;
  courier: string;
  reason: string;
}

/** Reading the sheet failed in a way the user can act on: the job ends with this message. */
export class ImportRefused extends Error {}

/** A row waiting for its batch: the shipment already encoded, so it holds one string. */
interface Pending {
  row: number;
  key: string;
  trackingNumber: string;
  slug: string;
  record: EncodedShipment;
}

/** An empty courier cell: the courier its tracking number clearly belongs to (decision 0016), if any. */
function detectedCourier(cells: string[], columns: ColumnMap): CourierCandidate | null {
  return confidentCandidate(detectCouriers(cellOf(cells, columns, 'tracking_number')));
}

/** A data row -> the shipment to store (and the courier detected for it), or the reason it is rejected. */
function checkRow(cells: string[], columns: ColumnMap, scope: ShipmentScope): { values: NewShipment; guessed: CourierCandidate | null } | { reason: string } {
  const courier = cellOf(cells, columns, 'slug');
  const guessed = courier.trim() ? null : detectedCourier(cells, columns);
  const slug = guessed?.slug ?? courierSlug(courier);
  if (!slug) return { reason: courier ? IMPORT_ROW_REASONS.unknownCourier : SHIPMENT_MESSAGES.courierRequired };
  const payload = rowPayload(cells, columns, slug);
  // A cell PostgreSQL could not store fails its row, never the whole job.
  const forbidden = findForbiddenText(payload);
  if (forbidden) return { reason: forbiddenTextMessage(forbidden) };
  const checked = checkNewShipment(payload, scope);
  return 'error' in checked ? { reason: checked.error } : { ...checked, guessed };
}

/** Whether each ordinal, asked in increasing order, lies in the ranges of committed batches. */
function storedRowsOf(ranges: OrdinalRanges): (ordinal: number) => boolean {
  let at = 0;
  return (ordinal) => {
    while (at < ranges.length && ranges[at]![1] <= ordinal) at++;
    return at < ranges.length && ranges[at]![0] <= ordinal;
  };
}

/**
 * Reads the sheet as a stream and stores valid rows a batch at a time, two batches at once while
 * the next is read and checked. Each batch commits with the job's record of its rows, in any
 * order, so a rerun (after a crash) skips the rows stored and counts them the same.
 */
export async function importRows(ctx: ServiceContext, job: fileJobs.FileJob, rows: AsyncIterable<SheetRow>, scope: ShipmentScope) {
  const rejected: Rejection[] = [];
  /** Rows stored with a courier detected from the number: the result file says so. */
  const notes: Rejection[] = [];
  const seen = new Set<string>();
  const foundStored = new Set(job.duplicateRows);
  const isStored = storedRowsOf(job.storedRows);
  const lanes = createLanes(LANES);
  let columns: ColumnMap | null = null;
  let ordinal = 0;
  let batch: Pending[] = [];
  // The first ordinal of the batch being gathered: a batch's rows are `first`..its last row.
  let first = 1;

  const duplicate = (item: Pick<Pending, 'row' | 'trackingNumber' | 'slug'>) =>
    rejected.push({ row: item.row, trackingNumber: item.trackingNumber, courier: item.slug, reason: SHIPMENT_MESSAGES.duplicate });
  const store = async (items: Pending[], span: { first: number; last: number }) => {
    const found = await ctx.db.transaction(async (tx) => {
      const db = tx as unknown as Db;
      const created = await addCheckedShipments(db, scope.tenantId, items.map((item) => item.record));
      const existing = items.filter((item) => !created.has(item.key));
      const recorded = await fileJobs.recordBatch(db, job, { ...span, created: created.size, duplicateRows: existing.map((item) => item.row) });
      if (!recorded) throw new Error('import progressed in another worker');
      return existing;
    });
    found.forEach(duplicate);
  };
  // Ends the batch at ordinal `last`; waits while two batches are being stored.
  const flush = async (last: number) => {
    const items = batch;
    const span = { first, last };
    batch = [];
    first = last + 1;
    if (items.length) await lanes.run(() => store(items, span));
  };

  const read = async () => {
    for await (const { number, cells } of rows) {
      if (!cells.some(Boolean)) continue;
      if (!columns) {
        columns = mapColumns(cells);
        if (!columns) throw new ImportRefused(IMPORT_MESSAGES.missingColumns);
        continue;
      }
      ordinal++;
      // A row a committed batch holds: no batch of this run may cover it again.
      const stored = isStored(ordinal);
      if (stored) {
        await flush(ordinal - 1);
        first = ordinal + 1;
      }
      const checked = checkRow(cells, columns, scope);
      const reject = (reason: string) =>
        rejected.push({ row: number, trackingNumber: cellOf(cells, columns!, 'tracking_number'), courier: cellOf(cells, columns!, 'slug'), reason });
      if ('reason' in checked) {
        reject(checked.reason);
        continue;
      }
      const { slug, trackingNumber } = checked.values;
      const key = shipmentKey(slug, trackingNumber);
      if (seen.has(key)) {
        reject(IMPORT_ROW_REASONS.duplicateInFile);
        continue;
      }
      seen.add(key);
      if (checked.guessed) notes.push({ row: number, trackingNumber, courier: slug, reason: courierGuessedNote(checked.guessed.title) });
      if (stored) {
        if (foundStored.has(number)) duplicate({ row: number, trackingNumber, slug });
        continue;
      }
      batch.push({ row: number, key, trackingNumber, slug, record: encodeShipment(checked.values) });
      if (batch.length >= BATCH) await flush(ordinal);
    }
    await flush(ordinal);
  };

  try {
    await read();
  } catch (error) {
    // Batches already started still end (commit or roll back) before the job hears why.
    await lanes.drain().catch(() => undefined);
    throw error;
  }
  await lanes.drain();
  if (!columns || ordinal === 0) throw new ImportRefused(IMPORT_MESSAGES.emptySheet);
  return { rows: ordinal, rejected: rejected.sort((a, b) => a.row - b.row), notes };
}

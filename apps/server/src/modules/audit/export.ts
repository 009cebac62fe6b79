import { PassThrough } from 'node:stream';
import { auditActionText, auditActorText, auditChangeLines, DATE_FORMATS, DEFAULT_DATE_FORMAT, type AuditFilterQuery, type DateFormat } from '@trailpost/contracts';
import type { AuthContext } from '../../platform/auth.js';
import type { ServiceContext } from '../../platform/context.js';
import { writeXlsx } from '../../platform/spreadsheets/xlsx-writer.js';
import { userPreferences } from '../accounts/index.js';
import { dateFormatter, isTimeZone } from '../exports/index.js';
import * as repo from './repository.js';
import { assertAuditReader, filtersOf } from './service.js';
import { toEntryView } from './views.js';

const BATCH = 1000;
export const AUDIT_EXPORT_COLUMNS = ['When', 'Who', 'Address', 'Action', 'Target', 'What changed'];

/**
 * GET /audit_log/export, answered at once rather than through the export job: entries are
 * kept one year and record only people's security- and money-relevant changes, so an
 * account's whole log is a few thousand rows, a file of a few hundred kilobytes.
 * Dates are in the owner's time zone and date format, as in the shipment export; every
 * cell is escaped against formula injection by the writer.
 */
export async function exportAuditLog(ctx: ServiceContext, auth: AuthContext, query: AuditFilterQuery): Promise<Buffer> {
  assertAuditReader(auth);
  const user = await userPreferences(ctx, auth.tenantId, auth.userId);
  const format: DateFormat = user && (DATE_FORMATS as readonly string[]).includes(user.dateFormat) ? (user.dateFormat as DateFormat) : DEFAULT_DATE_FORMAT;
  const dates = dateFormatter(user && isTimeZone(user.timeZone) ? user.timeZone : 'UTC', format);
  async function* rows() {
    for await (const batch of repo.entriesInBatches(ctx.db, auth.tenantId, filtersOf(query), BATCH)) {
      yield batch.map(toEntryView).map((entry) => [
        dates.dateTime(entry.created_at),
        auditActorText(entry.actor),
        entry.ip ?? '',
        auditActionText(entry.action),
        [entry.target_type, entry.target_id].filter(Boolean).join(' '),
        auditChangeLines(entry.changes).join('\n'),
      ]);
    }
  }
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (chunk: Buffer) => chunks.push(chunk));
  await writeXlsx(out, 'Audit log', AUDIT_EXPORT_COLUMNS, rows());
  return Buffer.concat(chunks);
}

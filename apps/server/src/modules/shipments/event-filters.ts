import { sql, type SQL } from 'drizzle-orm';

/**
 * Whether a shipment event's payload tells of a status change (to one of `to`, when given), as
 * SQL: consumers name with it the events they want queued, the same test their handlers make.
 */
export function statusChangedSql(payload: SQL, to?: readonly string[]): SQL {
  const changed = sql`(${payload}->>'current_status') is distinct from (${payload}->>'previous_status')`;
  if (!to) return changed;
  const statuses = sql.join(to.map((status) => sql`${status}::text`), sql`, `);
  return sql`${changed} and ${payload}->>'current_status' in (${statuses})`;
}

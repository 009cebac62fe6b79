import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { REALTIME_CHANNEL, type RealtimeMessage } from './realtime.js';

/** Raises messages on the realtime channel; inside a transaction they leave when it commits. */
export async function publish(db: Db, messages: RealtimeMessage[]): Promise<void> {
  if (!messages.length) return;
  const payloads = sql.join(messages.map((message) => sql`(${JSON.stringify(message)}::text)`), sql`, `);
  await db.execute(sql`select pg_notify(${REALTIME_CHANNEL}, p) from (values ${payloads}) as v(p)`);
}

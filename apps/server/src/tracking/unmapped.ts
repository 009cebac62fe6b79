import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import type { ProviderEvent } from './providers/types.js';

/**
 * Courier words our tables do not know yet. The scan is stored with the adapter's fallback
 * status and flagged (`checkpoints.unmapped`); the flagged rows are the count the operator
 * sees in `/api/health`, and each process logs a word the first time it meets it.
 */
const seen = new Set<string>();

/** The unmapped words of one answer that this process has not met before (to log them once). */
export function countUnmapped(provider: string, events: readonly ProviderEvent[]): string[] {
  const fresh: string[] = [];
  for (const event of events) {
    if (!event.unmapped) continue;
    const word = event.subtag ?? event.message;
    const key = `${provider}\u0000${word}`;
    if (!seen.has(key)) {
      seen.add(key);
      fresh.push(word);
    }
  }
  return fresh;
}

export interface UnmappedWord {
  provider: string;
  word: string;
  count: number;
}

/**
 * Stored scans whose courier word (the status name or code kept in `subtag`, never the free
 * text of the message) is unmapped, by provider (the event key's prefix) and word, most
 * frequent first.
 */
export async function unmappedWords(db: Db, limit = 50): Promise<UnmappedWord[]> {
  const result = await db.execute(sql`
    select split_part(dedupe_key, ':', 1) as provider, subtag as word, count(*) as n
    from checkpoints where unmapped and subtag is not null group by 1, 2 order by 3 desc, 1, 2 limit ${limit}`);
  return (result as unknown as { rows: Record<string, unknown>[] }).rows.map((row) => ({
    provider: String(row.provider),
    word: String(row.word),
    count: Number(row.n),
  }));
}

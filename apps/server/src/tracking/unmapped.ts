import type { ProviderEvent } from './providers/types.js';

/**
 * Courier words our tables do not know yet, counted per provider and word since the process
 * started. The scan is stored with the fallback status; this count (in `/api/health`'s
 * details and the log) tells the operator which table to extend.
 */
const counts = new Map<string, number>();

export interface UnmappedWord {
  provider: string;
  word: string;
  count: number;
}

/** Counts the unmapped events of one answer; returns the words seen for the first time. */
export function countUnmapped(provider: string, events: readonly ProviderEvent[]): string[] {
  const fresh: string[] = [];
  for (const event of events) {
    if (!event.unmapped) continue;
    const word = event.subtag ?? event.message;
    const key = `${provider}\u0000${word}`;
    const seen = counts.get(key) ?? 0;
    if (!seen) fresh.push(word);
    counts.set(key, seen + 1);
  }
  return fresh;
}

/** Every unmapped word so far, most frequent first. */
export function unmappedWords(): UnmappedWord[] {
  return [...counts.entries()]
    .map(([key, count]) => {
      const [provider, word] = key.split('\u0000') as [string, string];
      return { provider, word, count };
    })
    .sort((a, b) => b.count - a.count || a.provider.localeCompare(b.provider) || a.word.localeCompare(b.word));
}

/** Tests start from an empty count. */
export function resetUnmapped(): void {
  counts.clear();
}

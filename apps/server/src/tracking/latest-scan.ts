import { tieRank } from './status-rule.js';

/** The fields of a scan that decide which one is the newest. */
export type Scan = { tag: string; time: Date | null; dedupeKey: string; message: string; location: string | null };

/**
 * Newest scan by time (unknown times count as oldest), ties broken by the later stage, then by
 * the provider's key: the same set always gives the same answer. The database query in latest-checkpoints.ts orders the same way.
 */
export function latestOf<T extends Scan>(scans: T[]): T | null {
  let latest: T | null = null;
  for (const scan of scans) {
    if (!latest) latest = scan;
    else {
      const a = scan.time?.getTime() ?? -Infinity;
      const b = latest.time?.getTime() ?? -Infinity;
      const stage = tieRank(scan.tag) - tieRank(latest.tag);
      if (a > b || (a === b && (stage > 0 || (stage === 0 && scan.dedupeKey > latest.dedupeKey)))) latest = scan;
    }
  }
  return latest;
}

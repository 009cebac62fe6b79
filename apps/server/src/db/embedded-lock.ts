import lockfile from 'proper-lockfile';

/** Another process (the product, the demo seed) has the embedded database open. */
export class EmbeddedDatabaseInUse extends Error {
  constructor(dir: string) {
    super(
      `The embedded database in ${dir} is open in another process. Stop the product (or the command ` +
        'using it) first, or set DATABASE_URL to a PostgreSQL server that several processes can share.',
    );
    this.name = 'EmbeddedDatabaseInUse';
  }
}

/**
 * The embedded database belongs to one process: PGlite keeps it in memory and writes it back,
 * so a second process opening the same folder sees neither the first one's writes nor its own
 * afterwards. The lock is a folder beside it whose time the holder renews; a holder that died
 * without releasing it leaves it stale after STALE_MS, so a restart after a crash waits that long
 * at most.
 */
const STALE_MS = 5_000;

/** Locks `dir` for this process, waiting out a dead holder's lock; answers the release. */
export async function lockEmbeddedDatabase(dir: string, { staleMs = STALE_MS } = {}): Promise<() => Promise<void>> {
  try {
    return await lockfile.lock(dir, {
      stale: staleMs,
      update: staleMs / 2,
      realpath: false,
      // 1.5 × staleMs in all: longer than a dead holder's lock takes to go stale.
      retries: { retries: 6, factor: 1, minTimeout: staleMs / 4, maxTimeout: staleMs / 4 },
      // Renewal failed (the folder was removed, the disk is full): keep serving, as PGlite does.
      onCompromised: () => undefined,
    });
  } catch (error) {
    if ((error as { code?: string }).code === 'ELOCKED') throw new EmbeddedDatabaseInUse(dir);
    throw error;
  }
}

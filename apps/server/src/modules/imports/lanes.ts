/**
 * Runs tasks with at most `limit` of them at once. `run` waits for room before starting one, so
 * a producer never gets further ahead than that; the first failure stops new tasks and is
 * thrown, by `run` or by `drain`, only once every started task has ended.
 */
export function createLanes(limit: number) {
  const running = new Set<Promise<void>>();
  let failure: { error: unknown } | null = null;

  const settle = async () => {
    await Promise.all(running);
    if (failure) throw failure.error;
  };

  return {
    async run(task: () => Promise<void>): Promise<void> {
      while (running.size >= limit && !failure) await Promise.race(running);
      if (failure) return settle();
      const started: Promise<void> = task()
        .catch((error: unknown) => {
          failure ??= { error };
        })
        .finally(() => running.delete(started));
      running.add(started);
    },
    /** Waits for every started task; throws the first failure. */
    drain: settle,
  };
}

/** The SQLSTATE of a database error, whether the driver's own or wrapped by Drizzle (`cause`). */
export function postgresErrorCode(error: unknown): string | undefined {
  const direct = (error as { code?: unknown } | null)?.code;
  if (typeof direct === 'string') return direct;
  const wrapped = (error as { cause?: { code?: unknown } } | null)?.cause?.code;
  return typeof wrapped === 'string' ? wrapped : undefined;
}

/**
 * Conflicts between concurrent transactions that say nothing about the work itself: a deadlock
 * victim, a serialization failure, a lock wait that timed out. Trying again later succeeds.
 */
const CONCURRENCY_CONFLICTS = new Set(['40P01', '40001', '55P03']);

export const isConcurrencyConflict = (error: unknown): boolean => CONCURRENCY_CONFLICTS.has(postgresErrorCode(error) ?? '');

import type { FastifyBaseLogger } from 'fastify';
import { redactUrl } from '../../../platform/logging.js';
import type { SafeFetch } from '../../../platform/safe-fetch.js';

/**
 * The stores' outbound client, logging every request that got no answer with the address asked
 * and the library's error: merchants read the product's words (store-api-error.ts), so the
 * detail that explains a failure lives in the log alone.
 */
export function loggedStoreFetch(fetch: SafeFetch, log: Pick<FastifyBaseLogger, 'warn'>): SafeFetch {
  const logged = async (input: string | URL, init?: RequestInit) => {
    try {
      return await fetch(input, init);
    } catch (error) {
      const cause = (error as { cause?: { code?: unknown } }).cause;
      log.warn({ err: error, url: redactUrl(String(input)), code: cause?.code }, 'store request got no answer');
      throw error;
    }
  };
  return Object.assign(logged, { close: () => fetch.close() });
}

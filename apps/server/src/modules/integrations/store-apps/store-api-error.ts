import { STORE_MESSAGES } from '@trailpost/contracts';
import { OutboundError, OutboundRefusedError } from '../../../platform/safe-fetch.js';

export interface StoreApiErrorOptions {
  /** `address` when the store's address is at fault, not its keys: the reason is then said on its own. */
  about?: 'keys' | 'address';
  /** False when asking again within seconds cannot help (a name no DNS knows, a refused certificate). */
  retryNow?: boolean;
  /** The library's error: for the logs, never for the merchant. */
  cause?: unknown;
}

/**
 * Why a store's API could not be read: `rejected` when the store (or the address) refuses us and
 * asking again will not help, `unreachable` when it was down or slow and a later sync may succeed.
 * `reason` is shown to the merchant: the product's words, or the store's own.
 */
export class StoreApiError extends Error {
  override name = 'StoreApiError';
  readonly about: 'keys' | 'address';
  readonly retryNow: boolean;
  constructor(
    readonly kind: 'rejected' | 'unreachable',
    readonly reason: string,
    { about = 'keys', retryNow = kind === 'unreachable', cause }: StoreApiErrorOptions = {},
  ) {
    super(reason, { cause });
    this.about = about;
    this.retryNow = retryNow;
  }
}

/** Name lookups that found nothing: the address is mistyped or the domain gone. */
const NAME_NOT_FOUND = new Set(['ENOTFOUND', 'EAI_NONAME', 'EAI_FAIL']);
/** Node's and OpenSSL's words for a certificate or a TLS handshake that failed. */
const TLS_FAILURE = /^(ERR_TLS_|ERR_SSL_|CERT_|UNABLE_TO_|DEPTH_ZERO_SELF_SIGNED_CERT$|SELF_SIGNED_CERT_IN_CHAIN$|EPROTO$|HOSTNAME_MISMATCH$)/;

/** The error codes along an error's causes (undici wraps the socket's error). */
function codesOf(error: unknown): string[] {
  const codes: string[] = [];
  for (let at = error, depth = 0; at && typeof at === 'object' && depth < 5; at = (at as { cause?: unknown }).cause, depth++) {
    const code = (at as { code?: unknown }).code;
    if (typeof code === 'string') codes.push(code);
  }
  return codes;
}

/**
 * A request that got no usable answer, in the product's words: the address, the code and the
 * library's message stay in `cause` (logged by the stores' client), as they mean nothing to a
 * merchant and name the API's inner addresses.
 */
export function storeFailureOf(error: unknown): StoreApiError {
  if (error instanceof StoreApiError) return error;
  if (error instanceof OutboundRefusedError) return new StoreApiError('rejected', STORE_MESSAGES.storeAddressRefused, { about: 'address', cause: error });
  if (!(error instanceof OutboundError)) return new StoreApiError('unreachable', STORE_MESSAGES.storeUnreachable, { cause: error });
  if (error.failure === 'timeout') return new StoreApiError('unreachable', STORE_MESSAGES.storeTimedOut, { cause: error });
  if (error.failure !== 'network') return new StoreApiError('rejected', STORE_MESSAGES.storeNotAnApi, { about: 'address', cause: error });
  const codes = codesOf(error);
  if (codes.some((code) => TLS_FAILURE.test(code))) return new StoreApiError('unreachable', STORE_MESSAGES.storeCertificate, { retryNow: false, cause: error });
  const nameUnknown = codes.some((code) => NAME_NOT_FOUND.has(code));
  return new StoreApiError('unreachable', STORE_MESSAGES.storeUnreachable, { retryNow: !nameUnknown, cause: error });
}

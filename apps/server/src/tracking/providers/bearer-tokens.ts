import { createHash } from 'node:crypto';
import { asRecord, asText, httpFailure, jsonObject, retryAfterSeconds, send, type COURIER_CALL_LIMITS, type FetchLike } from './provider-support.js';
import { CredentialsRejected, ProviderError } from './types.js';

/**
 * OAuth access tokens of courier APIs (client credentials or password grant), one per set of
 * merchant keys: fetched once and shared by the calls that need it at the same time, reused
 * until shortly before it expires, and fetched again when the courier answers 401 to it.
 */
export interface TokenRequest {
  url: string;
  init: RequestInit;
}

/** What a courier adapter signing in with OAuth can be told (tests point it at a local server). */
export interface TokenCourierOptions {
  baseUrl?: string;
  fetch?: FetchLike;
  /** The clock tokens expire by (tests move it). */
  now?: () => number;
  /** Time and size limits of each call (COURIER_CALL_LIMITS unless told). */
  limits?: Partial<typeof COURIER_CALL_LIMITS>;
}

export interface BearerTokensOptions {
  provider: string;
  fetch: FetchLike;
  /** Lifetime of a token whose answer has no `expires_in` (OAuth makes it optional). */
  defaultLifetimeSeconds?: number;
  now?: () => number;
  limits?: Partial<typeof COURIER_CALL_LIMITS>;
}

export interface BearerTokens {
  /** A valid token for these keys; `request` builds the courier's token call when one is needed. */
  token(keys: readonly string[], request: () => TokenRequest): Promise<string>;
  /** Runs an authorised call; a 401 makes it fetch a new token and run the call once more. */
  withToken(keys: readonly string[], request: () => TokenRequest, call: (token: string) => Promise<Response>): Promise<Response>;
}

/** A token is dropped this long before it expires (at most half its life), so none expires in flight. */
const EXPIRY_MARGIN_MS = 30_000;
/** Tokens of at most this many key sets are kept; the oldest goes first. */
const MAX_CACHED = 1_000;

/** The cache key: a digest, so the map never holds the merchant's secret itself. */
const fingerprint = (keys: readonly string[]) => createHash('sha256').update(JSON.stringify(keys)).digest('hex');

/** A refused token call: 400 (`invalid_client`, `invalid_grant`), 401 and 403 mean the keys are wrong. */
function tokenFailure(provider: string, response: Response, text: string): ProviderError {
  let body: Record<string, unknown> = {};
  try {
    body = jsonObject(provider, text);
  } catch {
    // A gateway's HTML or plain text: the raw text is the reason.
  }
  // OAuth's error_description, or a gateway's own shape ({error: {message}} at Ninja Van).
  const reason = asText(body.error_description) ?? asText(body.error) ?? asText(asRecord(body.error).message) ?? asText(body.message) ?? text.trim().slice(0, 200);
  const status = response.status;
  if (status === 400 || status === 401 || status === 403) {
    return new CredentialsRejected(`${provider} refused the credentials (HTTP ${status})${reason ? `: ${reason}` : ''}`);
  }
  if (status === 429) return httpFailure(provider, response, reason, 60);
  return new ProviderError(`${provider} sign-in answered HTTP ${status}`, retryAfterSeconds(response.headers.get('retry-after')));
}

export function createBearerTokens(options: BearerTokensOptions): BearerTokens {
  const { provider, fetch: fetchImpl, defaultLifetimeSeconds = 300, now = Date.now } = options;
  const cache = new Map<string, { token: string; expiresAt: number }>();
  const pending = new Map<string, Promise<string>>();

  async function fetchToken(request: TokenRequest): Promise<{ token: string; expiresAt: number }> {
    const response = await send(provider, fetchImpl, request.url, request.init, options.limits);
    const text = await response.text();
    if (!response.ok) throw tokenFailure(provider, response, text);
    const body = jsonObject(provider, text);
    const token = asText(body.access_token);
    if (!token) throw new ProviderError(`${provider} sign-in answered no access token`);
    const lifetime = Number(body.expires_in);
    const lifeMs = (Number.isFinite(lifetime) && lifetime > 0 ? lifetime : defaultLifetimeSeconds) * 1000;
    return { token, expiresAt: now() + lifeMs - Math.min(EXPIRY_MARGIN_MS, lifeMs / 2) };
  }

  function token(keys: readonly string[], request: () => TokenRequest): Promise<string> {
    const id = fingerprint(keys);
    const cached = cache.get(id);
    if (cached && cached.expiresAt > now()) return Promise.resolve(cached.token);
    const inFlight = pending.get(id);
    if (inFlight) return inFlight;
    const fetching = fetchToken(request())
      .then((fresh) => {
        cache.delete(id);
        cache.set(id, fresh);
        if (cache.size > MAX_CACHED) cache.delete(cache.keys().next().value!);
        return fresh.token;
      })
      .finally(() => pending.delete(id));
    pending.set(id, fetching);
    return fetching;
  }

  return {
    token,
    async withToken(keys, request, call) {
      const used = await token(keys, request);
      const response = await call(used);
      if (response.status !== 401) return response;
      // Revoked or expired early: forget it (unless a concurrent call already replaced it) and retry once.
      const id = fingerprint(keys);
      if (cache.get(id)?.token === used) cache.delete(id);
      return call(await token(keys, request));
    },
  };
}

import { lookup as systemLookup } from 'node:dns/promises';
import { isIP, type LookupFunction } from 'node:net';
import { Agent, type Dispatcher } from 'undici';
import { outboundPolicy, type OutboundPolicy } from './outbound-address.js';

/**
 * The one client for outbound HTTP to addresses that users or configuration supply (webhooks,
 * store URLs, the SMS provider). It answers like `fetch`, with these guarantees:
 * - the target must be a public address (outbound-address.ts), checked after DNS resolution
 *   inside the socket's own lookup, so the address checked is the address connected to and a
 *   DNS answer that changes between check and use (rebinding) cannot slip a private one in;
 * - every redirect is followed by hand (at most `maxRedirects`) and goes through the same check;
 * - a connect timeout, a timeout for the whole exchange (redirects and body included) and a cap
 *   on the bytes read; the body is read in full, so `text()` and `json()` cannot block.
 */
export type OutboundFailure = 'refused' | 'timeout' | 'too-large' | 'too-many-redirects' | 'network';

export class OutboundError extends Error {
  override name = 'OutboundError';
  constructor(
    readonly failure: OutboundFailure,
    readonly url: string,
    message: string,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }

  /** A later attempt may succeed: the network or the far end was slow or down. */
  get retryable(): boolean {
    return this.failure === 'timeout' || this.failure === 'network';
  }
}

/** The target is an address outbound HTTP may not reach (or not over HTTP at all). */
export class OutboundRefusedError extends OutboundError {
  override name = 'OutboundRefusedError';
  /**
   * `reason` names the rule, never what a name resolved to: the message reaches merchants, and
   * the answers of internal DNS are not theirs to learn. The address is kept for the logs.
   */
  constructor(url: string, readonly reason: string, readonly resolvedAddress: string | null = null) {
    super('refused', url, `Refused to reach ${url}: ${reason}`);
  }
}

export type Resolve = (hostname: string) => Promise<{ address: string; family: number }[]>;

export interface SafeFetchOptions {
  /** OUTBOUND_ALLOW_CIDRS: ranges exempted from the private-address refusal. */
  allowCidrs: readonly string[];
  connectTimeoutMs?: number;
  /** The whole exchange: every redirect hop and the body. */
  timeoutMs?: number;
  maxBytes?: number;
  /** Past `maxBytes`, keep the first bytes and drop the rest instead of failing (callers that only log an excerpt). */
  truncate?: boolean;
  maxRedirects?: number;
  /** Name resolution; the system's (hosts file, then DNS) by default. */
  resolve?: Resolve;
}

export interface SafeFetch {
  (input: string | URL, init?: RequestInit): Promise<Response>;
  /** Closes the pooled connections. */
  close(): Promise<void>;
}

export const SAFE_FETCH_DEFAULTS = { connectTimeoutMs: 5_000, timeoutMs: 15_000, maxBytes: 2 * 1024 * 1024, maxRedirects: 5 };

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);
const NULL_BODY_STATUSES = new Set([101, 103, 204, 205, 304]);
/** Credentials meant for one origin are not carried to another (as fetch does). */
const ORIGIN_BOUND_HEADERS = ['authorization', 'cookie', 'proxy-authorization'];

const systemResolve: Resolve = (hostname) => systemLookup(hostname, { all: true, verbatim: true });

/**
 * `localhost`, `*.localhost`, with or without the final dot: loopback whatever a resolver
 * would say (RFC 6761 §6.3). Left to the resolver, `localhost.` or `app.localhost` may be
 * unknown (a retryable network failure instead of a refusal) or, with DNS_SERVERS, whatever
 * that server answers.
 */
const LOCALHOST = /^(?:[^.]+\.)*localhost\.?$/i;
const LOOPBACK = [{ address: '127.0.0.1', family: 4 }];

/** Resolves, refuses the whole name if any of its addresses is refused, then hands net the checked addresses. */
function guardedLookup(policy: OutboundPolicy, resolve: Resolve): LookupFunction {
  return (hostname, options, callback) => {
    (LOCALHOST.test(hostname) ? Promise.resolve(LOOPBACK) : resolve(hostname))
      .then((addresses) => {
        for (const { address } of addresses) {
          const rule = policy.brokenRule(address);
          if (rule) throw new OutboundRefusedError(hostname, `${hostname} resolves to ${rule}`, address);
        }
        const family = options.family === 4 || options.family === 'IPv4' ? 4 : options.family === 6 || options.family === 'IPv6' ? 6 : 0;
        const usable = family ? addresses.filter((entry) => entry.family === family) : addresses;
        const first = usable[0];
        if (!first) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND', hostname });
        if (options.all) (callback as (error: null, addresses: { address: string; family: number }[]) => void)(null, usable);
        else callback(null, first.address, first.family);
      })
      .catch((error: NodeJS.ErrnoException) => callback(error, '', 0));
  };
}

/** An address written in the URL never reaches the lookup: judge it here. */
function assertTarget(url: URL, policy: OutboundPolicy) {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new OutboundRefusedError(url.href, `${url.protocol} is not HTTP`);
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  if (isIP(host) === 0) return;
  const reason = policy.refusal(host);
  if (reason) throw new OutboundRefusedError(url.href, reason);
}

async function requestBody(body: RequestInit['body'], headers: Headers): Promise<string | Buffer | null> {
  if (body === undefined || body === null) return null;
  if (typeof body === 'string') return body;
  if (body instanceof URLSearchParams) {
    if (!headers.has('content-type')) headers.set('content-type', 'application/x-www-form-urlencoded;charset=UTF-8');
    return body.toString();
  }
  if (body instanceof ArrayBuffer) return Buffer.from(body);
  if (ArrayBuffer.isView(body)) return Buffer.from(body.buffer, body.byteOffset, body.byteLength);
  if (body instanceof Blob) return Buffer.from(await body.arrayBuffer());
  throw new TypeError('safe-fetch sends string, URLSearchParams, Blob or byte bodies');
}

/** Drops an answer's remaining bytes; its connection closes instead of returning to the pool. */
function discard(body: Dispatcher.ResponseData['body']) {
  body.on('error', () => undefined).destroy();
}

async function readCapped(answer: Dispatcher.ResponseData, maxBytes: number, url: string, truncate: boolean): Promise<Buffer> {
  const tooLarge = () => new OutboundError('too-large', url, `The answer from ${url} is larger than ${maxBytes} bytes`);
  if (!truncate && Number(answer.headers['content-length']) > maxBytes) {
    discard(answer.body);
    throw tooLarge();
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of answer.body as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > maxBytes) {
      discard(answer.body);
      if (!truncate) throw tooLarge();
      chunks.push(chunk.subarray(0, chunk.length - (size - maxBytes)));
      break;
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

function toResponse(answer: Dispatcher.ResponseData, bytes: Buffer, url: URL, redirected: boolean): Response {
  const headers = new Headers();
  for (const [name, value] of Object.entries(answer.headers)) {
    for (const item of Array.isArray(value) ? value : value === undefined ? [] : [value]) headers.append(name, item);
  }
  const body = NULL_BODY_STATUSES.has(answer.statusCode) ? null : new Uint8Array(bytes);
  const response = new Response(body, { status: answer.statusCode, headers });
  // Where the answer came from after redirects, as fetch reports it.
  Object.defineProperties(response, { url: { value: url.href }, redirected: { value: redirected } });
  return response;
}

/** Network failures and timeouts become OutboundError; the caller's own abort stays as it is. */
function outboundFailure(error: unknown, url: string, timeout: AbortSignal, callerSignal: AbortSignal | null | undefined): unknown {
  // A refusal from the lookup knows only the host name: name the URL.
  if (error instanceof OutboundRefusedError && error.url !== url) return new OutboundRefusedError(url, error.reason, error.resolvedAddress);
  if (error instanceof OutboundError) return error;
  if (callerSignal?.aborted) return error;
  const code = (error as { code?: string }).code ?? '';
  if (timeout.aborted || code === 'UND_ERR_CONNECT_TIMEOUT' || code === 'UND_ERR_HEADERS_TIMEOUT' || code === 'UND_ERR_BODY_TIMEOUT') {
    return new OutboundError('timeout', url, `${url} did not answer in time`, { cause: error });
  }
  const detail = error instanceof Error ? error.message : String(error);
  return new OutboundError('network', url, `Could not reach ${url}: ${detail}`, { cause: error });
}

export function createSafeFetch(options: SafeFetchOptions): SafeFetch {
  const { connectTimeoutMs, timeoutMs, maxBytes, maxRedirects } = { ...SAFE_FETCH_DEFAULTS, ...options };
  const policy = outboundPolicy(options.allowCidrs);
  const agent = new Agent({ connect: { timeout: connectTimeoutMs, lookup: guardedLookup(policy, options.resolve ?? systemResolve) } });

  async function safeFetch(input: string | URL, init: RequestInit = {}): Promise<Response> {
    const timeout = AbortSignal.timeout(timeoutMs);
    const signal = init.signal ? AbortSignal.any([init.signal, timeout]) : timeout;
    const headers = new Headers(init.headers);
    let body = await requestBody(init.body, headers);
    let method = (init.method ?? 'GET').toUpperCase();
    let url = new URL(input);

    for (let hop = 0; ; hop += 1) {
      assertTarget(url, policy);
      try {
        const answer = await agent.request({ origin: url.origin, path: `${url.pathname}${url.search}`, method, headers: Object.fromEntries(headers), body, signal });
        const location = answer.headers.location;
        if (!REDIRECT_STATUSES.has(answer.statusCode) || typeof location !== 'string' || init.redirect === 'manual') {
          return toResponse(answer, await readCapped(answer, maxBytes, url.href, options.truncate ?? false), url, hop > 0);
        }
        await answer.body.dump();
        if (hop >= maxRedirects) throw new OutboundError('too-many-redirects', url.href, `More than ${maxRedirects} redirects from ${String(input)}`);
        const next = new URL(location, url);
        // As fetch does: 303, and 301/302 after a POST, turn into a GET without a body.
        if ((answer.statusCode === 303 && method !== 'HEAD') || ((answer.statusCode === 301 || answer.statusCode === 302) && method === 'POST')) {
          method = 'GET';
          body = null;
          for (const name of ['content-type', 'content-length', 'content-encoding', 'content-language', 'content-location']) headers.delete(name);
        }
        if (next.origin !== url.origin) for (const name of ORIGIN_BOUND_HEADERS) headers.delete(name);
        url = next;
      } catch (error) {
        throw outboundFailure(error, url.href, timeout, init.signal);
      }
    }
  }

  return Object.assign(safeFetch, { close: () => agent.close() });
}

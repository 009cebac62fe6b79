import { GENERIC_ERROR, type Envelope } from '@trailpost/contracts';
import { accessToken, clearSession, readSession } from './session';

/** Every call goes to the API on the app's own origin. */
export const API_BASE = '/api';

/**
 * A failed call: the HTTP status (500 when no response arrived), the server's messages and, for a
 * refused body, each refused field by its dotted path (`variants.0.body`) with its message.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly messages: string[];
  readonly data: unknown;
  readonly fields: Record<string, string>;

  constructor(status: number, messages: string[], data: unknown = null, fields: Record<string, string> = {}) {
    super(messages[0] ?? GENERIC_ERROR);
    this.name = 'ApiError';
    this.status = status;
    this.messages = messages.length > 0 ? messages : [GENERIC_ERROR];
    this.data = data;
    this.fields = fields;
  }
}

/** The text to show for a failed call: the first server message, or the generic one. */
export function errorMessage(error: unknown): string {
  return error instanceof ApiError ? (error.messages[0] ?? GENERIC_ERROR) : GENERIC_ERROR;
}

export type QueryValue = string | number | boolean | null | undefined;

export type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  query?: Record<string, QueryValue>;
  signal?: AbortSignal;
};

function buildUrl(path: string, query?: Record<string, QueryValue>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const qs = params.toString();
  return `${API_BASE}${path}${qs ? `?${qs}` : ''}`;
}

function isEnvelope(value: unknown): value is Envelope<unknown> {
  if (typeof value !== 'object' || value === null || !('meta' in value)) return false;
  const meta = (value as { meta: unknown }).meta;
  return typeof meta === 'object' && meta !== null && 'code' in meta;
}

/** What every call sends: the session travels in the cookie (the header asks for it), or an older version's token. */
function callHeaders(): Record<string, string> {
  const token = accessToken();
  const headers: Record<string, string> = { Accept: 'application/json', 'X-Trailpost-Session': 'cookie' };
  if (token) headers.Authorization = `Bearer ${token}`;
  return headers;
}

/**
 * Sends one call and returns its envelope. Throws ApiError on a non-2xx status or meta.code,
 * and ends the session when a call made while signed in is refused with 401.
 *
 * The session travels in the HttpOnly cookie the server set at sign-in (the header below asks
 * for it); a token kept by an older version of the app is still sent until that session ends.
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<Envelope<T>> {
  const signedIn = readSession() !== null;
  const headers = callHeaders();
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(buildUrl(path, options.query), {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
      credentials: 'same-origin',
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new ApiError(500, [GENERIC_ERROR]);
  }

  let payload: unknown = null;
  try {
    payload = await response.json();
  } catch {
    payload = null;
  }

  const envelope = isEnvelope(payload) ? payload : null;
  const code = envelope?.meta.code ?? response.status;
  const messages = Array.isArray(envelope?.meta.message) ? envelope.meta.message : [];

  if (!response.ok || code >= 400) {
    const status = response.ok ? code : response.status;
    if (status === 401 && signedIn) clearSession('expired');
    throw new ApiError(status, messages, envelope?.data ?? null, envelope?.meta.fields ?? {});
  }
  if (!envelope) throw new ApiError(response.status, [GENERIC_ERROR]);
  return envelope as Envelope<T>;
}

/** Downloads a file the API answers with (an export); a refusal comes back as the envelope's ApiError. */
export async function apiFile(path: string, query?: Record<string, QueryValue>): Promise<Blob> {
  const response = await fetch(buildUrl(path, query), { headers: callHeaders(), credentials: 'same-origin' }).catch(() => {
    throw new ApiError(500, [GENERIC_ERROR]);
  });
  if (response.ok) return response.blob();
  const payload: unknown = await response.json().catch(() => null);
  throw new ApiError(response.status, isEnvelope(payload) && Array.isArray(payload.meta.message) ? payload.meta.message : [GENERIC_ERROR]);
}

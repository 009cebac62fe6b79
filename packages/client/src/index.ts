import createFetchClient, { type Client, type ClientOptions } from 'openapi-fetch';
import type { components, paths } from './schema.js';

export type { components, paths };
/** The API's error envelope, with its `error_code`. */
export type ApiError = components['schemas']['Error'];
export type TrailpostClient = Client<paths>;

export interface TrailpostClientOptions extends Omit<ClientOptions, 'baseUrl'> {
  /** Your Trailpost address, e.g. `https://app.example.com` (the paths start with `/api`). */
  baseUrl: string;
  /** An API key from Settings › API Keys (`tp_live_…`). */
  apiKey: string;
}

/**
 * A client typed from the API's OpenAPI document: every path, parameter, body and answer is
 * checked by the compiler. Errors come back in `error` (the envelope, with `meta.error_code`).
 */
export function createTrailpostClient({ baseUrl, apiKey, headers, ...options }: TrailpostClientOptions): TrailpostClient {
  return createFetchClient<paths>({ baseUrl, headers: { ...headers, authorization: `Bearer ${apiKey}` }, ...options });
}

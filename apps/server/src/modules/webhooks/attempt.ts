import { OutboundError, type SafeFetch } from '../../platform/safe-fetch.js';
import { signedHeaders, webhookIdOf } from './signature.js';

/** What one POST to an endpoint came to. */
export interface AttemptOutcome {
  ok: boolean;
  responseCode: number | null;
  responseBody: string | null;
  error: string | null;
  /** 410 Gone: the receiver asks to be switched off. */
  gone: boolean;
}

/** The part of an answer kept in the delivery log. */
export const RESPONSE_EXCERPT_CHARS = 1000;
/** Standard Webhooks timeout. */
export const WEBHOOK_TIMEOUT_MS = 15_000;
/** An answer is read up to this many bytes (the rest is dropped: only an excerpt is kept). */
export const WEBHOOK_ANSWER_MAX_BYTES = 64 * 1024;
export const WEBHOOK_USER_AGENT = 'Trailpost-Webhooks/1.0 (+https://www.standardwebhooks.com)';

/**
 * One signed POST (Standard Webhooks): a fresh timestamp per attempt, the same `webhook-id`.
 * Redirects are not followed: a 3xx is a failure like any other non-2xx, so a receiver cannot
 * bounce a signed body elsewhere.
 */
export async function attemptDelivery(fetch: SafeFetch, delivery: { id: string; body: string }, url: string, secrets: string[]): Promise<AttemptOutcome> {
  const headers = { 'content-type': 'application/json', 'user-agent': WEBHOOK_USER_AGENT, ...signedHeaders(webhookIdOf(delivery.id), new Date(), delivery.body, secrets) };
  try {
    const response = await fetch(url, { method: 'POST', headers, body: delivery.body, redirect: 'manual' });
    const text = (await response.text()).slice(0, RESPONSE_EXCERPT_CHARS);
    const ok = response.status >= 200 && response.status < 300;
    return { ok, responseCode: response.status, responseBody: text || null, error: ok ? null : `The endpoint answered ${response.status}.`, gone: response.status === 410 };
  } catch (error) {
    const message = error instanceof OutboundError ? error.message : error instanceof Error ? error.message : String(error);
    return { ok: false, responseCode: null, responseBody: null, error: message.slice(0, RESPONSE_EXCERPT_CHARS), gone: false };
  }
}

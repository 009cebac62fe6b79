import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { IDEMPOTENCY_KEY_MAX, IDEMPOTENCY_MESSAGES } from '@trailpost/contracts';
import type { Db } from '../../db/client.js';
import { AppError, invalidField } from '../errors.js';
import { claimKey, keepAnswer, releaseKey } from './store.js';

export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const REPLAYED_HEADER = 'idempotent-replayed';

declare module 'fastify' {
  interface FastifyRequest {
    /** The key this request holds while it runs; its answer is kept under it. */
    idempotencyKey?: { tenantId: string; key: string };
  }
}

/** The request as the key remembers it: method, address and body, so a repeat with anything else is told apart. */
function fingerprintOf(request: FastifyRequest): string {
  return createHash('sha256')
    .update(`${request.method} ${request.url}\n${JSON.stringify(request.body ?? null)}`)
    .digest('base64url');
}

function keyOf(request: FastifyRequest): string | null {
  const header = request.headers[IDEMPOTENCY_HEADER];
  if (header === undefined) return null;
  const key = Array.isArray(header) ? header[0]! : header;
  if (key.length === 0 || key.length > IDEMPOTENCY_KEY_MAX) throw invalidField('Idempotency-Key', IDEMPOTENCY_MESSAGES.invalidKey);
  return key;
}

/**
 * `Idempotency-Key` on the API's signed-in POSTs (part 3): the first request with a key runs
 * and its answer is kept for 24 hours; the same request again gets that answer (with
 * `Idempotent-Replayed: true`), another request with the key a 409. An answer of 500 or more
 * is not kept, so a retry runs again. Registered after authentication, in the API's scope.
 */
export function registerIdempotency(api: FastifyInstance, db: Db): void {
  api.addHook('preValidation', async (request, reply) => {
    if (request.method !== 'POST' || !request.auth) return;
    const key = keyOf(request);
    if (key === null) return;
    const { tenantId } = request.auth;
    const claim = await claimKey(db, tenantId, key, fingerprintOf(request));
    if (claim.state === 'claimed') {
      request.idempotencyKey = { tenantId, key };
      return;
    }
    if (claim.state === 'running') throw new AppError(409, IDEMPOTENCY_MESSAGES.inProgress, { code: 'conflict' });
    if (claim.state === 'reused') throw new AppError(409, IDEMPOTENCY_MESSAGES.reused, { code: 'idempotency_key_reused' });
    return reply.code(claim.statusCode).type('application/json; charset=utf-8').header(REPLAYED_HEADER, 'true').send(claim.response);
  });

  api.addHook('onSend', async (request, reply, payload) => {
    const held = request.idempotencyKey;
    if (!held) return payload;
    request.idempotencyKey = undefined;
    if (reply.statusCode < 500 && typeof payload === 'string') await keepAnswer(db, held.tenantId, held.key, reply.statusCode, payload);
    else await releaseKey(db, held.tenantId, held.key);
    return payload;
  });
}

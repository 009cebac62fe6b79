import type { FastifyRequest } from 'fastify';
import { bearerToken } from './auth.js';
import { safeEqual } from './safe-equal.js';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);
const FORWARDING_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip'];

/**
 * A person on this machine: a connection from loopback that no proxy forwarded (a reverse proxy
 * on the same machine connects from loopback too, and says whom it forwards in one of these
 * headers).
 */
function reachesDirectlyFromThisMachine(request: FastifyRequest): boolean {
  return LOOPBACK.has(request.socket.remoteAddress ?? '') && FORWARDING_HEADERS.every((name) => request.headers[name] === undefined);
}

/** Anyone holding the operator token (OPERATOR_TOKEN), from wherever. */
function holdsOperatorToken(request: FastifyRequest, operatorToken: string | null): boolean {
  const token = bearerToken(request);
  return Boolean(operatorToken && token && safeEqual(Buffer.from(token), Buffer.from(operatorToken)));
}

/** Whether a request may see what only the operator sees (every account's kept mail, the health details). */
export function isOperatorRequest(request: FastifyRequest, operatorToken: string | null): boolean {
  return reachesDirectlyFromThisMachine(request) || holdsOperatorToken(request, operatorToken);
}

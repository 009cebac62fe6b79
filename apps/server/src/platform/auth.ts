import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API_KEY_PREFIX, AUTH_MESSAGES, holdsAccess, ROLE_VALUES, TWO_FACTOR_MESSAGES, type Access, type RoleValue, type UserType } from '@trailpost/contracts';
import { AppError, unauthorized } from './errors.js';
import { assertSameOriginCall, SESSION_COOKIE } from './session-cookie.js';
import { hashToken } from './tokens.js';

/** Who is calling: resolved from the session or developer token on every non-public route. */
export interface AuthContext {
  /**
   * The caller's session. A developer token gives its key's own id instead: it names no
   * session, so signing out with a key ends nothing and no session is shown as current.
   */
  sessionId: string;
  userId: string;
  tenantId: string;
  userType: UserType;
  roles: RoleValue[];
  /** Set when the caller is a developer token (its id), for the audit log. */
  apiKeyId?: string;
  /** The caller's address (the request's, proxies considered), for the audit log. */
  ip?: string;
  /** A session of a sub-user whose organization requires two-step sign-in it has not turned on yet. */
  mustEnrolTwoFactor?: boolean;
}

/** Looks a caller up by the hash of its token: a session (accounts) or a developer token (api-keys). */
export type SessionResolver = (tokenHash: string) => Promise<AuthContext | null>;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Reachable without signing in. Every other route requires a session. */
    public?: boolean;
    /** Reachable by a session that must turn two-step sign-in on first (its record, the enrolment, sign-out). */
    duringTwoFactorEnrolment?: boolean;
  }
  interface FastifyRequest {
    auth: AuthContext | null;
  }
}

/** The header the specification's clients send their token in (pinned "API keys"). */
const ACCESS_TOKEN_HEADER = 'access-token';

/** The token an API client sends: `Authorization: Bearer <token>`, else the `access-token` header. */
export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (header) {
    const [scheme, token] = header.split(' ');
    return scheme?.toLowerCase() === 'bearer' && token ? token : null;
  }
  const accessToken = request.headers[ACCESS_TOKEN_HEADER];
  return typeof accessToken === 'string' && accessToken.length > 0 ? accessToken : null;
}

/** Why a call names nobody: no token at all, a key that is gone, or a session that ended. */
function unknownCaller(token: string | null) {
  if (!token) return unauthorized(AUTH_MESSAGES.sessionExpired, 'unauthenticated');
  if (token.startsWith(API_KEY_PREFIX)) return unauthorized(AUTH_MESSAGES.apiKeyRevoked, 'api_key_revoked');
  return unauthorized(AUTH_MESSAGES.sessionExpired, 'session_expired');
}

/**
 * Default deny inside the API scope it is registered in: a route is public only when it says
 * so. (The web app's files and the API reference live outside that scope.) The token comes
 * from a header (API clients, see bearerToken) or the web app's session cookie, whose calls
 * must also come from this origin.
 */
export function registerAuthentication(api: FastifyInstance, resolve: SessionResolver, publicUrl: string): void {
  api.addHook('onRequest', async (request) => {
    if (request.routeOptions.config.public || !request.routeOptions.url) return;
    const bearer = bearerToken(request);
    const token = bearer ?? request.cookies[SESSION_COOKIE] ?? null;
    const auth = token ? await resolve(hashToken(token)) : null;
    if (!auth) throw unknownCaller(token);
    if (!bearer) assertSameOriginCall(request, publicUrl);
    if (auth.mustEnrolTwoFactor && !request.routeOptions.config.duringTwoFactorEnrolment) throw new AppError(403, TWO_FACTOR_MESSAGES.enrolmentRequired);
    request.auth = { ...auth, ip: request.ip };
  });
}

/** The caller on a non-public route (the hook has already refused anonymous calls). */
export function requireAuth(request: FastifyRequest): AuthContext {
  if (!request.auth) throw unauthorized(AUTH_MESSAGES.sessionExpired);
  return request.auth;
}

export const NO_ACCESS_MESSAGE =
  "Guess you don't have access to this module. Check with your admin for more details.";

/**
 * The access values a user holds: its role's for a sub-user, all for a main user.
 * assignTracking narrows a user to its own shipments, so a main user never holds it.
 */
export function roleValuesOf(userType: UserType, roleAccess: readonly string[] | null): RoleValue[] {
  if (userType === 'user') return ROLE_VALUES.filter((value) => value !== 'assignTracking');
  return ROLE_VALUES.filter((value) => roleAccess?.includes(value));
}

/** Main users hold every access; sub-users what their role lists; everyone the settings menu. */
export function hasAccess(auth: AuthContext, access: Access): boolean {
  return holdsAccess(auth.userType, auth.roles, access);
}

/**
 * The check every service function makes of its caller (DESIGN §4): a route, a job and an API
 * key reach the same function, so none of them can skip it.
 */
export function assertAccess(auth: AuthContext, access: Access): AuthContext {
  if (!hasAccess(auth, access)) throw new AppError(403, NO_ACCESS_MESSAGE);
  return auth;
}

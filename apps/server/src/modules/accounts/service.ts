import { AUTH_MESSAGES, type SessionRecord } from '@trailpost/contracts';
import type { AuthContext } from '../../platform/auth.js';
import type { ServiceContext } from '../../platform/context.js';
import { AppError, badRequest, notFound, unauthorized } from '../../platform/errors.js';
import { hashPassword, verifyPassword } from '../../platform/passwords.js';
import { assertLoginAllowed, forgetLoginFailures, recordLoginFailure } from './login-throttle.js';
import { findUser, findUserByEmail, insertTenant, insertUser, revokeSession } from './repository.js';
import { sessionRecordFor, startSession, type ClientInfo } from './sessions.js';

export interface RegisterInput {
  name: string;
  email: string;
  password: string;
  source: string;
}

/** A new merchant: its own tenant, a main user, and a first session. */
export async function register(ctx: ServiceContext, input: RegisterInput, client: ClientInfo): Promise<SessionRecord> {
  if (await findUserByEmail(ctx.db, input.email)) throw badRequest(AUTH_MESSAGES.emailTaken);
  const passwordHash = await hashPassword(input.password);
  try {
    return await ctx.db.transaction(async (tx) => {
      const txCtx = { ...ctx, db: tx };
      const tenant = await insertTenant(tx, { name: input.name });
      const user = await insertUser(tx, tenant.id, {
        email: input.email,
        name: input.name,
        passwordHash,
        userType: 'user',
        source: input.source,
      });
      return startSession(txCtx, user, client);
    });
  } catch (error) {
    // Two sign-ups with one e-mail at the same moment: the unique index decides.
    if (isUniqueViolation(error)) throw badRequest(AUTH_MESSAGES.emailTaken);
    throw error;
  }
}

/** Step one of sign-in: is there an account, and whose name to greet. */
export async function verifyEmail(ctx: ServiceContext, email: string) {
  const user = await findUserByEmail(ctx.db, email);
  if (!user) throw notFound(AUTH_MESSAGES.emailNotRegistered);
  return { name: user.name, email: user.email };
}

export async function login(ctx: ServiceContext, email: string, password: string, client: ClientInfo): Promise<SessionRecord> {
  await assertLoginAllowed(ctx.db, email, client.ip);
  const user = await findUserByEmail(ctx.db, email);
  if (!user) {
    await recordLoginFailure(ctx.db, email, client.ip);
    throw notFound(AUTH_MESSAGES.emailNotRegistered);
  }
  if (!(await verifyPassword(user.passwordHash, password))) {
    await recordLoginFailure(ctx.db, email, client.ip);
    throw unauthorized(AUTH_MESSAGES.wrongCredentials);
  }
  await forgetLoginFailures(ctx.db, email);
  return startSession(ctx, user, client);
}

export async function logout(ctx: ServiceContext, auth: AuthContext): Promise<void> {
  await revokeSession(ctx.db, auth.tenantId, auth.sessionId);
}

/** The current session's record, to refresh what the browser keeps. */
export async function currentSession(ctx: ServiceContext, auth: AuthContext, token: string): Promise<SessionRecord> {
  const user = await findUser(ctx.db, auth.tenantId, auth.userId);
  if (!user) throw new AppError(401, AUTH_MESSAGES.sessionExpired);
  return sessionRecordFor(ctx, user, token);
}

export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: string; cause?: { code?: string } })?.code ?? (error as { cause?: { code?: string } })?.cause?.code;
  return code === '23505';
}

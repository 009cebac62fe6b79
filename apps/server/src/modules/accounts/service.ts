import { AUTH_MESSAGES, TEAM_MESSAGES, type SessionRecord, type TwoFactorChallenge } from '@trailpost/contracts';
import type { AuthContext } from '../../platform/auth.js';
import type { ServiceContext } from '../../platform/context.js';
import { duplicate, forbidden, notFound, unauthorized } from '../../platform/errors.js';
import { hashPassword, verifyPassword } from '../../platform/passwords.js';
import { knownDeviceHash, rememberBrowser } from './known-devices.js';
import { forgetOwnAttempts } from './login-attempts.js';
import { reserveLoginAttempt } from './login-throttle.js';
import { findUser, findUserByEmail, insertTenant, insertUser, revokeSession } from './repository.js';
import { addDefaultEmailTemplate } from '../messaging/index.js';
import { sessionRecordFor, startSession, type ClientInfo } from './sessions.js';
import { openSession } from './open-session.js';
import { recordFailedSignIn } from './sign-in-audit.js';
import { issueChallenge } from './two-factor/challenge.js';
import { postgresErrorCode } from '../../db/errors.js';
import { isPendingInvitee, withdrawPendingInvitationsOf } from '../team/index.js';

export interface RegisterInput {
  name: string;
  email: string;
  password: string;
  source: string;
}

/** A session and the device token the browser keeps in its cookie. */
export interface SignedIn {
  session: SessionRecord;
  deviceToken: string;
}

/** A new merchant: its own tenant, a main user, and a first session. */
export async function register(ctx: ServiceContext, input: RegisterInput, client: ClientInfo): Promise<SignedIn> {
  const existing = await findUserByEmail(ctx.db, input.email);
  // An invitation not accepted never keeps the address from its owner: signing up withdraws it.
  if (existing && !isPendingInvitee(existing)) throw duplicate(AUTH_MESSAGES.emailTaken);
  const passwordHash = await hashPassword(input.password);
  try {
    return await ctx.db.transaction(async (tx) => {
      const txCtx = { ...ctx, db: tx };
      await withdrawPendingInvitationsOf(tx, input.email, client.ip);
      const tenant = await insertTenant(tx, { name: input.name });
      const user = await insertUser(tx, tenant.id, {
        email: input.email,
        name: input.name,
        passwordHash,
        userType: 'user',
        source: input.source,
      });
      await addDefaultEmailTemplate(tx, tenant.id, user.email);
      return { session: await startSession(txCtx, user, client), deviceToken: await rememberBrowser(tx, user, client.deviceToken) };
    });
  } catch (error) {
    // Two sign-ups with one e-mail at the same moment: the unique index decides.
    if (isUniqueViolation(error)) throw duplicate(AUTH_MESSAGES.emailTaken);
    throw error;
  }
}

/** Whether an account signs in with this e-mail (a store install sends its owner to sign in, or to sign up). */
export async function isEmailRegistered(ctx: ServiceContext, email: string): Promise<boolean> {
  return (await findUserByEmail(ctx.db, email)) !== null;
}

/** Step one of sign-in: is there an account, and whose name to greet. */
export async function verifyEmail(ctx: ServiceContext, email: string) {
  const user = await findUserByEmail(ctx.db, email);
  if (!user) throw notFound(AUTH_MESSAGES.emailNotRegistered);
  return { name: user.name, email: user.email };
}

/** A session, or for a user with two-step sign-in on, the challenge its code must answer. */
export async function login(ctx: ServiceContext, email: string, password: string, client: ClientInfo): Promise<SignedIn | TwoFactorChallenge> {
  const user = await findUserByEmail(ctx.db, email);
  const keys = { email, ip: client.ip, deviceHash: await knownDeviceHash(ctx.db, user, client.deviceToken) };
  // Counted as a failure until the password proves right.
  await reserveLoginAttempt(ctx.db, keys);
  if (!user) throw notFound(AUTH_MESSAGES.emailNotRegistered);
  if (!(await verifyPassword(user.passwordHash, password))) {
    await recordFailedSignIn(ctx.db, user, client.ip);
    throw unauthorized(AUTH_MESSAGES.wrongCredentials);
  }
  // Only the invite link activates a sub-user; a deactivated one stays out.
  if (user.invite !== 1) throw forbidden(TEAM_MESSAGES.invitePending);
  if (user.active !== 1) throw forbidden(TEAM_MESSAGES.accountDeactivated);
  // The attempt stays counted until the code is right too: a known password buys no extra code guesses.
  if (user.twoFactorEnabledAt) return issueChallenge(ctx, user);
  await forgetOwnAttempts(ctx.db, keys);
  return openSession(ctx, user, client);
}

/** Opens a session for a user who has just proved who it is another way (an accepted invite). */
export async function signInUser(ctx: ServiceContext, tenantId: string, userId: string, client: ClientInfo): Promise<SignedIn> {
  const user = await findUser(ctx.db, tenantId, userId);
  if (!user) throw unauthorized(AUTH_MESSAGES.sessionExpired, 'session_expired');
  return openSession(ctx, user, client);
}

export async function logout(ctx: ServiceContext, auth: AuthContext): Promise<void> {
  await revokeSession(ctx.db, auth.tenantId, auth.sessionId);
}

/** The current session's record, to refresh what the browser keeps. */
export async function currentSession(ctx: ServiceContext, auth: AuthContext, token: string): Promise<SessionRecord> {
  const user = await findUser(ctx.db, auth.tenantId, auth.userId);
  if (!user) throw unauthorized(AUTH_MESSAGES.sessionExpired, 'session_expired');
  return sessionRecordFor(ctx, user, token);
}

export function isUniqueViolation(error: unknown): boolean {
  return postgresErrorCode(error) === '23505';
}

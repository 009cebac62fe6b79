import { randomUUID } from 'node:crypto';
import { TWO_FACTOR_CHALLENGE_MINUTES, TWO_FACTOR_MESSAGES, type TwoFactorChallenge } from '@trailpost/contracts';
import type { ServiceContext } from '../../../platform/context.js';
import { unauthorized } from '../../../platform/errors.js';
import { loadSecret, signClaim, verifyClaim } from '../../../platform/secrets.js';
import { openSession } from '../open-session.js';
import { findUser, type UserRow } from '../repository.js';
import type { SignedIn } from '../service.js';
import type { ClientInfo } from '../sessions.js';
import { recordFailedSignIn } from '../sign-in-audit.js';
import { spendChallenge } from './repository.js';
import { spendSecondFactor, throttledProof } from './second-factor.js';

const SECRET = 'two-factor-challenge';

/** The second step's ticket: which user proved its password, when that stops counting, and its own id (single use). */
interface ChallengeClaim {
  tid: string;
  sub: string;
  jti: string;
  exp: number;
}

/** The password was right: the client must now send a code with this token. */
export async function issueChallenge(ctx: ServiceContext, user: UserRow): Promise<TwoFactorChallenge> {
  const exp = Math.floor(Date.now() / 1000) + TWO_FACTOR_CHALLENGE_MINUTES * 60;
  const token = signClaim(await loadSecret(ctx.db, SECRET), { tid: user.tenantId, sub: user.id, jti: randomUUID(), exp });
  return { two_factor_required: true, challenge_token: token };
}

/** The second step: a right code for a live, unused challenge opens the session `POST /user/login` would have. */
export async function answerChallenge(ctx: ServiceContext, token: string, code: string, client: ClientInfo): Promise<SignedIn> {
  const expired = () => unauthorized(TWO_FACTOR_MESSAGES.challengeExpired);
  const claim = verifyClaim<ChallengeClaim>(await loadSecret(ctx.db, SECRET), token);
  if (!claim) throw expired();
  const user = await findUser(ctx.db, claim.tid, claim.sub);
  // Deactivated or turned off since the password step: start again from the password.
  if (!user || user.active !== 1 || user.invite !== 1 || !user.twoFactorEnabledAt) throw expired();
  const signedIn = await throttledProof(ctx, user, client, () =>
    ctx.db.transaction(async (tx) => {
      const txCtx = { ...ctx, db: tx };
      if (!(await spendSecondFactor(txCtx, user, code))) return null;
      if (!(await spendChallenge(tx, user.tenantId, claim.jti, new Date(claim.exp * 1000)))) throw expired();
      return openSession(txCtx, user, client);
    }),
  );
  if (signedIn) return signedIn;
  await recordFailedSignIn(ctx.db, user, client.ip);
  throw unauthorized(TWO_FACTOR_MESSAGES.wrongCode);
}

import type { ServiceContext } from '../../platform/context.js';
import { rememberBrowser } from './known-devices.js';
import type { UserRow } from './repository.js';
import type { SignedIn } from './service.js';
import { startSession, type ClientInfo } from './sessions.js';
import { recordSignIn } from './sign-in-audit.js';

/** Ends a sign-in that proved who the user is: the session, the browser remembered and the audit entry, together. */
export async function openSession(ctx: ServiceContext, user: UserRow, client: ClientInfo): Promise<SignedIn> {
  return ctx.db.transaction(async (tx) => {
    const txCtx = { ...ctx, db: tx };
    const signedIn = { session: await startSession(txCtx, user, client), deviceToken: await rememberBrowser(tx, user, client.deviceToken) };
    await recordSignIn(tx, user, client.ip);
    return signedIn;
  });
}

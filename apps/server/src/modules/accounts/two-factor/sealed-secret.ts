import type { ServiceContext } from '../../../platform/context.js';
import { loadSecretBox } from '../../../platform/secret-box.js';

/** What a secret is sealed for: a sealed secret copied onto another user does not open there. */
const secretContext = (tenantId: string, userId: string) => `two-factor:${tenantId}:${userId}`;

export async function sealTotpSecret(ctx: ServiceContext, tenantId: string, userId: string, secret: string): Promise<string> {
  return (await loadSecretBox(ctx.db, ctx.config.secretsKey)).seal(secret, secretContext(tenantId, userId));
}

export async function openTotpSecret(ctx: ServiceContext, user: { tenantId: string; id: string; twoFactorSecret: string }): Promise<string> {
  return (await loadSecretBox(ctx.db, ctx.config.secretsKey)).open(user.twoFactorSecret, secretContext(user.tenantId, user.id));
}

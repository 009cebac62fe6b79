import { API_KEY_PREFIX } from '@trailpost/contracts';
import type { ServiceContext } from '../../platform/context.js';
import { loadSecretBox } from '../../platform/secret-box.js';
import { newToken } from '../../platform/tokens.js';

/** A new developer token: the recognisable prefix, then 256 random bits. */
export const newApiToken = (): string => API_KEY_PREFIX + newToken();

/** What a token is sealed for: a sealed token copied onto another key does not open there. */
const tokenContext = (tenantId: string, keyId: string) => `api-key:${tenantId}:${keyId}`;

export async function sealToken(ctx: ServiceContext, tenantId: string, keyId: string, token: string): Promise<string> {
  return (await loadSecretBox(ctx.db, ctx.config.secretsKey)).seal(token, tokenContext(tenantId, keyId));
}

export async function openToken(ctx: ServiceContext, row: { tenantId: string; id: string; sealedToken: string }): Promise<string> {
  return (await loadSecretBox(ctx.db, ctx.config.secretsKey)).open(row.sealedToken, tokenContext(row.tenantId, row.id));
}

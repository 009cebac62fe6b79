import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/client.js';
import type { Config } from '../../config.js';
import { loadSecretBox } from '../../platform/secret-box.js';

/** Standard Webhooks: `whsec_` and the base64 of the key (24–64 bytes; 32 here, HMAC-SHA256's block-friendly size). */
export function newSigningSecret(): string {
  return `whsec_${randomBytes(32).toString('base64')}`;
}

/** A sealed secret opens only on its own subscription. */
const secretContext = (tenantId: string, subscriptionId: string) => `webhook-secret:${tenantId}:${subscriptionId}`;

export async function sealSigningSecret(db: Db, config: Pick<Config, 'secretsKey'>, tenantId: string, subscriptionId: string, secret: string): Promise<string> {
  return (await loadSecretBox(db, config.secretsKey)).seal(secret, secretContext(tenantId, subscriptionId));
}

export async function openSigningSecret(db: Db, config: Pick<Config, 'secretsKey'>, tenantId: string, subscriptionId: string, sealed: string): Promise<string> {
  return (await loadSecretBox(db, config.secretsKey)).open(sealed, secretContext(tenantId, subscriptionId));
}

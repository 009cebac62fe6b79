import type { ServiceContext } from '../../platform/context.js';
import { loadSecretBox } from '../../platform/secret-box.js';
import type { Db } from '../../db/client.js';
import type { Config } from '../../config.js';

/** What a DKIM private key is sealed for: a sealed key copied onto another row does not open. */
const keyContext = (tenantId: string, domainId: string) => `sender-domain-dkim:${tenantId}:${domainId}`;

export async function sealDkimKey(ctx: ServiceContext, tenantId: string, domainId: string, privateKeyPem: string): Promise<string> {
  return (await loadSecretBox(ctx.db, ctx.config.secretsKey)).seal(privateKeyPem, keyContext(tenantId, domainId));
}

export async function openDkimKey(db: Db, config: Pick<Config, 'secretsKey'>, tenantId: string, domainId: string, sealed: string): Promise<string> {
  return (await loadSecretBox(db, config.secretsKey)).open(sealed, keyContext(tenantId, domainId));
}

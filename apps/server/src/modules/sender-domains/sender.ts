import { domainOfEmail } from '@trailpost/contracts';
import type { Db } from '../../db/client.js';
import { openDkimKey } from './keys.js';
import { verifiedDomains } from './repository.js';

/** What nodemailer's `dkim` option takes to sign a message. */
export interface DkimKey {
  domainName: string;
  keySelector: string;
  privateKey: string;
}

/** The addresses a tenant may send from: those of its verified domains (the template editor's From choices). */
export async function verifiedSenderAddresses(db: Db, tenantId: string): Promise<string[]> {
  return (await verifiedDomains(db, tenantId)).flatMap((row) => row.emails);
}

/**
 * The key to sign mail from `fromAddress` with, or null unless that address was added on a
 * verified domain of the tenant. `secretsKey` is the configuration's (null: the stored key).
 */
export async function dkimFor(db: Db, tenantId: string, fromAddress: string, secretsKey: Buffer | null): Promise<DkimKey | null> {
  const address = fromAddress.trim().toLowerCase();
  const domain = domainOfEmail(address);
  const row = (await verifiedDomains(db, tenantId)).find((candidate) => candidate.domain === domain && candidate.emails.includes(address));
  if (!row) return null;
  return { domainName: row.domain, keySelector: row.dkimSelector, privateKey: await openDkimKey(db, { secretsKey }, tenantId, row.id, row.dkimPrivateKey) };
}

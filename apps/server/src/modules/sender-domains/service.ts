import { randomUUID } from 'node:crypto';
import {
  FREE_MAIL_DOMAINS,
  SENDER_DOMAIN_MESSAGES,
  SENDER_DOMAINS_MAX,
  SENDER_EMAILS_PER_DOMAIN_MAX,
  domainOfEmail,
  type SenderDomainView,
} from '@trailpost/contracts';
import { assertAccess, type AuthContext } from '../../platform/auth.js';
import type { ServiceContext } from '../../platform/context.js';
import { badRequest, duplicate, invalidField, notFound } from '../../platform/errors.js';
import { checkRecords, failureMessage } from './dns-check.js';
import { newDkimKeyPair } from './dkim-keys.js';
import { sealDkimKey } from './keys.js';
import { ACTIVE_SELECTOR, recordsFor } from './records.js';
import * as repo from './repository.js';
import { nextCheckAt } from './schedule.js';
import { tellDomainVerified } from './verified-notice.js';
import { toView } from './views.js';

export async function listSenderDomains(ctx: ServiceContext, auth: AuthContext, isVerified?: boolean): Promise<SenderDomainView[]> {
  assertAccess(auth, 'settings');
  const rows = await repo.listDomains(ctx.db, auth.tenantId, isVerified);
  return rows.map((row) => toView(row, ctx.config.mailDns.zone));
}

/**
 * Adds a sender address (part 2 §2.8). The domain's first address creates its record with a
 * new DKIM key pair (the private key sealed); later ones join it.
 */
export async function addSenderEmail(ctx: ServiceContext, auth: AuthContext, email: string): Promise<SenderDomainView> {
  assertAccess(auth, 'settings');
  const domain = domainOfEmail(email);
  if (FREE_MAIL_DOMAINS.has(domain)) throw invalidField('email', SENDER_DOMAIN_MESSAGES.freeMail(domain));
  // A second try covers another request adding the same domain's first address at this moment.
  for (let attempt = 0; attempt < 2; attempt++) {
    const existing = await repo.findDomainByName(ctx.db, auth.tenantId, domain);
    if (existing) return toView(await joinDomain(ctx, existing, email), ctx.config.mailDns.zone);
    if ((await repo.countDomains(ctx.db, auth.tenantId)) >= SENDER_DOMAINS_MAX) throw badRequest(SENDER_DOMAIN_MESSAGES.tooManyDomains(SENDER_DOMAINS_MAX));
    const id = randomUUID();
    const keys = await newDkimKeyPair();
    const now = new Date();
    const created = await repo.insertDomain(ctx.db, {
      id,
      tenantId: auth.tenantId,
      domain,
      emails: [email],
      dkimSelector: ACTIVE_SELECTOR,
      dkimPrivateKey: await sealDkimKey(ctx, auth.tenantId, id, keys.privateKeyPem),
      dkimPublicKey: keys.publicKeyBase64,
      createdAt: now,
      nextCheckAt: nextCheckAt(now, now),
    });
    if (created) return toView(created, ctx.config.mailDns.zone);
  }
  throw duplicate(SENDER_DOMAIN_MESSAGES.alreadyAdded);
}

async function joinDomain(ctx: ServiceContext, row: repo.SenderDomainRow, email: string): Promise<repo.SenderDomainRow> {
  if (row.emails.includes(email)) throw duplicate(SENDER_DOMAIN_MESSAGES.alreadyAdded);
  if (row.emails.length >= SENDER_EMAILS_PER_DOMAIN_MAX) throw badRequest(SENDER_DOMAIN_MESSAGES.tooManyEmails(SENDER_EMAILS_PER_DOMAIN_MAX));
  const updated = await repo.appendEmail(ctx.db, row.tenantId, row.id, email, SENDER_EMAILS_PER_DOMAIN_MAX);
  if (!updated) throw duplicate(SENDER_DOMAIN_MESSAGES.alreadyAdded);
  return updated;
}

/** Removes a sender address; the domain record, its key included, goes with its last address. */
export async function removeSenderEmail(ctx: ServiceContext, auth: AuthContext, email: string): Promise<void> {
  assertAccess(auth, 'settings');
  if (!(await repo.removeEmail(ctx.db, auth.tenantId, domainOfEmail(email), email))) throw notFound(SENDER_DOMAIN_MESSAGES.emailNotFound);
}

/**
 * Checks a domain's records now (the Verify button). Passing verifies it; failing answers 400
 * naming each record that is missing or points elsewhere, and keeps the re-check schedule.
 */
export async function validateSenderDomain(ctx: ServiceContext, auth: AuthContext, id: string): Promise<SenderDomainView> {
  assertAccess(auth, 'settings');
  const row = await repo.findDomain(ctx.db, auth.tenantId, id);
  if (!row) throw notFound(SENDER_DOMAIN_MESSAGES.domainNotFound);
  const check = await checkDomain(ctx, row);
  if (!check.verified) throw badRequest(failureMessage(check));
  return toView((await repo.findDomain(ctx.db, auth.tenantId, id)) ?? { ...row, isVerified: true }, ctx.config.mailDns.zone);
}

/** Looks the records up, stores what was found and, when this check verified the domain, tells the merchant. */
export async function checkDomain(ctx: ServiceContext, row: repo.SenderDomainRow, now = new Date()) {
  const check = await checkRecords({ servers: ctx.config.dnsServers, timeoutMs: ctx.config.dnsTimeoutMs }, recordsFor(ctx.config.mailDns.zone, row), now);
  await ctx.db.transaction(async (tx) => {
    const newly = await repo.saveCheck(tx, row.tenantId, row.id, {
      verified: check.verified,
      check,
      checkedAt: now,
      nextCheckAt: check.verified ? null : nextCheckAt(row.createdAt, now),
    });
    if (newly) await tellDomainVerified({ ...ctx, db: tx }, row);
  });
  return check;
}

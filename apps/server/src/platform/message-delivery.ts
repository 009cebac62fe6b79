import nodemailer, { type Transporter } from 'nodemailer';
import { and, asc, eq, inArray, lt, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.js';
import { mailOutbox } from '../db/schema/index.js';
import { claimInScopes, claimKeys } from './claim.js';
import { MAX_ATTEMPTS, nextAttemptAt, smtpFailure, type DeliveryFailure } from './delivery-retry.js';

type OutboxRow = typeof mailOutbox.$inferSelect;

export interface DkimKey {
  domainName: string;
  keySelector: string;
  privateKey: string;
}

/** The SMS provider as delivery sees it (platform/sms.ts); a failure carries whether to retry. */
export interface SmsTransport {
  send(message: { to: string; body: string }): Promise<{ providerId: string }>;
}

export interface MessageDeliveryOptions {
  db: Db;
  smtpUrl: string | null;
  /** The default sender, e.g. `Trailpost <no-reply@trailpost.app>`. */
  defaultFrom: string;
  sms: SmsTransport | null;
  /** The signing key of a verified sender address; null when the address is not on a verified domain. */
  dkimFor: (db: Db, tenantId: string, address: string) => Promise<DkimKey | null>;
  log: FastifyBaseLogger;
}

export interface MessageDelivery {
  /** Delivers what is due; returns how many messages it handled. */
  deliverPending(): Promise<number>;
  /** Whether e-mail (or SMS) is kept locally: the outbox is then the inbox to read. */
  readonly keepsMailLocally: boolean;
  readonly keepsSmsLocally: boolean;
}

const BATCH = 20;
/** A claimed message is someone's for this long; after it, a crashed sender's claim lapses. */
const SENDING_LEASE_MS = 10 * 60_000;

function defaultSender(defaultFrom: string): { name: string; address: string } {
  const match = /^\s*(.*?)\s*<([^>]+)>\s*$/.exec(defaultFrom);
  return match ? { name: match[1]!.replace(/^"|"$/g, ''), address: match[2]! } : { name: '', address: defaultFrom.trim() };
}

function failureOf(error: unknown): DeliveryFailure {
  const { retryable, message } = (error ?? {}) as { retryable?: unknown; message?: unknown };
  if (typeof retryable === 'boolean') return { retryable, message: String(message) };
  return smtpFailure(error);
}

export function createMessageDelivery(options: MessageDeliveryOptions): MessageDelivery {
  const { db, log } = options;
  const transport: Transporter | null = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;
  const sender = defaultSender(options.defaultFrom);
  const messageDomain = sender.address.split('@')[1] ?? 'localhost';

  /** Claims due messages in a short transaction of its own; sending happens after it commits. */
  async function claim(): Promise<OutboxRow[]> {
    const due = {
      from: sql`${mailOutbox}`,
      where: and(inArray(mailOutbox.status, ['pending', 'sending']), lte(mailOutbox.nextAttemptAt, new Date()), lt(mailOutbox.attempts, MAX_ATTEMPTS))!,
      orderBy: asc(mailOutbox.nextAttemptAt),
      limit: BATCH,
    };
    const claimed: OutboxRow[] = [];
    await claimInScopes(db, due, (tenantId, limit) =>
      db.transaction(async (tx) => {
        const keys = await claimKeys(tx, { ...due, tenantId, limit });
        if (!keys.length) return 0;
        const rows = await tx
          .update(mailOutbox)
          .set({ status: 'sending', attempts: sql`${mailOutbox.attempts} + 1`, nextAttemptAt: new Date(Date.now() + SENDING_LEASE_MS) })
          .where(and(inArray(mailOutbox.id, keys.map((row) => row.id)), inArray(mailOutbox.tenantId, [...new Set(keys.map((row) => row.tenantId))])))
          .returning();
        claimed.push(...rows);
        return rows.length;
      }),
    );
    return claimed;
  }

  /** Claims that lapsed on their last attempt will never be tried again: they are failures. */
  async function retireLapsedClaims(): Promise<void> {
    await db
      .update(mailOutbox)
      .set({ status: 'failed', error: 'Delivery did not finish.', deliveredAt: new Date() })
      .where(and(eq(mailOutbox.status, 'sending'), lte(mailOutbox.nextAttemptAt, new Date()), sql`${mailOutbox.attempts} >= ${MAX_ATTEMPTS}`));
  }

  async function sendMail(row: OutboxRow): Promise<string> {
    const dkim = row.fromAddress ? await options.dkimFor(db, row.tenantId, row.fromAddress) : null;
    // An address whose domain is not verified cannot sign: the default sender carries it, and replies still reach it.
    const from = dkim ? { name: row.fromName ?? '', address: row.fromAddress! } : { name: row.fromName || sender.name, address: sender.address };
    const replyTo = row.replyTo ?? (row.fromAddress && !dkim ? row.fromAddress : undefined);
    const info = await transport!.sendMail({
      from,
      to: row.toAddress,
      cc: row.ccAddresses ?? undefined,
      replyTo,
      subject: row.subject,
      text: row.textBody,
      html: row.htmlBody ?? undefined,
      headers: row.headers ?? undefined,
      // The outbox row names the message: a retry after an unrecorded success is recognisable as the same mail.
      messageId: `<${row.id}@${messageDomain}>`,
      dkim: dkim ?? undefined,
    });
    return String(info.messageId ?? '');
  }

  async function deliverOne(row: OutboxRow): Promise<void> {
    const thisMessage = and(eq(mailOutbox.tenantId, row.tenantId), eq(mailOutbox.id, row.id));
    const keptLocally = row.channel === 'sms' ? !options.sms : !transport;
    if (keptLocally) {
      // Never the text: it may hold a reset or download link (GET /api/outbox shows it locally).
      log.info({ channel: row.channel, to: row.toAddress, subject: row.subject }, 'message kept in the outbox');
      await db.update(mailOutbox).set({ status: 'kept', deliveredAt: new Date(), error: null }).where(thisMessage);
      return;
    }
    try {
      const providerId = row.channel === 'sms' ? (await options.sms!.send({ to: row.toAddress, body: row.textBody })).providerId : await sendMail(row);
      await db.update(mailOutbox).set({ status: 'sent', deliveredAt: new Date(), error: null, providerId }).where(thisMessage);
    } catch (error) {
      const failure = failureOf(error);
      const retryAt = failure.retryable ? nextAttemptAt(row.attempts) : null;
      await db
        .update(mailOutbox)
        .set(retryAt ? { status: 'pending', nextAttemptAt: retryAt, error: failure.message } : { status: 'failed', deliveredAt: new Date(), error: failure.message })
        .where(thisMessage);
      log.warn({ channel: row.channel, to: row.toAddress, attempts: row.attempts, retryable: failure.retryable, reason: failure.message }, 'message delivery failed');
    }
  }

  return {
    keepsMailLocally: transport === null,
    keepsSmsLocally: options.sms === null,
    async deliverPending() {
      await retireLapsedClaims();
      const rows = await claim();
      for (const row of rows) await deliverOne(row);
      return rows.length;
    },
  };
}

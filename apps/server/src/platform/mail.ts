import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { mailOutbox } from '../db/schema/index.js';

/** Who a message is for: the product's own mail, a merchant's customer, or a template's test send. */
export type MessageKind = 'system' | 'customer' | 'test';

export interface MailMessage {
  tenantId: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
  kind?: MessageKind;
  /** Unset: the product's default sender. An address of an unverified domain goes out from the default with Reply-To. */
  fromName?: string | null;
  fromAddress?: string | null;
  replyTo?: string | null;
  cc?: string[];
  headers?: Record<string, string>;
  /** A message queued twice with one key is kept once (a job that runs twice sends nothing twice). */
  idempotencyKey?: string;
}

export interface SmsMessage {
  tenantId: string;
  /** E.164 (see platform/phone.ts). */
  to: string;
  body: string;
  kind?: MessageKind;
  idempotencyKey?: string;
  /** Not before this instant (the recipient's quiet hours); unset: as soon as possible. */
  sendAfter?: Date;
}

/** Queues a message in the caller's transaction: it leaves only if the change commits. */
export async function queueMail(db: Db, message: MailMessage): Promise<void> {
  await queueMails(db, [message]);
}

/**
 * Queues several messages in one statement (the daily digest sends thousands at once, a rule's
 * pass hundreds). The batch travels as one JSON parameter: the query builder's twelve bound
 * values a message cost a rule's pass more than the insert itself.
 */
export async function queueMails(db: Db, messages: MailMessage[]): Promise<void> {
  if (!messages.length) return;
  const rows = messages.map((message) => ({
    tenant_id: message.tenantId,
    kind: message.kind ?? 'system',
    to_address: message.to,
    from_name: message.fromName ?? null,
    from_address: message.fromAddress ?? null,
    reply_to: message.replyTo ?? null,
    cc_addresses: message.cc?.length ? message.cc : null,
    headers: message.headers ?? null,
    subject: message.subject,
    text_body: message.text,
    html_body: message.html ?? null,
    idempotency_key: message.idempotencyKey ?? null,
  }));
  await db.execute(sql`
    insert into ${mailOutbox} (tenant_id, kind, to_address, from_name, from_address, reply_to, cc_addresses, headers, subject, text_body, html_body, idempotency_key)
    select * from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as x(tenant_id uuid, kind text, to_address text, from_name text, from_address text,
      reply_to text, cc_addresses text[], headers jsonb, subject text, text_body text, html_body text, idempotency_key text)
    on conflict do nothing`);
}

const smsRow = (message: SmsMessage) => ({
  tenantId: message.tenantId,
  channel: 'sms',
  kind: message.kind ?? 'customer',
  toAddress: message.to,
  subject: '',
  textBody: message.body,
  idempotencyKey: message.idempotencyKey ?? null,
  ...(message.sendAfter ? { nextAttemptAt: message.sendAfter } : {}),
});

/** Queues an SMS; the number must already be E.164. */
export async function queueSms(db: Db, message: SmsMessage): Promise<void> {
  await db.insert(mailOutbox).values(smsRow(message)).onConflictDoNothing();
}

/**
 * Records an SMS that cannot be sent (an invalid number) so the merchant sees why, without
 * queueing it.
 */
export async function recordUndeliverableSms(db: Db, message: SmsMessage & { reason: string }): Promise<void> {
  await db
    .insert(mailOutbox)
    .values({ ...smsRow(message), status: 'failed', error: message.reason, deliveredAt: new Date() })
    .onConflictDoNothing();
}

import nodemailer, { type Transporter } from 'nodemailer';
import { and, asc, eq, lt } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.js';
import { mailOutbox } from '../db/schema/index.js';

export interface MailMessage {
  tenantId: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/** Queues a message in the caller's transaction: it leaves only if the change commits. */
export async function queueMail(db: Db, message: MailMessage): Promise<void> {
  await queueMails(db, [message]);
}

/** Queues several messages in one statement (the daily digest sends thousands at once). */
export async function queueMails(db: Db, messages: MailMessage[]): Promise<void> {
  if (!messages.length) return;
  await db.insert(mailOutbox).values(
    messages.map((message) => ({
      tenantId: message.tenantId,
      toAddress: message.to,
      subject: message.subject,
      textBody: message.text,
      htmlBody: message.html ?? null,
    })),
  );
}

const MAX_ATTEMPTS = 5;
const BATCH = 20;

export interface MailDelivery {
  /** Delivers what is pending; returns how many messages it handled. */
  deliverPending(): Promise<number>;
  /** Whether mail is kept locally (no SMTP): the outbox is then the inbox to read. */
  readonly keepsMailLocally: boolean;
}

export function createMailDelivery(db: Db, smtpUrl: string | null, from: string, log: FastifyBaseLogger): MailDelivery {
  const transport: Transporter | null = smtpUrl ? nodemailer.createTransport(smtpUrl) : null;

  async function deliverOne(tx: Db, row: typeof mailOutbox.$inferSelect): Promise<void> {
    const thisMessage = and(eq(mailOutbox.tenantId, row.tenantId), eq(mailOutbox.id, row.id));
    if (!transport) {
      // Never the text: it may hold a reset or download link (GET /api/outbox shows it locally).
      log.info({ to: row.toAddress, subject: row.subject }, 'e-mail kept in the outbox');
      await tx.update(mailOutbox).set({ status: 'kept', deliveredAt: new Date() }).where(thisMessage);
      return;
    }
    try {
      await transport.sendMail({ from, to: row.toAddress, subject: row.subject, text: row.textBody, html: row.htmlBody ?? undefined });
      await tx.update(mailOutbox).set({ status: 'sent', deliveredAt: new Date(), error: null }).where(thisMessage);
    } catch (error) {
      const attempts = row.attempts + 1;
      await tx
        .update(mailOutbox)
        .set({ attempts, status: attempts >= MAX_ATTEMPTS ? 'failed' : 'pending', error: String(error) })
        .where(thisMessage);
      log.warn({ err: error, to: row.toAddress, attempts }, 'e-mail delivery failed');
    }
  }

  return {
    keepsMailLocally: transport === null,
    async deliverPending() {
      // Claim a batch with SKIP LOCKED so several workers never send the same message.
      return db.transaction(async (tx) => {
        const rows = await tx
          .select()
          .from(mailOutbox)
          .where(and(eq(mailOutbox.status, 'pending'), lt(mailOutbox.attempts, MAX_ATTEMPTS)))
          .orderBy(asc(mailOutbox.createdAt))
          .limit(BATCH)
          .for('update', { skipLocked: true });
        for (const row of rows) await deliverOne(tx as unknown as Db, row);
        return rows.length;
      });
    },
  };
}

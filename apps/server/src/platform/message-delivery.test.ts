import { generateKeyPairSync, randomUUID } from 'node:crypto';
import { authenticate } from 'mailauth';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { mailOutbox } from '../db/schema/index.js';
import { openTestDatabase } from '../test/harness.js';
import { startSmtpServer } from '../test/smtp-server.js';
import type { Database } from '../db/client.js';
import { MAX_ATTEMPTS } from './delivery-retry.js';
import { queueMail, queueSms } from './mail.js';
import { createMessageDelivery, type MessageDeliveryOptions } from './message-delivery.js';

const quiet = { info() {}, warn() {}, error() {} } as unknown as FastifyBaseLogger;

let database: Database;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
});
afterAll(() => drop());

const delivery = (overrides: Partial<MessageDeliveryOptions>) =>
  createMessageDelivery({ db: database.db, smtpUrl: null, defaultFrom: 'Trailpost <no-reply@trailpost.app>', sms: null, dkimFor: async () => null, log: quiet, ...overrides });

async function rowOf(to: string) {
  const [row] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, to));
  return row!;
}

/** Makes a message due now, as if its retry time had come. */
/** Passes until none of the tenant's messages is pending: a pass takes the 20 longest due, and other tests may have left some due. */
async function deliverUntilTaken(sender: { deliverPending(): Promise<number> }, tenantId: string) {
  const pending = async () => (await database.db.select().from(mailOutbox).where(eq(mailOutbox.tenantId, tenantId))).some((row) => row.status === 'pending');
  for (let pass = 0; pass < 10 && (await pending()); pass += 1) await sender.deliverPending();
}

const makeDue = (to: string) => database.db.update(mailOutbox).set({ nextAttemptAt: new Date(Date.now() - 1000) }).where(eq(mailOutbox.toAddress, to));

describe('message delivery', () => {
  // Each test counts what a pass takes: it starts from an empty outbox, whatever ran before it.
  beforeEach(async () => {
    await database.db.delete(mailOutbox);
  });

  it('sends through SMTP with the sender, reply-to, cc and headers queued, naming the message by its row', async () => {
    const smtp = await startSmtpServer();
    try {
      const to = `buyer.${randomUUID()}@example.com`;
      await queueMail(database.db, {
        tenantId: randomUUID(),
        to,
        subject: 'Your parcel',
        text: 'On its way',
        html: '<p>On its way</p>',
        fromName: 'Acme Store',
        fromAddress: 'orders@acme.example',
        replyTo: 'care@acme.example',
        cc: ['ops@acme.example'],
        headers: { 'List-Unsubscribe': '<https://trailpost.test/u/1>' },
        kind: 'customer',
      });
      expect(await delivery({ smtpUrl: smtp.url }).deliverPending()).toBe(1);
      const row = await rowOf(to);
      expect(row).toMatchObject({ status: 'sent', attempts: 1, error: null });
      const [mail] = smtp.received;
      expect(mail!.to.sort()).toEqual([to, 'ops@acme.example'].sort());
      // Not on a verified domain: the default sender carries the merchant's name; replies reach the merchant.
      expect(mail!.raw).toMatch(/^From: Acme Store <no-reply@trailpost\.app>/m);
      expect(mail!.raw).toMatch(/^Reply-To: care@acme\.example/m);
      expect(mail!.raw).toMatch(/^List-Unsubscribe: <https:\/\/trailpost\.test\/u\/1>/m);
      expect(mail!.raw).toContain(`Message-ID: <${row.id}@trailpost.app>`);
    } finally {
      await smtp.close();
    }
  });

  it('signs with the domain key and sends from the address itself when its domain is verified', async () => {
    const smtp = await startSmtpServer();
    try {
      const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048, privateKeyEncoding: { type: 'pkcs8', format: 'pem' }, publicKeyEncoding: { type: 'spki', format: 'der' } });
      const to = `buyer.${randomUUID()}@example.com`;
      await queueMail(database.db, { tenantId: randomUUID(), to, subject: 'Signed', text: 'x', fromAddress: 'orders@acme.example' });
      await delivery({ smtpUrl: smtp.url, dkimFor: async (_db, _tenant, address) => (address === 'orders@acme.example' ? { domainName: 'acme.example', keySelector: 'tp1', privateKey } : null) }).deliverPending();
      const raw = smtp.received[0]!.raw;
      expect(raw).toMatch(/^From: orders@acme\.example/m);
      // A receiver looking the selector up in DNS finds the public key, and the signature holds.
      const resolver = async (name: string, type: string) => {
        if (name === 'tp1._domainkey.acme.example' && type === 'TXT') return [[`v=DKIM1; k=rsa; p=${publicKey.toString('base64')}`]];
        throw Object.assign(new Error('not found'), { code: 'ENOTFOUND' });
      };
      const { dkim } = await authenticate(raw, { resolver, trustReceived: false, disableArc: true, disableBimi: true, disableDmarc: true });
      expect(dkim.results[0]).toMatchObject({ signingDomain: 'acme.example', selector: 'tp1', status: { result: 'pass' } });
    } finally {
      await smtp.close();
    }
  });

  it('tries a 4xx again later with back-off and gives up on a 5xx at once', async () => {
    const smtp = await startSmtpServer();
    try {
      const deferred = `defer.${randomUUID()}@example.com`;
      const rejected = `reject.${randomUUID()}@example.com`;
      const tenantId = randomUUID();
      await queueMail(database.db, { tenantId, to: deferred, subject: 'Later', text: 'x' });
      await queueMail(database.db, { tenantId, to: rejected, subject: 'Never', text: 'x' });
      const mail = delivery({ smtpUrl: smtp.url });
      const before = Date.now();
      expect(await mail.deliverPending()).toBe(2);

      const later = await rowOf(deferred);
      expect(later).toMatchObject({ status: 'pending', attempts: 1 });
      expect(later.error).toMatch(/451/);
      // The first retry waits a minute (±10 %).
      expect(later.nextAttemptAt.getTime() - before).toBeGreaterThanOrEqual(54_000);
      expect(await mail.deliverPending()).toBe(0);

      const never = await rowOf(rejected);
      expect(never).toMatchObject({ status: 'failed', attempts: 1 });
      expect(never.error).toMatch(/550/);

      // Every attempt deferred: failed after the last one, never tried again.
      for (let attempt = 2; attempt <= MAX_ATTEMPTS; attempt++) {
        await makeDue(deferred);
        expect(await mail.deliverPending()).toBe(1);
      }
      expect(await rowOf(deferred)).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS });
      await makeDue(deferred);
      expect(await mail.deliverPending()).toBe(0);
      expect(smtp.received).toHaveLength(0);
    } finally {
      await smtp.close();
    }
  });

  it('tries again when the server cannot be reached', async () => {
    const to = `buyer.${randomUUID()}@example.com`;
    await queueMail(database.db, { tenantId: randomUUID(), to, subject: 'Hello', text: 'x' });
    await delivery({ smtpUrl: 'smtp://127.0.0.1:1' }).deliverPending();
    expect(await rowOf(to)).toMatchObject({ status: 'pending', attempts: 1 });
    await database.db.delete(mailOutbox).where(eq(mailOutbox.toAddress, to));
  });

  it('sends each message once, from a claim that is committed before sending starts', async () => {
    let releaseSend!: () => void;
    const sendHeld = new Promise<void>((resolve) => (releaseSend = resolve));
    let sendStarted!: () => void;
    const started = new Promise<void>((resolve) => (sendStarted = resolve));
    const smtp = await startSmtpServer({ onData: () => (sendStarted(), sendHeld) });
    try {
      const to = `buyer.${randomUUID()}@example.com`;
      await queueMail(database.db, { tenantId: randomUUID(), to, subject: 'Once', text: 'x' });
      const first = delivery({ smtpUrl: smtp.url }).deliverPending();
      await started;
      // While the message is on the wire, its claim is visible to everyone else, and nobody takes it again.
      expect(await rowOf(to)).toMatchObject({ status: 'sending' });
      expect(await delivery({ smtpUrl: smtp.url }).deliverPending()).toBe(0);
      releaseSend();
      expect(await first).toBe(1);
      expect(smtp.received).toHaveLength(1);
      expect(await rowOf(to)).toMatchObject({ status: 'sent' });
    } finally {
      releaseSend();
      await smtp.close();
    }
  });

  it('takes a claim whose worker stopped again once its lease lapsed, and fails one that lapsed on its last attempt', async () => {
    const smtp = await startSmtpServer();
    try {
      const tenantId = randomUUID();
      const retried = `buyer.${randomUUID()}@example.com`;
      const last = `buyer.${randomUUID()}@example.com`;
      for (const to of [retried, last]) await queueMail(database.db, { tenantId, to, subject: 'Lapsed', text: 'x' });
      // Both were claimed by a worker that stopped while sending; their leases ran out a second ago.
      const lapsed = { status: 'sending' as const, nextAttemptAt: new Date(Date.now() - 1000) };
      await database.db.update(mailOutbox).set({ ...lapsed, attempts: 1 }).where(eq(mailOutbox.toAddress, retried));
      await database.db.update(mailOutbox).set({ ...lapsed, attempts: MAX_ATTEMPTS }).where(eq(mailOutbox.toAddress, last));
      expect(await delivery({ smtpUrl: smtp.url }).deliverPending()).toBe(1);
      expect(await rowOf(retried)).toMatchObject({ status: 'sent', attempts: 2 });
      expect(await rowOf(last)).toMatchObject({ status: 'failed', error: 'Delivery did not finish.', attempts: MAX_ATTEMPTS });
      expect(smtp.received.map((mail) => mail.to)).toEqual([[retried]]);
    } finally {
      await smtp.close();
    }
  });

  it('queues a message with one idempotency key once', async () => {
    const tenantId = randomUUID();
    const to = `buyer.${randomUUID()}@example.com`;
    for (let i = 0; i < 3; i++) await queueMail(database.db, { tenantId, to, subject: 'Once', text: 'x', idempotencyKey: 'automation:1:shipment:2' });
    await queueSms(database.db, { tenantId, to: '+919876543210', body: 'Once', idempotencyKey: 'sms:1' });
    await queueSms(database.db, { tenantId, to: '+919876543210', body: 'Once', idempotencyKey: 'sms:1' });
    const rows = await database.db.select().from(mailOutbox).where(eq(mailOutbox.tenantId, tenantId));
    expect(rows.map((row) => row.channel).sort()).toEqual(['email', 'sms']);
  });

  it('keeps e-mail and SMS in the outbox when nothing is configured, and sends SMS through the provider when it is', async () => {
    const tenantId = randomUUID();
    await queueMail(database.db, { tenantId, to: `kept.${randomUUID()}@example.com`, subject: 'Kept', text: 'x' });
    await queueSms(database.db, { tenantId, to: '+14155550100', body: 'Kept too' });
    await deliverUntilTaken(delivery({}), tenantId);
    const kept = await database.db.select().from(mailOutbox).where(eq(mailOutbox.tenantId, tenantId));
    expect(kept.map((row) => row.status)).toEqual(['kept', 'kept']);

    const sent: { to: string; body: string }[] = [];
    const smsTenant = randomUUID();
    await queueSms(database.db, { tenantId: smsTenant, to: '+14155550101', body: 'Out for delivery' });
    await queueSms(database.db, { tenantId: smsTenant, to: '+14155550102', body: 'Refused' });
    const sms = {
      async send(message: { to: string; body: string }) {
        if (message.to.endsWith('102')) throw Object.assign(new Error("The 'To' number is not a valid phone number."), { retryable: false });
        sent.push(message);
        return { providerId: 'SM123' };
      },
    };
    await deliverUntilTaken(delivery({ sms }), smsTenant);
    expect(sent.filter((message) => message.to.startsWith('+141555501'))).toEqual([{ to: '+14155550101', body: 'Out for delivery' }]);
    const rows = await database.db.select().from(mailOutbox).where(eq(mailOutbox.tenantId, smsTenant));
    expect(rows.find((row) => row.toAddress.endsWith('101'))).toMatchObject({ status: 'sent', providerId: 'SM123' });
    expect(rows.find((row) => row.toAddress.endsWith('102'))).toMatchObject({ status: 'failed', error: "The 'To' number is not a valid phone number." });
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { MESSAGING_MESSAGES } from '@trailpost/contracts';
import { mailOutbox, shipments } from '../../db/schema/index.js';
import { signUp, type SignedIn } from '../../test/accounts.js';
import { useTestApp } from '../../test/harness.js';
import { addShipment } from '../../test/shipments.js';
import { smsAtAnyHour } from '../../test/sms.js';
import { createRule, customerMessages, emailAction, emailRule, runAutomations, smsAction, switchRule } from '../automations/test/helpers.js';

const t = useTestApp();

const ENGLISH = { subject: '[Tracking Number] is [Tracking Status]', body: '<p>Hello [Customer Name], your parcel is [Tracking Status].</p>' };
const GERMAN = { language: 'de', subject: 'Ihre Sendung [Tracking Number]: [Tracking Status]', body: '<p>Hallo [Customer Name], Ihre Sendung ist [Tracking Status].</p>' };

const emailTemplate = (variants: unknown[]) => ({ template_name: `Languages ${Math.random().toString(36).slice(2, 8)}`, reply_to: 'care@example.com', ...ENGLISH, variants });

async function save(who: SignedIn, method: 'POST' | 'PUT', url: string, payload: unknown) {
  return t.app.inject({ method, url: `/api${url}`, headers: who.headers, payload: payload as object });
}

async function createEmailTemplate(who: SignedIn, variants: unknown[]): Promise<string> {
  const response = await save(who, 'POST', '/email_template', emailTemplate(variants));
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data._id as string;
}

/** Adds a rule sending the template when a shipment is added, then these shipments (each with its changes), and carries it out. */
async function sendOnCreate(who: SignedIn, action: ReturnType<typeof emailAction>, shipmentsToAdd: { payload: Record<string, unknown>; destination?: string }[]) {
  const rule = await createRule(t.app, who, emailRule('unused', { action: [action] }));
  const added = [];
  for (const { payload, destination } of shipmentsToAdd) {
    const shipment = await addShipment(t.app, who, payload);
    // The destination comes from the courier's scans; here it is known at once.
    if (destination) await t.database.db.update(shipments).set({ destinationCountry: destination }).where(and(eq(shipments.tenantId, who.session.user_details.tenant_id), eq(shipments.id, shipment._id)));
    added.push(shipment);
  }
  await runAutomations(t.app);
  await switchRule(t.app, who, rule._id, 0);
  return added;
}

let owner: SignedIn;
beforeAll(async () => {
  owner = await signUp(t.app);
  await smsAtAnyHour(t.app, owner);
});

describe('automation e-mails in the customer’s language', () => {
  it("use the German variant for a shipment whose language is German (or a German region's), with statuses in German; the default for a language without a variant", async () => {
    const templateId = await createEmailTemplate(owner, [GERMAN]);
    const [german, austrian, french, plain] = await sendOnCreate(owner, emailAction(templateId), [
      { payload: { language: 'de', customer_name: 'Jonas', customer_emails: ['jonas@example.com'] } },
      { payload: { language: 'de-at', customer_name: 'Lena', customer_emails: ['lena@example.com'] } },
      { payload: { language: 'fr', customer_name: 'Chloé', customer_emails: ['chloe@example.com'] } },
      { payload: { customer_name: 'Ada', customer_emails: ['ada@example.com'] } },
    ]);
    const mails = new Map((await customerMessages(t, owner)).map((mail) => [mail.to_address, mail]));
    expect(mails.get('jonas@example.com')!.subject).toBe(`Ihre Sendung ${german!.tracking_number}: Ausstehend`);
    expect(mails.get('jonas@example.com')!.html_body).toContain('Hallo Jonas, Ihre Sendung ist Ausstehend.');
    expect(mails.get('lena@example.com')!.subject).toBe(`Ihre Sendung ${austrian!.tracking_number}: Ausstehend`);
    expect(mails.get('chloe@example.com')!.subject).toBe(`${french!.tracking_number} is Pending`);
    expect(mails.get('chloe@example.com')!.html_body).toContain('Hello Chloé, your parcel is Pending.');
    expect(mails.get('ada@example.com')!.subject).toBe(`${plain!.tracking_number} is Pending`);
  });

  it("without a language of its own, a shipment speaks its destination's main language, else the merchant's default language, in which the default text's placeholders are written too", async () => {
    const merchant = await signUp(t.app);
    const templateId = await createEmailTemplate(merchant, [GERMAN]);
    const [swiss, american] = await sendOnCreate(merchant, emailAction(templateId), [
      { payload: { customer_emails: ['swiss@example.com'] }, destination: 'CH' },
      { payload: { customer_emails: ['us@example.com'] }, destination: 'US' },
    ]);
    let mails = new Map((await customerMessages(t, merchant)).map((mail) => [mail.to_address, mail]));
    expect(mails.get('swiss@example.com')!.subject).toBe(`Ihre Sendung ${swiss!.tracking_number}: Ausstehend`);
    expect(mails.get('us@example.com')!.subject).toBe(`${american!.tracking_number} is Pending`);

    // A French merchant: a customer without a language and without a variant in theirs reads the
    // default text, its status in French; the merchant's own wording of a status is used.
    expect((await save(merchant, 'PUT', '/user/tracking_page_settings', { order_lookup_verification: true, default_language: 'fr' })).statusCode).toBe(200);
    expect((await save(merchant, 'PUT', '/user/tracking_page_texts', { language: 'de', texts: { 'status.Pending': 'Noch nicht unterwegs' } })).statusCode).toBe(200);
    const [unknown, german] = await sendOnCreate(merchant, emailAction(templateId), [
      { payload: { customer_emails: ['nowhere@example.com'] } },
      { payload: { language: 'de', customer_emails: ['de@example.com'] } },
    ]);
    mails = new Map((await customerMessages(t, merchant)).map((mail) => [mail.to_address, mail]));
    expect(mails.get('nowhere@example.com')!.subject).toBe(`${unknown!.tracking_number} is En attente`);
    expect(mails.get('de@example.com')!.subject).toBe(`Ihre Sendung ${german!.tracking_number}: Noch nicht unterwegs`);
  });

  it('text a Japanese variant to a Japanese customer, counted as UCS-2 within four parts', async () => {
    const japanese = `[Tracking Number] の状態: [Tracking Status]`;
    const response = await save(owner, 'POST', '/sms_template', { template_name: 'JA', body: '[Tracking Number] is [Tracking Status]', variants: [{ language: 'ja', body: japanese }] });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.variants).toEqual([{ language: 'ja', body: japanese }]);
    const [shipment] = await sendOnCreate(owner, smsAction(response.json().data._id), [{ payload: { language: 'ja', customer_phone_numbers: ['+81 90 1234 5678'] } }]);
    const texts = await customerMessages(t, owner, 'sms');
    expect(texts.find((sms) => sms.to_address === '+819012345678')!.text_body).toBe(`${shipment!.tracking_number} の状態: 保留中`);
  });
});

describe('template variants', () => {
  it('are saved and answered with the template, their HTML sanitised, and replaced by an edit', async () => {
    const created = await save(owner, 'POST', '/email_template', emailTemplate([{ ...GERMAN, body: '<p>Hallo<script>alert(1)</script></p>' }]));
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json().data._id as string;
    const read = (await t.app.inject({ method: 'GET', url: `/api/email_template/${id}`, headers: owner.headers })).json().data;
    expect(read.variants).toEqual([{ language: 'de', subject: GERMAN.subject, body: '<p>Hallo</p>' }]);
    const listed = (await t.app.inject({ method: 'GET', url: '/api/email_template/list', headers: owner.headers })).json().data as { _id: string; languages: string[] }[];
    expect(listed.find((item) => item._id === id)!.languages).toEqual(['de']);
    const edited = await save(owner, 'PUT', `/email_template/${id}`, emailTemplate([]));
    expect(edited.json().data.variants).toEqual([]);
    // Without variants in the body, a template has none.
    const { variants: _none, ...withoutVariants } = emailTemplate([]);
    expect((await save(owner, 'POST', '/email_template', withoutVariants)).json().data.variants).toEqual([]);
  });

  it('refuse a language twice, a language that is not one of the page languages, and a variant without its subject or text', async () => {
    const twice = await save(owner, 'POST', '/email_template', emailTemplate([GERMAN, GERMAN]));
    expect(twice.statusCode).toBe(400);
    expect(twice.json().meta).toMatchObject({ message: [MESSAGING_MESSAGES.variantLanguageTwice], fields: { 'variants.1.language': MESSAGING_MESSAGES.variantLanguageTwice } });
    const unknown = await save(owner, 'POST', '/email_template', emailTemplate([{ ...GERMAN, language: 'xx' }]));
    expect(unknown.json().meta).toMatchObject({ message: [MESSAGING_MESSAGES.variantLanguageInvalid], fields: { 'variants.0.language': MESSAGING_MESSAGES.variantLanguageInvalid } });
    const noSubject = await save(owner, 'POST', '/email_template', emailTemplate([{ ...GERMAN, subject: ' ' }]));
    expect(noSubject.json().meta).toMatchObject({ message: [MESSAGING_MESSAGES.subjectRequired], fields: { 'variants.0.subject': MESSAGING_MESSAGES.subjectRequired } });
    const noBody = await save(owner, 'POST', '/email_template', emailTemplate([{ ...GERMAN, body: '<p></p>' }]));
    expect(noBody.json().meta).toMatchObject({ message: [MESSAGING_MESSAGES.emailBodyRequired], fields: { 'variants.0.body': MESSAGING_MESSAGES.emailBodyRequired } });
  });

  it('hold each SMS variant to four parts: 268 UCS-2 units of Japanese fit, 269 do not', async () => {
    const sms = (body: string) => save(owner, 'POST', '/sms_template', { template_name: 'Long', body: 'Hello', variants: [{ language: 'ja', body }] });
    expect((await sms('あ'.repeat(268))).statusCode).toBe(200);
    const tooLong = await sms('あ'.repeat(269));
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().meta).toMatchObject({ message: [MESSAGING_MESSAGES.smsBodyTooLong], fields: { 'variants.0.body': MESSAGING_MESSAGES.smsBodyTooLong } });
  });

  it('send a saved variant as a test, its placeholders in its language, and refuse a language the template has no variant in', async () => {
    const id = await createEmailTemplate(owner, [GERMAN]);
    const sent = await save(owner, 'POST', `/email_template/${id}`, { to_email: 'me@example.com', language: 'de' });
    expect(sent.statusCode, sent.body).toBe(200);
    const tests = await t.database.db
      .select({ subject: mailOutbox.subject })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.tenantId, owner.session.user_details.tenant_id), eq(mailOutbox.kind, 'test')));
    expect(tests.map((mail) => mail.subject)).toEqual([expect.stringMatching(/^Ihre Sendung \d+: In Zustellung$/)]);
    const missing = await save(owner, 'POST', `/email_template/${id}`, { to_email: 'me@example.com', language: 'fr' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().meta).toMatchObject({ message: [MESSAGING_MESSAGES.variantNotSaved], fields: { 'language': MESSAGING_MESSAGES.variantNotSaved } });
  });
});

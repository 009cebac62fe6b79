import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { DEFAULT_FROM_EMAIL, MESSAGING_MESSAGES, TEMPLATE_HTML_MAX_NESTING, TEMPLATE_HTML_MESSAGES } from '@trailpost/contracts';
import { mailOutbox } from '../../db/schema/index.js';
import { NO_ACCESS_MESSAGE } from '../../platform/auth.js';
import { createSubUser, expectHiddenFromOtherTenants, messagesOf, signUp, type SignedIn } from '../../test/accounts.js';
import { useTestApp } from '../../test/harness.js';

const t = useTestApp();

const VALID = {
  template_name: 'Delivered',
  from_name: 'Acme Store',
  from_email: '',
  reply_to: 'care@acme.example',
  cc_email: 'ops@acme.example, boss@acme.example',
  subject: 'Your order [Order ID] is [Tracking Status]',
  body: '<p>Hi [Customer Name], your parcel [Tracking Number] is on its way.</p>',
};

const create = (who: SignedIn, payload: object) => t.app.inject({ method: 'POST', url: '/api/email_template', headers: who.headers, payload });
const list = async (who: SignedIn) => (await t.app.inject({ method: 'GET', url: '/api/email_template/list', headers: who.headers })).json().data as { _id: string; template_name: string }[];

describe('e-mail templates', () => {
  it('a new merchant starts with a shipment update template', async () => {
    const owner = await signUp(t.app);
    const [template] = await list(owner);
    expect(template).toMatchObject({ template_name: 'Shipment update' });
    const read = (await t.app.inject({ method: 'GET', url: `/api/email_template/${template!._id}`, headers: owner.headers })).json().data;
    expect(read).toMatchObject({ from_email: DEFAULT_FROM_EMAIL, reply_to: owner.session.email, cc_email: [] });
    expect(read.body).toContain('[Tracking Timeline]');
  });

  it('are created, read, changed and deleted with the texts of the specification', async () => {
    const owner = await signUp(t.app);
    const created = await create(owner, VALID);
    expect(created.json()).toMatchObject({
      meta: { code: 200, message: [MESSAGING_MESSAGES.templateCreated] },
      data: { template_name: 'Delivered', from_name: 'Acme Store', from_email: DEFAULT_FROM_EMAIL, reply_to: 'care@acme.example', cc_email: ['ops@acme.example', 'boss@acme.example'] },
    });
    const id = created.json().data._id as string;
    expect((await list(owner)).map((row) => row.template_name)).toEqual(['Shipment update', 'Delivered']);

    const changed = await t.app.inject({ method: 'PUT', url: `/api/email_template/${id}`, headers: owner.headers, payload: { ...VALID, subject: 'Now [Tracking Status]', cc_email: [] } });
    expect(changed.json()).toMatchObject({ meta: { message: [MESSAGING_MESSAGES.templateUpdated] }, data: { subject: 'Now [Tracking Status]', cc_email: [] } });

    const deleted = await t.app.inject({ method: 'DELETE', url: `/api/email_template/${id}`, headers: owner.headers });
    expect(deleted.json()).toEqual({ meta: { code: 200, message: [MESSAGING_MESSAGES.templateDeleted] }, data: null });
    const again = await t.app.inject({ method: 'DELETE', url: `/api/email_template/${id}`, headers: owner.headers });
    expect(again.json()).toEqual({ meta: { code: 404, message: [MESSAGING_MESSAGES.templateNotRemoved], error_code: 'not_found' }, data: null });
  });

  it.each([
    [{ template_name: '  ' }, MESSAGING_MESSAGES.templateNameRequired],
    [{ template_name: undefined }, MESSAGING_MESSAGES.templateNameRequired],
    [{ reply_to: '' }, MESSAGING_MESSAGES.replyToRequired],
    [{ reply_to: '   ' }, MESSAGING_MESSAGES.replyToRequired],
    [{ reply_to: 'not-an-address' }, MESSAGING_MESSAGES.emailInvalid],
    [{ cc_email: 'ok@acme.example, broken@' }, MESSAGING_MESSAGES.emailInvalid],
    [{ from_email: 'nobody@' }, MESSAGING_MESSAGES.emailInvalid],
    [{ subject: '' }, MESSAGING_MESSAGES.subjectRequired],
    [{ body: '' }, MESSAGING_MESSAGES.emailBodyRequired],
    [{ body: '<p></p>' }, MESSAGING_MESSAGES.emailBodyRequired],
    [{ body: `${'<p><b>'.repeat(TEMPLATE_HTML_MAX_NESTING)}Hi` }, TEMPLATE_HTML_MESSAGES.tooDeep],
    // A long run of "<": refused by its count in one pass (the body check once took seconds on it).
    [{ body: '<'.repeat(99_999) }, TEMPLATE_HTML_MESSAGES.tooManyTags],
    [{ template_name: 'x'.repeat(101) }, MESSAGING_MESSAGES.tooLong('Template Name', 100)],
    [{ from_email: 'sales@unverified.example' }, MESSAGING_MESSAGES.fromEmailNotVerified],
  ])('refuses %j with its message and keeps nothing', async (change, message) => {
    const owner = await signUp(t.app);
    const response = await create(owner, { ...VALID, ...change });
    expect(response.statusCode).toBe(400);
    expect(messagesOf(response)).toEqual([message]);
    expect(await list(owner)).toHaveLength(1);
  });

  it('keeps the HTML sanitised: no script, handlers or javascript: links, placeholders intact', async () => {
    const owner = await signUp(t.app);
    const body = '<p onclick="steal()">Hi [Customer Name]</p><script>alert(1)</script><a href="javascript:alert(1)">x</a><a href="[Tracking Page Link]">Track</a><iframe src="https://evil.example"></iframe>';
    const saved = (await create(owner, { ...VALID, body })).json().data.body as string;
    expect(saved).not.toMatch(/script|onclick|javascript:|iframe/i);
    expect(saved).toContain('Hi [Customer Name]');
    expect(saved).toContain('href="[Tracking Page Link]"');
  });

  it('sends a test filled with sample values to the address given', async () => {
    const owner = await signUp(t.app);
    const id = (await create(owner, VALID)).json().data._id as string;
    const sent = await t.app.inject({ method: 'POST', url: `/api/email_template/${id}`, headers: owner.headers, payload: { to_email: 'Tester@Example.com' } });
    expect(sent.json()).toEqual({ meta: { code: 200, message: [MESSAGING_MESSAGES.testMailSent('tester@example.com')] }, data: null });
    const [mail] = await t.database.db.select().from(mailOutbox).where(and(eq(mailOutbox.tenantId, owner.session.user_details.tenant_id), eq(mailOutbox.kind, 'test')));
    expect(mail).toMatchObject({ toAddress: 'tester@example.com', fromName: 'Acme Store', replyTo: 'care@acme.example', status: 'pending' });
    expect(mail!.subject).not.toContain('[');
    expect(mail!.htmlBody).not.toContain('[Customer Name]');
    expect(mail!.textBody).toMatch(/Hi .+, your parcel \S+ is on its way\./);

    const refused = await t.app.inject({ method: 'POST', url: `/api/email_template/${id}`, headers: owner.headers, payload: { to_email: '' } });
    expect(messagesOf(refused)).toEqual([MESSAGING_MESSAGES.toEmailRequired]);
  });

  it("are hidden from other tenants and need the settings access", async () => {
    const owner = await signUp(t.app);
    const id = (await create(owner, VALID)).json().data._id as string;
    await expectHiddenFromOtherTenants(t.app, { method: 'GET', url: `/api/email_template/${id}` });
    await expectHiddenFromOtherTenants(t.app, { method: 'PUT', url: `/api/email_template/${id}`, payload: VALID });
    await expectHiddenFromOtherTenants(t.app, { method: 'POST', url: `/api/email_template/${id}`, payload: { to_email: 'x@example.com' } });
    await expectHiddenFromOtherTenants(t.app, { method: 'DELETE', url: `/api/email_template/${id}` });

    const packer = await createSubUser(t.app, t.database, owner, ['tracking']);
    const refused = await t.app.inject({ method: 'GET', url: `/api/email_template/${id}`, headers: packer.headers });
    expect(refused.json()).toEqual({ meta: { code: 403, message: [NO_ACCESS_MESSAGE], error_code: 'forbidden' }, data: null });
    const admin = await createSubUser(t.app, t.database, owner, ['settings']);
    expect((await create(admin, { ...VALID, template_name: 'By a sub-user' })).statusCode).toBe(200);
  });
});

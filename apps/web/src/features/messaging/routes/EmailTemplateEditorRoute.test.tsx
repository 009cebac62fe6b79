import { DEFAULT_FROM_EMAIL, MESSAGING_MESSAGES, type EmailTemplateView } from '@trailpost/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { storeSession } from '@/lib/session';
import { sessionFixture } from '@/test/fixtures';
import { mockApi, type ApiCall, type MockHandler } from '@/test/mock-api';
import { EMAIL_ID, NEW_ID, SHIPPED } from '../test-data';
import { renderAtPaths } from '@/test/render-at-paths';
import { EmailTemplateEditorRoute } from './EmailTemplateEditorRoute';

const PATHS = ['/custom_email_template', '/edit_email_template/:id', '/copy_email_template/:id'];

function setup(url: string, extra: Record<string, MockHandler> = {}) {
  const stored = new Map<string, EmailTemplateView>([[EMAIL_ID, SHIPPED]]);
  const saved = (id: string, body: unknown): EmailTemplateView => {
    const input = body as Record<string, unknown>;
    const cc = typeof input.cc_email === 'string' ? input.cc_email.split(',').map((s) => s.trim()).filter(Boolean) : (input.cc_email as string[]);
    const template = { ...SHIPPED, ...input, _id: id, cc_email: cc } as EmailTemplateView;
    stored.set(id, template);
    return template;
  };
  const calls = mockApi({
    [`GET /api/email_template/${EMAIL_ID}`]: () => ({ data: stored.get(EMAIL_ID) }),
    [`GET /api/email_template/${NEW_ID}`]: () => ({ data: stored.get(NEW_ID) }),
    'GET /api/domain': () => ({ data: [{ domain_id: 'd1', domain: 'acme.example', email: ['news@acme.example'], is_verified: true, cname: {} }] }),
    'POST /api/email_template': (body) => ({ data: saved(NEW_ID, body), message: [MESSAGING_MESSAGES.templateCreated] }),
    [`PUT /api/email_template/${EMAIL_ID}`]: (body) => ({ data: saved(EMAIL_ID, body), message: [MESSAGING_MESSAGES.templateUpdated] }),
    [`POST /api/email_template/${EMAIL_ID}`]: (body) => ({ message: [MESSAGING_MESSAGES.testMailSent((body as { to_email: string }).to_email)] }),
    ...extra,
  });
  const user = userEvent.setup({ delay: null });
  const view = renderAtPaths(<EmailTemplateEditorRoute />, PATHS, url);
  return { calls, user, ...view };
}

const sent = (calls: ApiCall[], key: string) => calls.filter((call) => `${call.method} ${call.path}` === key).map((call) => call.body);
const body = () => screen.getByRole('textbox', { name: 'Email body' });
const location = () => screen.getByTestId('location').textContent;
/** jsdom cannot place a click inside the editor (no layout): focusing it is what a click does first. */
const focusBody = () => act(() => body().focus());
const tab = (name: RegExp) => screen.getByRole('tab', { name });
const subjectField = () => screen.getByLabelText(/^Subject/) as HTMLInputElement;
const WITH_GERMAN: EmailTemplateView = { ...SHIPPED, variants: [{ language: 'de', subject: 'Ihre Bestellung [Order ID]', body: '<p>Hallo [Customer Name]</p>' }] };

describe('e-mail template editor', { timeout: 40000 }, () => {
  // The form's rules arrive on its first check; loaded once here, so that a busy machine's first
  // transform of them does not eat the wait of the check under test.
  beforeAll(() => import('../utils/form-resolvers'));
  beforeEach(() => storeSession(sessionFixture()));

  it('checks the fields with the shared rules before sending anything', async () => {
    const { calls, user } = setup('/custom_email_template');
    await screen.findByRole('heading', { name: 'New Email Template' });
    // A new template replies to the user's own address.
    expect((screen.getByLabelText(/Reply To/) as HTMLInputElement).value).toBe('ada@example.com');
    await user.clear(screen.getByLabelText(/Reply To/));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    for (const message of [MESSAGING_MESSAGES.templateNameRequired, MESSAGING_MESSAGES.replyToRequired, MESSAGING_MESSAGES.subjectRequired, MESSAGING_MESSAGES.emailBodyRequired]) {
      expect(await screen.findByText(message)).toBeTruthy();
    }
    await user.click(screen.getByLabelText(/Reply To/));
    await user.paste('not-an-address');
    await user.click(screen.getByLabelText('CC'));
    await user.paste('ok@acme.example, nope');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findAllByText(MESSAGING_MESSAGES.emailInvalid)).toHaveLength(2);
    expect(sent(calls, 'POST /api/email_template')).toEqual([]);
    // No Test before the first save.
    expect(screen.queryByRole('button', { name: 'Test' })).toBeNull();
  });

  it('inserts placeholders at the subject cursor and into the body, and flags unknown ones', async () => {
    const { user } = setup('/custom_email_template');
    const subject = (await screen.findByLabelText(/^Subject/)) as HTMLInputElement;
    await user.click(subject);
    await user.paste('Order  shipped');
    subject.setSelectionRange(6, 6);
    await user.click(screen.getByRole('button', { name: 'Subject Replacement' }));
    await user.click(await screen.findByRole('menuitem', { name: '[Order ID]' }));
    await waitFor(() => expect(subject.value).toBe('Order [Order ID] shipped'));

    // The subject was the last field in use: Insert Values writes there too, and logos are body-only.
    expect((screen.getByRole('button', { name: 'Insert Logo' }) as HTMLButtonElement).disabled).toBe(true);
    subject.setSelectionRange(subject.value.length, subject.value.length);
    await user.click(screen.getByRole('button', { name: 'Insert Courier Name' }));
    await waitFor(() => expect(subject.value).toBe('Order [Order ID] shipped[Courier Name]'));

    // Into the body once it is focused.
    await focusBody();
    await user.click(screen.getByRole('button', { name: 'Insert Tracking Number' }));
    await waitFor(() => expect(body().textContent).toContain('[Tracking Number]'));
    expect((screen.getByRole('button', { name: 'Insert Logo' }) as HTMLButtonElement).disabled).toBe(false);

    await user.click(subject);
    subject.setSelectionRange(subject.value.length, subject.value.length);
    await user.paste(' [Tracking Numbr]');
    expect(await screen.findByText(MESSAGING_MESSAGES.unknownPlaceholders(['Tracking Numbr']))).toBeTruthy();
  });

  it('saves a new template and moves to its edit address, where Test sends to the user', async () => {
    const { calls, user } = setup('/custom_email_template');
    await user.click(await screen.findByLabelText(/Template Name/));
    await user.paste('Delivered');
    await waitFor(() => expect(screen.getAllByRole('option').map((option) => option.textContent)).toContain('news@acme.example'));
    await user.selectOptions(screen.getByLabelText('From Email'), 'news@acme.example');
    await user.click(screen.getByLabelText('CC'));
    await user.paste('ops@acme.example, Team@Acme.example');
    await user.click(screen.getByLabelText(/^Subject/));
    await user.paste('Delivered');
    await focusBody();
    await user.click(screen.getByRole('button', { name: 'Insert Customer Name' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(MESSAGING_MESSAGES.templateCreated)).toBeTruthy();
    await waitFor(() => expect(location()).toBe(`/edit_email_template/${NEW_ID}`));
    expect(sent(calls, 'POST /api/email_template')).toEqual([
      {
        template_name: 'Delivered',
        from_name: '',
        from_email: 'news@acme.example',
        reply_to: 'ada@example.com',
        cc_email: 'ops@acme.example, Team@Acme.example',
        subject: 'Delivered',
        body: '<p>[Customer Name]</p>',
        variants: [],
      },
    ]);
    expect(await screen.findByRole('heading', { name: 'Edit Email Template' })).toBeTruthy();
    expect((screen.getByLabelText(/Template Name/) as HTMLInputElement).value).toBe('Delivered');

    await user.click(screen.getByRole('button', { name: 'Test' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send a test e-mail' });
    expect((within(dialog).getByLabelText(/Send a test to/) as HTMLInputElement).value).toBe('ada@example.com');
  });

  it('edits in place and sends a test to the chosen address', async () => {
    const { calls, user } = setup(`/edit_email_template/${EMAIL_ID}`);
    const name = (await screen.findByLabelText(/Template Name/)) as HTMLInputElement;
    expect(name.value).toBe('Shipped');
    expect((screen.getByLabelText('CC') as HTMLInputElement).value).toBe('ops@acme.example');
    expect((screen.getByLabelText('From Email') as HTMLSelectElement).value).toBe(DEFAULT_FROM_EMAIL);
    await user.click(name);
    await user.paste(' today');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(MESSAGING_MESSAGES.templateUpdated)).toBeTruthy();
    expect(sent(calls, `PUT /api/email_template/${EMAIL_ID}`)).toMatchObject([{ template_name: 'Shipped today', body: SHIPPED.body }]);
    expect(location()).toBe(`/edit_email_template/${EMAIL_ID}`);

    await user.click(screen.getByRole('button', { name: 'Test' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send a test e-mail' });
    const to = within(dialog).getByLabelText(/Send a test to/);
    await user.clear(to);
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText(MESSAGING_MESSAGES.toEmailRequired)).toBeTruthy();
    await user.click(to);
    await user.paste('qa@acme.example');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Test mail has been sent to qa@acme.example')).toBeTruthy();
    expect(sent(calls, `POST /api/email_template/${EMAIL_ID}`)).toEqual([{ to_email: 'qa@acme.example' }]);
    // The test dialog's submit did not save the template again.
    expect(sent(calls, `PUT /api/email_template/${EMAIL_ID}`)).toHaveLength(1);
  });

  it('keeps the inline styles of a template written elsewhere when it is saved here', async () => {
    const styled = '<p style="color: #6b7280">Footer</p><p><a href="[Tracking Page Link]" style="background: #1565c0; color: #ffffff">Track</a></p>';
    const { calls, user } = setup(`/edit_email_template/${EMAIL_ID}`, { [`GET /api/email_template/${EMAIL_ID}`]: () => ({ data: { ...SHIPPED, body: styled } }) });
    const name = await screen.findByLabelText(/Template Name/);
    await user.click(name);
    await user.paste(' today');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(MESSAGING_MESSAGES.templateUpdated)).toBeTruthy();
    const [saved] = sent(calls, `PUT /api/email_template/${EMAIL_ID}`) as { body: string }[];
    expect(saved!.body).toContain('<p style="color: #6b7280">Footer</p>');
    expect(saved!.body).toMatch(/<a [^>]*href="\[Tracking Page Link\]"[^>]*style="background: #1565c0; color: #ffffff"|<a [^>]*style="background: #1565c0; color: #ffffff"[^>]*href="\[Tracking Page Link\]"/);
  });

  it('copies a template: pre-filled as "Copy of …", saved as a new one', async () => {
    const { calls, user } = setup(`/copy_email_template/${EMAIL_ID}`);
    expect(await screen.findByRole('heading', { name: 'Copy Email Template' })).toBeTruthy();
    expect(((await screen.findByLabelText(/Template Name/)) as HTMLInputElement).value).toBe('Copy of Shipped');
    expect(screen.queryByRole('button', { name: 'Test' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(MESSAGING_MESSAGES.templateCreated)).toBeTruthy();
    await waitFor(() => expect(location()).toBe(`/edit_email_template/${NEW_ID}`));
    expect(sent(calls, 'POST /api/email_template')).toMatchObject([{ template_name: 'Copy of Shipped', subject: SHIPPED.subject, body: SHIPPED.body, cc_email: 'ops@acme.example' }]);
    expect(sent(calls, `PUT /api/email_template/${EMAIL_ID}`)).toEqual([]);
  });

  it('shows a refusal in the flash and under its field', async () => {
    const { user } = setup(`/edit_email_template/${EMAIL_ID}`, {
      [`PUT /api/email_template/${EMAIL_ID}`]: () => ({ status: 400, message: [MESSAGING_MESSAGES.fromEmailNotVerified] }),
    });
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getAllByText(MESSAGING_MESSAGES.fromEmailNotVerified)).toHaveLength(2));
  });

  it('offers only the default sender when there are no sender domains', async () => {
    setup('/custom_email_template', { 'GET /api/domain': () => ({ status: 404, message: ['Not found'] }) });
    const from = (await screen.findByLabelText('From Email')) as HTMLSelectElement;
    await waitFor(() => expect([...from.options].map((option) => option.value)).toEqual([DEFAULT_FROM_EMAIL]));
  });

  it('says so when the template does not exist', async () => {
    setup('/edit_email_template/0b7c6f1e-2222-4b4b-8c8c-00000000dead');
    expect(await screen.findByText(MESSAGING_MESSAGES.templateNotFound)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Email Templates' }).getAttribute('href')).toBe('/settings_email');
  });

  it('adds a German variant with its own subject and body, and saves it beside the default', async () => {
    const { calls, user } = setup(`/edit_email_template/${EMAIL_ID}`);
    await screen.findByLabelText(/Template Name/);
    expect(screen.getByText('Customers whose language has no variant get the default.')).toBeTruthy();
    expect(tab(/Default/).getAttribute('aria-selected')).toBe('true');

    await user.click(screen.getByRole('button', { name: 'Add language' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Deutsch' }));
    expect(tab(/Deutsch/).getAttribute('aria-selected')).toBe('true');
    // The new tab starts empty: a save now opens it on its missing subject, whichever tab is open.
    expect(subjectField().value).toBe('');
    await user.click(tab(/Default/));
    expect(subjectField().value).toBe(SHIPPED.subject);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(tab(/Deutsch/).getAttribute('aria-selected')).toBe('true'));
    expect(await screen.findByText(MESSAGING_MESSAGES.subjectRequired)).toBeTruthy();
    expect(sent(calls, `PUT /api/email_template/${EMAIL_ID}`)).toEqual([]);

    await user.click(subjectField());
    await user.paste('Ihr Paket [Tracking Number]');
    await focusBody();
    await user.click(screen.getByRole('button', { name: 'Insert Customer Name' }));
    await waitFor(() => expect(body().textContent).toBe('[Customer Name]'));
    // Each tab edits its own text: the default's body is back when its tab is.
    await user.click(tab(/Default/));
    await waitFor(() => expect(body().textContent).toBe('Hello [Customer Name]'));
    await user.click(tab(/Deutsch/));
    await waitFor(() => expect(body().textContent).toBe('[Customer Name]'));
    expect(subjectField().value).toBe('Ihr Paket [Tracking Number]');

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(MESSAGING_MESSAGES.templateUpdated)).toBeTruthy();
    expect(sent(calls, `PUT /api/email_template/${EMAIL_ID}`)).toMatchObject([
      { subject: SHIPPED.subject, body: SHIPPED.body, variants: [{ language: 'de', subject: 'Ihr Paket [Tracking Number]', body: '<p>[Customer Name]</p>' }] },
    ]);
    // A language is offered once.
    await user.click(screen.getByRole('button', { name: 'Add language' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).queryByRole('menuitem', { name: 'Deutsch' })).toBeNull();
    expect(within(menu).getByRole('menuitem', { name: '日本語' })).toBeTruthy();
  });

  it('removes a variant', async () => {
    const { calls, user } = setup(`/edit_email_template/${EMAIL_ID}`, { [`GET /api/email_template/${EMAIL_ID}`]: () => ({ data: WITH_GERMAN }) });
    await user.click(await screen.findByRole('tab', { name: /Deutsch/ }));
    expect(subjectField().value).toBe('Ihre Bestellung [Order ID]');
    await user.click(screen.getByRole('button', { name: 'Remove Deutsch' }));
    expect(screen.queryByRole('tab', { name: /Deutsch/ })).toBeNull();
    expect(tab(/Default/).getAttribute('aria-selected')).toBe('true');
    expect(subjectField().value).toBe(SHIPPED.subject);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(MESSAGING_MESSAGES.templateUpdated)).toBeTruthy();
    expect(sent(calls, `PUT /api/email_template/${EMAIL_ID}`)).toMatchObject([{ variants: [] }]);
  });

  it("shows the server's refusal of a variant's field on that variant's tab", async () => {
    const { user } = setup(`/edit_email_template/${EMAIL_ID}`, {
      [`GET /api/email_template/${EMAIL_ID}`]: () => ({ data: WITH_GERMAN }),
      [`PUT /api/email_template/${EMAIL_ID}`]: () => ({ status: 400, message: [MESSAGING_MESSAGES.emailBodyRequired], fields: { 'variants.0.body': MESSAGING_MESSAGES.emailBodyRequired } }),
    });
    await screen.findByRole('tab', { name: /Deutsch/ });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    // The flash, and under the German body: its tab opens and is marked.
    await waitFor(() => expect(screen.getAllByText(MESSAGING_MESSAGES.emailBodyRequired)).toHaveLength(2));
    expect(tab(/Deutsch/).getAttribute('aria-selected')).toBe('true');
    expect(tab(/Deutsch/).textContent).toContain('has errors');
    expect(body().getAttribute('aria-invalid')).toBe('true');
    await user.click(tab(/Default/));
    expect(body().getAttribute('aria-invalid')).toBeNull();
  });

  it("sends the open tab's language with a test", async () => {
    const { calls, user } = setup(`/edit_email_template/${EMAIL_ID}`, { [`GET /api/email_template/${EMAIL_ID}`]: () => ({ data: WITH_GERMAN }) });
    await user.click(await screen.findByRole('tab', { name: /Deutsch/ }));
    await user.click(screen.getByRole('button', { name: 'Test' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send a test e-mail' });
    expect(within(dialog).getByText(/last saved version of this template in Deutsch/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Test mail has been sent to ada@example.com')).toBeTruthy();
    expect(sent(calls, `POST /api/email_template/${EMAIL_ID}`)).toEqual([{ to_email: 'ada@example.com', language: 'de' }]);
  });
});

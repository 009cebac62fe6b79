import { MESSAGING_MESSAGES, type SmsTemplateView } from '@trailpost/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { storeSession } from '@/lib/session';
import { sessionFixture } from '@/test/fixtures';
import { mockApi, type ApiCall } from '@/test/mock-api';
import { NEW_ID, OUT_FOR_DELIVERY, SMS_ID } from '../test-data';
import { renderAtPaths } from '@/test/render-at-paths';
import { SmsTemplateEditorRoute } from './SmsTemplateEditorRoute';

const PATHS = ['/custom_sms_template', '/edit_sms_template/:id', '/copy_sms_template/:id'];

function setup(url: string) {
  const stored = new Map<string, SmsTemplateView>([[SMS_ID, OUT_FOR_DELIVERY]]);
  const saved = (id: string, body: unknown) => {
    const template = { ...OUT_FOR_DELIVERY, ...(body as object), _id: id };
    stored.set(id, template);
    return template;
  };
  const calls = mockApi({
    [`GET /api/sms_template/${SMS_ID}`]: () => ({ data: stored.get(SMS_ID) }),
    [`GET /api/sms_template/${NEW_ID}`]: () => ({ data: stored.get(NEW_ID) }),
    'POST /api/sms_template': (body) => ({ data: saved(NEW_ID, body), message: [MESSAGING_MESSAGES.templateCreated] }),
    [`PUT /api/sms_template/${SMS_ID}`]: (body) => ({ data: saved(SMS_ID, body), message: [MESSAGING_MESSAGES.templateUpdated] }),
  });
  const user = userEvent.setup({ delay: null });
  renderAtPaths(<SmsTemplateEditorRoute />, PATHS, url);
  return { calls, user };
}

const sent = (calls: ApiCall[], key: string) => calls.filter((call) => `${call.method} ${call.path}` === key).map((call) => call.body);
const location = () => screen.getByTestId('location').textContent;
const message = () => screen.getByLabelText(/Message Body/) as HTMLTextAreaElement;
const tab = (name: RegExp) => screen.getByRole('tab', { name });

describe('SMS template editor', { timeout: 40000 }, () => {
  beforeEach(() => storeSession(sessionFixture()));

  it('puts the insert-values panel under a second-level heading, below the page title', async () => {
    setup('/custom_sms_template');
    expect((await screen.findByRole('button', { name: /Insert/ })).closest('h2')).toBeTruthy();
  });

  it('requires a name and a body, refuses a body over 612 and saves a new template', async () => {
    const { calls, user } = setup('/custom_sms_template');
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText(MESSAGING_MESSAGES.templateNameRequired)).toBeTruthy();
    expect(await screen.findByText(MESSAGING_MESSAGES.smsBodyRequired)).toBeTruthy();

    await user.click(screen.getByLabelText(/Template Name/));
    await user.paste('Delayed');
    await user.click(screen.getByLabelText(/Message Body/));
    await user.paste('x'.repeat(613));
    expect(screen.getByTestId('sms-counter').textContent).toBe('613/612');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(MESSAGING_MESSAGES.smsBodyTooLong)).toBeTruthy();
    expect(sent(calls, 'POST /api/sms_template')).toEqual([]);

    await user.clear(screen.getByLabelText(/Message Body/));
    await user.paste('Sorry, parcel  is late.');
    const message = screen.getByLabelText(/Message Body/) as HTMLTextAreaElement;
    message.setSelectionRange(14, 14);
    await user.click(screen.getByRole('button', { name: 'Insert values' }));
    await user.click(await screen.findByRole('button', { name: 'Insert Tracking Number' }));
    await waitFor(() => expect(message.value).toBe('Sorry, parcel [Tracking Number] is late.'));
    // Logos and the timeline are markup: an SMS does not offer them.
    expect(screen.queryByRole('button', { name: 'Insert Logo' })).toBeNull();
    expect(screen.getByTestId('sms-parts').textContent).toBe('1 SMS · GSM-7 · 160 per SMS');

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(MESSAGING_MESSAGES.templateCreated)).toBeTruthy();
    await waitFor(() => expect(location()).toBe(`/edit_sms_template/${NEW_ID}`));
    expect(sent(calls, 'POST /api/sms_template')).toEqual([{ template_name: 'Delayed', body: 'Sorry, parcel [Tracking Number] is late.', variants: [] }]);
    expect(await screen.findByRole('heading', { name: 'Edit SMS Template' })).toBeTruthy();
  });

  it('edits in place and copies as a new template', async () => {
    const { calls, user } = setup(`/edit_sms_template/${SMS_ID}`);
    const name = (await screen.findByLabelText(/Template Name/)) as HTMLInputElement;
    expect(name.value).toBe('Out for delivery');
    await user.click(name);
    await user.paste(' today');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(MESSAGING_MESSAGES.templateUpdated)).toBeTruthy();
    expect(sent(calls, `PUT /api/sms_template/${SMS_ID}`)).toEqual([{ template_name: 'Out for delivery today', body: OUT_FOR_DELIVERY.body, variants: [] }]);
    expect(location()).toBe(`/edit_sms_template/${SMS_ID}`);
  });

  it('starts a copy as "Copy of …" and saves it as new', async () => {
    const { calls, user } = setup(`/copy_sms_template/${SMS_ID}`);
    expect(((await screen.findByLabelText(/Template Name/)) as HTMLInputElement).value).toBe('Copy of Out for delivery');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(location()).toBe(`/edit_sms_template/${NEW_ID}`));
    expect(sent(calls, 'POST /api/sms_template')).toEqual([{ template_name: 'Copy of Out for delivery', body: OUT_FOR_DELIVERY.body, variants: [] }]);
  });

  it('flags a bracketed name that is not a placeholder', async () => {
    const { user } = setup('/custom_sms_template');
    await user.click(await screen.findByLabelText(/Message Body/));
    await user.paste('Hi [Name], parcel [Tracking Number]');
    expect(await screen.findByText(MESSAGING_MESSAGES.unknownPlaceholders(['Name']))).toBeTruthy();
  });

  it("counts the open tab's text: a Japanese variant is UCS-2, the default stays GSM-7", async () => {
    const { calls, user } = setup(`/edit_sms_template/${SMS_ID}`);
    await screen.findByLabelText(/Template Name/);
    expect(screen.getByTestId('sms-parts').textContent).toBe('1 SMS · GSM-7 · 160 per SMS');

    await user.click(screen.getByRole('button', { name: 'Add language' }));
    await user.click(await screen.findByRole('menuitem', { name: '日本語' }));
    expect(tab(/日本語/).getAttribute('aria-selected')).toBe('true');
    expect(message().value).toBe('');
    await user.click(message());
    await user.paste('お荷物 [Tracking Number] は配達中です。');
    expect(screen.getByTestId('sms-parts').textContent).toBe('1 SMS · UCS-2 · 70 per SMS');

    await user.click(tab(/Default/));
    expect(message().value).toBe(OUT_FOR_DELIVERY.body);
    expect(screen.getByTestId('sms-parts').textContent).toBe('1 SMS · GSM-7 · 160 per SMS');

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(MESSAGING_MESSAGES.templateUpdated)).toBeTruthy();
    expect(sent(calls, `PUT /api/sms_template/${SMS_ID}`)).toEqual([
      { template_name: 'Out for delivery', body: OUT_FOR_DELIVERY.body, variants: [{ language: 'ja', body: 'お荷物 [Tracking Number] は配達中です。' }] },
    ]);
  });

  it("checks each variant's body with the same limit, on its own tab", async () => {
    const { calls, user } = setup(`/edit_sms_template/${SMS_ID}`);
    await screen.findByLabelText(/Template Name/);
    await user.click(screen.getByRole('button', { name: 'Add language' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Deutsch' }));
    await user.click(message());
    await user.paste('x'.repeat(613));
    await user.click(tab(/Default/));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(MESSAGING_MESSAGES.smsBodyTooLong)).toBeTruthy();
    expect(tab(/Deutsch/).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByTestId('sms-counter').textContent).toBe('613/612');
    expect(sent(calls, `PUT /api/sms_template/${SMS_ID}`)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Remove Deutsch' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(MESSAGING_MESSAGES.templateUpdated)).toBeTruthy();
    expect(sent(calls, `PUT /api/sms_template/${SMS_ID}`)).toMatchObject([{ variants: [] }]);
  });
});

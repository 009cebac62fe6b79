import { MESSAGING_MESSAGES, QUIET_HOURS_TEXTS, SMS_SETTINGS_MESSAGES } from '@trailpost/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { storeSession } from '@/lib/session';
import { sessionFixture } from '@/test/fixtures';
import { mockApi } from '@/test/mock-api';
import { renderScreen } from '@/test/render';
import { DELETE_TEMPLATE_DIALOG } from '../components/DeleteTemplateDialog';
import { OUT_FOR_DELIVERY, SMS_ID } from '../test-data';
import { SmsTemplatesRoute } from './SmsTemplatesRoute';

function setup(initial = [OUT_FOR_DELIVERY], quietHours: { start: string; end: string } | null = { start: '21:00', end: '08:00' }) {
  let templates = [...initial];
  const calls = mockApi({
    'GET /api/user/sms_settings': () => ({ data: { sms_quiet_hours: quietHours } }),
    'PUT /api/user/sms_settings': (body) => ({ data: body, message: [SMS_SETTINGS_MESSAGES.saved] }),
    'GET /api/sms_template': () => ({ data: templates }),
    [`DELETE /api/sms_template/${SMS_ID}`]: () => {
      templates = [];
      return { message: [MESSAGING_MESSAGES.templateDeleted] };
    },
  });
  const user = userEvent.setup({ delay: null });
  renderScreen(<SmsTemplatesRoute />, { path: '/settings_sms' });
  return { calls, user };
}

describe('SMS templates list', () => {
  beforeEach(() => storeSession(sessionFixture()));

  it('offers Copy, Edit and Delete for each template, and an add icon', async () => {
    setup();
    expect(await screen.findByText('Out for delivery')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Copy Out for delivery' }).getAttribute('href')).toBe(`/copy_sms_template/${SMS_ID}`);
    expect(screen.getByRole('link', { name: 'Edit Out for delivery' }).getAttribute('href')).toBe(`/edit_sms_template/${SMS_ID}`);
    expect(screen.getByRole('button', { name: 'Delete Out for delivery' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Add SMS template' }).getAttribute('href')).toBe('/custom_sms_template');
    expect(screen.getByRole('link', { name: 'Settings' }).getAttribute('href')).toBe('/settings');
  });

  it('names the languages a template also has', async () => {
    setup([{ ...OUT_FOR_DELIVERY, variants: [{ language: 'ar', body: 'شحنتك في الطريق' }] }]);
    expect((await screen.findByText(/Also in/)).textContent).toBe('Also in العربية');
  });

  it('shows the empty state', async () => {
    setup([]);
    expect(await screen.findByText('No SMS templates available')).toBeTruthy();
  });

  it('asks before deleting', async () => {
    const { calls, user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Delete Out for delivery' }));
    const dialog = await screen.findByRole('dialog', { name: DELETE_TEMPLATE_DIALOG.title });
    expect(within(dialog).getByText('Are you sure that you want to delete a template?')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: DELETE_TEMPLATE_DIALOG.confirm }));
    expect(await screen.findByText(MESSAGING_MESSAGES.templateDeleted)).toBeTruthy();
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual([`/api/sms_template/${SMS_ID}`]);
    expect(await screen.findByText('No SMS templates available')).toBeTruthy();
  });
});

describe('SMS quiet hours', () => {
  beforeEach(() => storeSession(sessionFixture()));
  const field = (label: string) => screen.getByLabelText(label, { exact: false }) as HTMLInputElement;

  it('shows the saved hours and saves new ones with the server text', async () => {
    const { calls, user } = setup();
    const toggle = (await screen.findByLabelText(QUIET_HOURS_TEXTS.label)) as HTMLInputElement;
    expect(toggle.checked).toBe(true);
    expect(field(QUIET_HOURS_TEXTS.from).value).toBe('21:00');
    expect(field(QUIET_HOURS_TEXTS.until).value).toBe('08:00');
    await user.clear(field(QUIET_HOURS_TEXTS.from));
    await user.type(field(QUIET_HOURS_TEXTS.from), '22:30');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(SMS_SETTINGS_MESSAGES.saved)).toBeTruthy();
    expect(calls.filter((call) => call.method === 'PUT').map((call) => call.body)).toEqual([{ sms_quiet_hours: { start: '22:30', end: '08:00' } }]);
  });

  it('turns them off (null), and refuses the same start and end before asking the server', async () => {
    const { calls, user } = setup();
    await user.clear(await waitFor(() => field(QUIET_HOURS_TEXTS.until)));
    await user.type(field(QUIET_HOURS_TEXTS.until), '21:00');
    expect(screen.getByText(SMS_SETTINGS_MESSAGES.sameTimes)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([]);

    await user.click(screen.getByLabelText(QUIET_HOURS_TEXTS.label));
    expect(field(QUIET_HOURS_TEXTS.from).disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(SMS_SETTINGS_MESSAGES.saved)).toBeTruthy();
    expect(calls.filter((call) => call.method === 'PUT').map((call) => call.body)).toEqual([{ sms_quiet_hours: null }]);
  });

  it('shows an account without quiet hours as off, with the usual hours ready to turn on', async () => {
    setup([OUT_FOR_DELIVERY], null);
    const toggle = (await screen.findByLabelText(QUIET_HOURS_TEXTS.label)) as HTMLInputElement;
    expect(toggle.checked).toBe(false);
    expect(field(QUIET_HOURS_TEXTS.from).value).toBe('21:00');
    expect(field(QUIET_HOURS_TEXTS.from).disabled).toBe(true);
  });
});


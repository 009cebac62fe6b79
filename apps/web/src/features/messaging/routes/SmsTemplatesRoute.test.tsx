import { MESSAGING_MESSAGES } from '@trailpost/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { storeSession } from '@/lib/session';
import { sessionFixture } from '@/test/fixtures';
import { mockApi } from '@/test/mock-api';
import { renderScreen } from '@/test/render';
import { DELETE_TEMPLATE_DIALOG } from '../components/DeleteTemplateDialog';
import { OUT_FOR_DELIVERY, SMS_ID } from '../test-data';
import { SmsTemplatesRoute } from './SmsTemplatesRoute';

function setup(initial = [OUT_FOR_DELIVERY]) {
  let templates = [...initial];
  const calls = mockApi({
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

import { MESSAGING_MESSAGES } from '@trailpost/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { storeSession } from '@/lib/session';
import { sessionFixture } from '@/test/fixtures';
import { mockApi, type MockHandler } from '@/test/mock-api';
import { renderScreen } from '@/test/render';
import { DELETE_TEMPLATE_DIALOG } from '../components/DeleteTemplateDialog';
import { EMAIL_ID, SHIPPED } from '../test-data';
import { EmailTemplatesRoute } from './EmailTemplatesRoute';

const LISTED = { _id: SHIPPED._id, template_name: SHIPPED.template_name, subject: SHIPPED.subject, languages: [] as string[], modified: SHIPPED.modified };

function setup(initial = [LISTED], extra: Record<string, MockHandler> = {}) {
  let templates = [...initial];
  const calls = mockApi({
    'GET /api/email_template/list': () => ({ data: templates }),
    [`DELETE /api/email_template/${EMAIL_ID}`]: () => {
      templates = [];
      return { message: [MESSAGING_MESSAGES.templateDeleted] };
    },
    ...extra,
  });
  const user = userEvent.setup({ delay: null });
  renderScreen(<EmailTemplatesRoute />, { path: '/settings_email' });
  return { calls, user };
}

describe('e-mail templates list', () => {
  beforeEach(() => storeSession(sessionFixture()));

  it('links each name to its editor and its copy, under a breadcrumb back to settings', async () => {
    setup();
    const name = await screen.findByRole('link', { name: 'Shipped' });
    expect(name.getAttribute('href')).toBe(`/edit_email_template/${EMAIL_ID}`);
    expect(screen.getByRole('link', { name: 'Copy Shipped' }).getAttribute('href')).toBe(`/copy_email_template/${EMAIL_ID}`);
    expect(screen.getByRole('link', { name: 'Add email template' }).getAttribute('href')).toBe('/custom_email_template');
    expect(screen.getByRole('link', { name: 'Settings' }).getAttribute('href')).toBe('/settings');
    expect(screen.getByRole('link', { name: 'SMS templates' }).getAttribute('href')).toBe('/settings_sms');
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Template Name', 'Copy', 'Delete']);
  });

  it('names the languages a template also has, each in itself', async () => {
    setup([LISTED, { ...LISTED, _id: 'other', template_name: 'Delivered', languages: ['de', 'ja'] }]);
    const row = (await screen.findByRole('link', { name: 'Delivered' })).closest('tr')!;
    expect(within(row).getByText(/Also in/).textContent).toBe('Also in Deutsch, 日本語');
    expect(within(screen.getByRole('link', { name: 'Shipped' }).closest('tr')!).queryByText(/Also in/)).toBeNull();
  });

  it('shows the empty state', async () => {
    setup([]);
    expect(await screen.findByText(MESSAGING_MESSAGES.noEmailTemplates)).toBeTruthy();
  });

  it('deletes a template only after confirmation', async () => {
    const { calls, user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Delete Shipped' }));
    const dialog = await screen.findByRole('dialog', { name: DELETE_TEMPLATE_DIALOG.title });
    expect(within(dialog).getByText(MESSAGING_MESSAGES.deleteEmailConfirm)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.filter((call) => call.method === 'DELETE')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Delete Shipped' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: DELETE_TEMPLATE_DIALOG.confirm }));
    expect(await screen.findByText(MESSAGING_MESSAGES.templateDeleted)).toBeTruthy();
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual([`/api/email_template/${EMAIL_ID}`]);
    expect(await screen.findByText(MESSAGING_MESSAGES.noEmailTemplates)).toBeTruthy();
  });

  it('flashes a refused delete', async () => {
    const { user } = setup(undefined, { [`DELETE /api/email_template/${EMAIL_ID}`]: () => ({ status: 400, message: [MESSAGING_MESSAGES.templateNotRemoved] }) });
    await user.click(await screen.findByRole('button', { name: 'Delete Shipped' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: DELETE_TEMPLATE_DIALOG.confirm }));
    expect(await screen.findByText(MESSAGING_MESSAGES.templateNotRemoved)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('link', { name: 'Shipped' })).toBeTruthy();
  });
});

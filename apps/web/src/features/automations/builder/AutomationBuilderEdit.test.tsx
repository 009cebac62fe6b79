import { AUTOMATION_MESSAGES } from '@trailpost/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { storeSession } from '@/lib/session';
import { sessionFixture } from '@/test/fixtures';
import { DRY_RUN, RULE, RULE_ID, drawer, renderBuilder, sent } from './builder-test-kit';

const EDIT_URL = `/automations/edit/${RULE_ID}`;
/** The rule as PUT and the dry run send it: the view's own fields and `active` left out. */
const RULE_BODY = (({ _id, active: _active, type: _type, trigger_name: _trigger, sends_30d: _sends, created: _created, modified: _modified, ...body }) => body)(RULE);
const SUBJECT = 'Your parcel TP1001 is out for delivery';

describe('/automations/edit/:id', { timeout: 60_000 }, () => {
  beforeEach(() => storeSession(sessionFixture()));

  it('loads the rule with its trigger fixed, and saves it without active', async () => {
    const { calls, user } = renderBuilder({ url: EDIT_URL });
    const name = (await screen.findByPlaceholderText('Name Your Automation')) as HTMLInputElement;
    expect(name.value).toBe(RULE.name);
    expect(screen.getByRole('status').textContent).toBe('Automation is ON');
    const trigger = screen.getByRole('region', { name: 'Shipment Based' });
    expect(within(trigger).getByText('Shipment Status Updated')).toBeTruthy();
    expect(within(trigger).queryByRole('button', { name: 'SELECT TRIGGER' })).toBeNull();
    expect(screen.queryByRole('radio', { name: 'Inbuilt Trigger' })).toBeNull();
    expect(screen.getByRole('listitem', { name: 'condition Shipment Status' }).textContent).toBe('Shipment Status is Out for Delivery');
    expect(screen.queryByRole('button', { name: 'Turn ON' })).toBeNull();

    await user.clear(name);
    await user.paste('Out for delivery notice');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(AUTOMATION_MESSAGES.updated)).toBeTruthy();
    expect(sent(calls, `PUT /api/automation/${RULE_ID}`)).toEqual([{ ...RULE_BODY, name: 'Out for delivery notice' }]);
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/automations'));
  });

  it('edits a condition in place', async () => {
    const { calls, user } = renderBuilder({ url: EDIT_URL });
    await user.click(await screen.findByRole('button', { name: 'Edit condition Shipment Status' }));
    const conditions = await drawer('Shipment Conditions');
    expect((within(conditions).getByRole('checkbox', { name: 'Out for Delivery' }) as HTMLInputElement).checked).toBe(true);
    await user.click(within(conditions).getByRole('checkbox', { name: 'Failed Attempt' }));
    await user.click(within(conditions).getByRole('button', { name: 'SAVE' }));
    await waitFor(() => expect(screen.getByRole('listitem', { name: 'condition Shipment Status' }).textContent).toBe('Shipment Status is Out for Delivery, Failed Attempt'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText(AUTOMATION_MESSAGES.updated);
    const [body] = sent(calls, `PUT /api/automation/${RULE_ID}`) as { condition: unknown[] }[];
    expect(body!.condition).toEqual([{ collection: 'shipment', query_param: 'status_id', operator: 'IN', query_param_value: ['OutForDelivery', 'FailedAttempt'] }]);
  });

  it('says when the rule is not found', async () => {
    renderBuilder({ url: EDIT_URL, extra: { [`GET /api/automation/${RULE_ID}`]: () => ({ status: 404, message: [AUTOMATION_MESSAGES.notFound] }) } });
    expect((await screen.findByRole('alert')).textContent).toBe(AUTOMATION_MESSAGES.notFound);
    expect(screen.getByRole('dialog', { name: 'Back To Automate' })).toBeTruthy();
  });

  it('tests the rule on recent shipments: matches and the first one’s e-mail', async () => {
    const { calls, user } = renderBuilder({ url: EDIT_URL });
    await user.click(await screen.findByRole('button', { name: 'Test this rule' }));
    const panel = await drawer('Test this rule');
    expect((await within(panel).findByRole('status')).textContent).toBe('23 of 150 recent shipments would match');
    expect(sent(calls, 'POST /api/automation/dry_run')).toEqual([RULE_BODY]);
    const rows = within(within(panel).getByRole('table', { name: 'Matching shipments' })).getAllByRole('row');
    expect(rows.slice(1).map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent))).toEqual([
      ['TP1001', 'UPS', 'Out for Delivery', 'Grace Hopper'],
      ['TP1002', 'DHL Express', 'Out for Delivery', '-'],
    ]);
    const preview = within(panel).getByRole('region', { name: 'Message preview' });
    expect(within(preview).getByText(SUBJECT)).toBeTruthy();
    const frame = within(preview).getByTitle('E-mail preview');
    expect(frame.getAttribute('sandbox')).toBe('');
    expect(frame.getAttribute('srcdoc')).toBe('<p>Hello Grace</p>');

    await user.click(within(panel).getByRole('button', { name: 'Run again' }));
    await waitFor(() => expect(sent(calls, 'POST /api/automation/dry_run')).toHaveLength(2));
  });

  it('previews the SMS text', async () => {
    const sms = { ...DRY_RUN, preview: { type: 'SMS' as const, to: ['+14155550100'], body: 'TP1001 is out for delivery' } };
    const { user } = renderBuilder({ url: EDIT_URL, extra: { 'POST /api/automation/dry_run': () => ({ data: sms }) } });
    await user.click(await screen.findByRole('button', { name: 'Test this rule' }));
    const panel = await drawer('Test this rule');
    expect((await within(panel).findByLabelText('SMS text')).textContent).toBe('TP1001 is out for delivery');
    expect(within(panel).getByText('To: +14155550100')).toBeTruthy();
  });
});

import { AUTOMATION_MESSAGES } from '@trailpost/contracts';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { storeSession } from '@/lib/session';
import { sessionFixture } from '@/test/fixtures';
import { OPTIONS, choose, drawer, renderBuilder, sent, type User } from './builder-test-kit';

const [SAM] = OPTIONS.users;
const [VIP] = OPTIONS.tags;

async function pickAction(user: User, label: string) {
  await user.click(await screen.findByRole('button', { name: 'SELECT ACTION' }));
  const actions = await drawer('Choose an Action');
  await user.click(within(actions).getByRole('button', { name: new RegExp(`^${label}`) }));
  return actions;
}

describe('a rule on a custom trigger', { timeout: 60_000 }, () => {
  beforeEach(() => storeSession(sessionFixture()));

  it('takes list values, an assignment later and tags now, and saves as a draft', async () => {
    const { calls, user } = renderBuilder();
    await user.click(await screen.findByPlaceholderText('Name Your Automation'));
    await user.paste('Stalled in Europe');
    await user.click(await screen.findByRole('radio', { name: 'No update for 72 hours' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const trigger = await screen.findByRole('region', { name: 'Shipment Based' });
    expect(within(trigger).getByText('Custom Trigger')).toBeTruthy();
    expect(within(trigger).getByText('No update for 72 hours')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'SELECT CONDITION' }));
    const conditions = await drawer('Shipment Conditions');
    await choose(user, conditions, 'Condition', /^Destination Country/);
    await choose(user, conditions, 'Operator', 'contains');
    await user.click(within(conditions).getByRole('textbox', { name: 'Destination Country' }));
    await user.paste('DE, AT,');
    await user.click(within(conditions).getByRole('button', { name: 'SAVE' }));
    expect((await screen.findByRole('listitem', { name: 'condition Destination Country' })).textContent).toBe('Destination Country contains DE, AT');

    let actions = await pickAction(user, 'Assign Shipment');
    await choose(user, actions, 'Assign to', /^Sam Sub/);
    await user.click(within(actions).getByRole('radio', { name: 'Schedule' }));
    await user.click(within(actions).getByRole('button', { name: 'SAVE' }));
    expect(await within(actions).findByText(AUTOMATION_MESSAGES.actionRequired)).toBeTruthy();
    await user.type(within(actions).getByRole('spinbutton', { name: 'Run after' }), '3');
    await choose(user, actions, 'Unit', 'Days');
    await user.click(within(actions).getByRole('button', { name: 'SAVE' }));
    expect((await screen.findByRole('listitem', { name: 'action Assign Shipment' })).textContent).toContain('To sam@shop.example, after 3 days');

    actions = await pickAction(user, 'Add Tags');
    await user.click(await within(actions).findByRole('combobox', { name: 'Tags' }));
    await user.click(await screen.findByRole('option', { name: VIP!.name }));
    await user.click(within(actions).getByRole('button', { name: 'SAVE' }));
    expect(await screen.findByRole('listitem', { name: 'action Add Tags' })).toBeTruthy();

    // No other rule repeats a message here: Stop Repeat Action has nothing to point at.
    actions = await pickAction(user, 'Stop Repeat Action');
    await user.click(await within(actions).findByRole('button', { name: 'SAVE' }));
    expect(await within(actions).findByText(AUTOMATION_MESSAGES.actionRequired)).toBeTruthy();
    await user.click(within(actions).getByRole('button', { name: 'CANCEL' }));

    await user.click(await screen.findByRole('button', { name: 'Save as draft' }));
    await screen.findByText(AUTOMATION_MESSAGES.created);
    expect(sent(calls, 'POST /api/automation')).toEqual([
      {
        name: 'Stalled in Europe',
        module_name: 'SHIPMENT',
        event_type: 'CUSTOM',
        custom_event_id: 'NO_UPDATE_72H',
        custom_event_name: 'No update for 72 hours',
        logical_operator: 'AND',
        condition: [{ collection: 'shipment', query_param: 'destination_country', operator: 'LIKE', query_param_value: ['DE', 'AT'] }],
        action: [
          { type: 'ASSIGN_SHIPMENT', request_params: { user_id: SAM!.value, user_email: SAM!.email }, schedule_time: { duration_type: 'days', hours: 3 } },
          { type: 'TAG', request_params: [VIP] },
        ],
        active: 0,
      },
    ]);
  });
});

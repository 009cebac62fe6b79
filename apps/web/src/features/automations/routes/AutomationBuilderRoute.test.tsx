import { AUTOMATION_MESSAGES } from '@trailpost/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { storeSession } from '@/lib/session';
import { sessionFixture } from '@/test/fixtures';
import {
  EMAIL_TEMPLATE, addEmailAction, addStatusCondition, choose, drawer, renderBuilder, sent, startInbuiltRule,
} from '../builder/builder-test-kit';

// Each test drives the builder through several drawers: slow on a busy 2-core machine.
describe('/automations/add', { timeout: 60_000 }, () => {
  beforeEach(() => storeSession(sessionFixture()));

  it('starts with the trigger type and its preview, then opens the builder', async () => {
    const { user } = renderBuilder();
    expect(await screen.findByRole('dialog', { name: 'Back To Automate' })).toBeTruthy();
    expect(screen.getByPlaceholderText('Name Your Automation')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Automation is OFF');
    expect(screen.getByRole('button', { name: 'Next' }).hasAttribute('disabled')).toBe(true);
    await user.click(await screen.findByRole('radio', { name: 'No update for 48 hours' }));
    expect(within(screen.getByRole('complementary', { name: 'Trigger preview' })).getByText(/no tracking update for 48 hours/)).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: 'Inbuilt Trigger' }));
    expect(within(screen.getByRole('complementary', { name: 'Trigger preview' })).getByText('Shipment Created')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('region', { name: 'Shipment Based' })).toBeTruthy();
    // The condition card waits for a trigger.
    expect(screen.queryByRole('button', { name: 'SELECT CONDITION' })).toBeNull();
  });

  it('steps its headings down one level at a time', async () => {
    renderBuilder();
    await screen.findByRole('radio', { name: 'No update for 48 hours' });
    const levels = [...document.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((heading) => Number(heading.tagName.slice(1)));
    expect(levels.length).toBeGreaterThan(1);
    // Below the page's h1 (the top bar's title).
    levels.forEach((level, index) => expect(level - (levels[index - 1] ?? 1), `heading ${index + 1} of ${levels.join(', ')}`).toBeLessThanOrEqual(1));
    expect(screen.getByRole('heading', { name: 'Custom Triggers' })).toBeTruthy();
  });

  it('searches triggers with letters, digits and spaces only', async () => {
    const { user } = renderBuilder();
    await user.click(await screen.findByRole('radio', { name: 'Inbuilt Trigger' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(await screen.findByRole('button', { name: 'SELECT TRIGGER' }));
    const triggers = await drawer('Shipment Triggers');
    const search = within(triggers).getByLabelText('Search triggers');
    await user.type(search, 'cre$at<ed');
    expect((search as HTMLInputElement).value).toBe('created');
    expect(within(triggers).getAllByRole('button', { name: /^Shipment/ }).map((item) => item.textContent)).toEqual([expect.stringMatching(/^Shipment Created/)]);
    await user.type(search, 'x');
    expect(within(triggers).getByText(AUTOMATION_MESSAGES.noTrigger)).toBeTruthy();
  });

  it('checks a condition and an action with the shared messages, then Turn ON posts the rule', async () => {
    const { calls, user } = renderBuilder();
    await user.click(await screen.findByPlaceholderText('Name Your Automation'));
    await user.paste('  Out for delivery e-mail ');
    await startInbuiltRule(user);
    await user.click(await screen.findByRole('button', { name: 'SELECT CONDITION' }));
    const conditions = await drawer('Shipment Conditions');
    await choose(user, conditions, 'Condition', /^Shipment Status/);
    await user.click(within(conditions).getByRole('button', { name: 'SAVE' }));
    expect(await within(conditions).findByText(AUTOMATION_MESSAGES.operatorRequired)).toBeTruthy();
    await choose(user, conditions, 'Operator', 'is');
    await user.click(within(conditions).getByRole('button', { name: 'SAVE' }));
    expect(await within(conditions).findByText(AUTOMATION_MESSAGES.conditionValuesRequired)).toBeTruthy();
    await user.click(within(conditions).getByRole('checkbox', { name: 'Out for Delivery' }));
    await user.click(within(conditions).getByRole('button', { name: 'SAVE' }));
    const card = await screen.findByRole('listitem', { name: 'condition Shipment Status' });
    expect(card.textContent).toBe('Shipment Status is Out for Delivery');

    await user.click(screen.getByRole('button', { name: 'SELECT ACTION' }));
    const actions = await drawer('Choose an Action');
    await user.click(within(actions).getByRole('button', { name: /^Send Email/ }));
    await user.click(await within(actions).findByRole('button', { name: 'SAVE' }));
    expect(await within(actions).findByText(AUTOMATION_MESSAGES.actionRequired)).toBeTruthy();
    await choose(user, actions, 'Template', EMAIL_TEMPLATE.name);
    await user.click(within(actions).getByRole('radio', { name: 'Custom' }));
    await user.click(within(actions).getByRole('textbox', { name: 'E-mail addresses' }));
    await user.paste('ops@shop.example; nope');
    await user.click(within(actions).getByRole('button', { name: 'SAVE' }));
    expect(await within(actions).findByText(AUTOMATION_MESSAGES.emailInvalid)).toBeTruthy();
    await user.clear(within(actions).getByRole('textbox', { name: 'E-mail addresses' }));
    await user.paste('ops@shop.example; care@shop.example');
    await user.click(within(actions).getByRole('radio', { name: 'Immediately And Repeat' }));
    await user.type(within(actions).getByRole('spinbutton', { name: 'Repeat every' }), '2');
    await choose(user, actions, 'Unit', 'Days');
    await user.click(within(actions).getByRole('button', { name: 'SAVE' }));
    expect(await screen.findByRole('listitem', { name: 'action Send Email' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Turn ON' }));
    expect(await screen.findByText(AUTOMATION_MESSAGES.created)).toBeTruthy();
    expect(sent(calls, 'POST /api/automation')).toEqual([
      {
        name: 'Out for delivery e-mail',
        module_name: 'SHIPMENT',
        event_type: 'UPDATED',
        custom_event_id: null,
        custom_event_name: null,
        logical_operator: 'AND',
        condition: [{ collection: 'shipment', query_param: 'status_id', operator: 'IN', query_param_value: ['OutForDelivery'] }],
        action: [
          {
            type: 'EMAIL',
            request_params: {
              template_id: EMAIL_TEMPLATE.id,
              template_name: EMAIL_TEMPLATE.name,
              receiver_type: 'custom',
              custom_email: 'ops@shop.example; care@shop.example',
              action_type: 'Immediately And Repeat',
              duration_type: 'days',
              hours: 2,
            },
          },
        ],
        active: 1,
      },
    ]);
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/automations'));
  });

  it('offers each condition field and each action type once', async () => {
    const { user } = renderBuilder();
    await startInbuiltRule(user);
    await addStatusCondition(user, ['Delivered']);
    await user.click(await screen.findByRole('button', { name: 'SELECT CONDITION' }));
    const conditions = await drawer('Shipment Conditions');
    await user.click(within(conditions).getByRole('combobox', { name: 'Condition' }));
    const used = await screen.findByRole('option', { name: /^Shipment Status/ });
    expect(used.getAttribute('aria-disabled')).toBe('true');
    expect(used.textContent).toContain(AUTOMATION_MESSAGES.conditionDuplicate);
    await user.keyboard('{Escape}');
    await user.click(within(conditions).getByRole('button', { name: 'CANCEL' }));

    await addEmailAction(user);
    await user.click(await screen.findByRole('button', { name: 'SELECT ACTION' }));
    const actions = await drawer('Choose an Action');
    const inRule = within(actions).getByRole('list', { name: 'Actions in this rule' });
    expect(within(inRule).getByRole('button', { name: /^Send Email/ }).textContent).toContain(AUTOMATION_MESSAGES.actionDuplicate);
    expect(within(within(actions).getByRole('list', { name: 'Actions' })).queryByRole('button', { name: /^Send Email/ })).toBeNull();
  });

  it('clears the actions with the last condition', async () => {
    const { user } = renderBuilder();
    await startInbuiltRule(user);
    await addStatusCondition(user, ['Delivered']);
    await addEmailAction(user);
    expect(await screen.findByRole('listitem', { name: 'action Send Email' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Remove condition Shipment Status' }));
    expect(screen.queryByRole('region', { name: 'Actions' })).toBeNull();
    await addStatusCondition(user, ['Exception']);
    expect(await screen.findByRole('region', { name: 'Actions' })).toBeTruthy();
    expect(screen.queryByRole('listitem', { name: 'action Send Email' })).toBeNull();
  });

  it('Review lists what is missing, in the save rules’ words', async () => {
    const { user } = renderBuilder();
    await user.click(await screen.findByRole('radio', { name: 'Inbuilt Trigger' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.queryByRole('button', { name: 'Turn ON' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Review' }));
    const review = await screen.findByRole('dialog', { name: 'Review' });
    expect(within(review).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      AUTOMATION_MESSAGES.nameRequired,
      AUTOMATION_MESSAGES.triggerInvalid,
      AUTOMATION_MESSAGES.conditionRequired,
      AUTOMATION_MESSAGES.actionRequired,
    ]);
  });

  it('shows a refused save in the red snackbar and stays', async () => {
    const { user } = renderBuilder({ extra: { 'POST /api/automation': () => ({ status: 400, message: [AUTOMATION_MESSAGES.tooMany(100)] }) } });
    await user.type(await screen.findByPlaceholderText('Name Your Automation'), 'Draft rule');
    await startInbuiltRule(user);
    await addStatusCondition(user, ['Delivered']);
    await addEmailAction(user);
    await user.click(await screen.findByRole('button', { name: 'Save as draft' }));
    expect((await screen.findByRole('alert')).textContent).toContain(AUTOMATION_MESSAGES.tooMany(100));
    expect(screen.getByRole('dialog', { name: 'Back To Automate' })).toBeTruthy();
  });
});

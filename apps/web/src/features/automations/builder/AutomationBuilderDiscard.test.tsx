import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { DISCARD_TEXTS } from '@/components/discard-guard/DiscardDialog';
import { storeSession } from '@/lib/session';
import { sessionFixture } from '@/test/fixtures';
import { BUILDER_TITLE } from './BackButton';
import { RULE_ID, renderBuilder, type User } from './builder-test-kit';

const location = () => screen.getByTestId('location').textContent;
const question = () => screen.queryByRole('dialog', { name: DISCARD_TEXTS.title });
const nameField = () => screen.findByPlaceholderText('Name Your Automation') as Promise<HTMLInputElement>;

const ways: [string, (user: User) => Promise<void>][] = [
  ['Escape', (user) => user.keyboard('{Escape}')],
  [BUILDER_TITLE, async (user) => user.click(screen.getByRole('button', { name: BUILDER_TITLE }))],
];

describe('leaving the automation builder', { timeout: 60_000 }, () => {
  beforeEach(() => storeSession(sessionFixture()));

  it.each(ways)('%s leaves at once when nothing changed', async (_way, leave) => {
    const { user } = renderBuilder({ url: `/automations/edit/${RULE_ID}` });
    await nameField();
    await leave(user);
    await waitFor(() => expect(location()).toBe('/automations'));
    expect(question()).toBeNull();
  });

  it.each(ways)('%s asks before an unsaved rule is lost: Keep Editing keeps it, Discard leaves', async (_way, leave) => {
    const { user } = renderBuilder();
    await user.type(await nameField(), 'Late parcels');
    await leave(user);
    expect((await screen.findByRole('dialog', { name: DISCARD_TEXTS.title })).textContent).toContain(DISCARD_TEXTS.text);

    await user.click(screen.getByRole('button', { name: DISCARD_TEXTS.keep }));
    await waitFor(() => expect(question()).toBeNull());
    expect((await nameField()).value).toBe('Late parcels');
    expect(screen.queryByTestId('location')).toBeNull();

    await leave(user);
    await user.click(await screen.findByRole('button', { name: DISCARD_TEXTS.discard }));
    await waitFor(() => expect(location()).toBe('/automations'));
  });
});

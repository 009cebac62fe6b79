import { AUTH_MESSAGES } from '@trailpost/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { readSavedAccounts, readSession } from '@/lib/session';
import { sessionFixture } from '@/test/fixtures';
import { mockApi } from '@/test/mock-api';
import { renderScreen } from '@/test/render';
import { SignupRoute } from './SignupRoute';

const setup = (url = '/signup') => {
  const user = userEvent.setup();
  const view = renderScreen(<SignupRoute />, { path: '/signup', url });
  return { user, ...view };
};

describe('sign-up form', () => {
  it('shows the required messages on an empty submit', async () => {
    const calls = mockApi({});
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByText(AUTH_MESSAGES.nameRequired)).toBeTruthy();
    expect(screen.getByText(AUTH_MESSAGES.emailRequired)).toBeTruthy();
    expect(screen.getByText(AUTH_MESSAGES.passwordRequired)).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it('rejects an invalid e-mail and a weak password', async () => {
    mockApi({});
    const { user } = setup();
    await user.type(screen.getByLabelText('Name'), 'Ada');
    await user.type(screen.getByLabelText('E-mail'), 'ada@example');
    await user.type(screen.getByLabelText('Password'), 'abcdefg');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByText(AUTH_MESSAGES.emailInvalid)).toBeTruthy();
    expect(screen.getByText(AUTH_MESSAGES.passwordAlphanumeric)).toBeTruthy();

    await user.clear(screen.getByLabelText('Password'));
    await user.type(screen.getByLabelText('Password'), 'ab1');
    expect(await screen.findByText(AUTH_MESSAGES.passwordMin)).toBeTruthy();
  });

  it('registers with source Web, keeps the session and the saved account', async () => {
    const record = sessionFixture({ onboarding: { status: 0 }, sub_domain: null });
    const calls = mockApi({ 'POST /api/user/register': () => ({ data: record }) });
    const { user } = setup();
    await user.type(screen.getByLabelText('Name'), 'Ada Merchant');
    await user.type(screen.getByLabelText('E-mail'), 'Ada@Example.com');
    await user.type(screen.getByLabelText('Password'), 'secret1{Enter}');
    await waitFor(() => expect(readSession()?.record.access_token).toBe('token-1'));
    expect(calls[0]?.body).toEqual({ name: 'Ada Merchant', email: 'ada@example.com', password: 'secret1', source: 'Web' });
    expect(readSession()?.subDomainStatus).toBe('0');
    expect(readSavedAccounts()).toEqual([{ name: 'Ada Merchant', email: 'ada@example.com' }]);
  });

  it('sends the store platform as source and shows a refused sign-up', async () => {
    const calls = mockApi({
      'POST /api/user/register': () => ({ status: 400, message: [AUTH_MESSAGES.emailTaken] }),
    });
    const { user } = setup('/signup?utm_source=shopify');
    await user.type(screen.getByLabelText('Name'), 'Ada');
    await user.type(screen.getByLabelText('E-mail'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByText(AUTH_MESSAGES.emailTaken)).toBeTruthy();
    expect(calls[0]?.body).toMatchObject({ source: 'shopify' });
    expect(readSession()).toBeNull();
    expect(screen.getByRole('link', { name: 'Already registered? Login' }).getAttribute('href')).toBe(
      '/login?utm_source=shopify',
    );
  });
});

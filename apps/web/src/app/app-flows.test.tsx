import { AUTH_MESSAGES } from '@trailpost/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { readSavedAccounts, readSession, rememberAccount, storeSession } from '@/lib/session';
import { readItem } from '@/lib/storage';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { sessionFixture, subUserFixture } from '@/test/fixtures';
import { mockApi } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';
import type { GuardSession } from './guard/access';
import { decideAccess } from './guard/decide-access';
import { ROUTES } from './routes/route-table';

const NO_ACCESS = "Guess you don't have access to this module. Check with your admin for more details.";

const heading = (name: string) => screen.findByRole('heading', { name });

describe('signing in', () => {
  it('sends a visitor to Sign in, then through both steps back to the page they wanted', async () => {
    const record = sessionFixture();
    const calls = mockApi({
      'POST /api/user/verify_email': () => ({ data: { name: record.name, email: record.email } }),
      'POST /api/user/login': () => ({ data: record }),
      'GET /api/user': () => ({ data: record }),
    });
    const user = userEvent.setup();
    const { router } = renderApp('/tracking?trackingStatusArr=Delivered');

    await heading('Sign in');
    await user.type(screen.getByLabelText('E-mail'), 'ada@example.com{Enter}');
    await heading('Hi Ada Merchant');
    expect(router.state.location.pathname).toBe('/userLogin');
    expect(screen.getByText('ada@example.com')).toBeTruthy();

    await user.type(screen.getByLabelText('Password'), 'secret1{Enter}');
    await heading('Track');
    expect(router.state.location.pathname + router.state.location.search).toBe('/tracking?trackingStatusArr=Delivered');
    expect(calls.find((c) => c.path === '/api/user/login')?.body).toEqual({ email: 'ada@example.com', password: 'secret1' });
    expect(readSavedAccounts()).toEqual([{ name: 'Ada Merchant', email: 'ada@example.com' }]);
    expect(readItem(STORAGE_KEYS.profileName)).toBe('Ada Merchant');
    expect(readItem(STORAGE_KEYS.userType)).toBe('user');
    expect(readItem(STORAGE_KEYS.subDomainStatus)).toBe('1');
    expect(readItem(STORAGE_KEYS.loginEmail)).toBeNull();
    await waitFor(() => expect(calls.some((c) => c.path === '/api/user' && c.method === 'GET')).toBe(true));
    const refresh = calls.find((c) => c.path === '/api/user');
    expect(refresh?.headers.get('Authorization')).toBe('Bearer token-1');
  });

  it('shows the server message when the e-mail is not registered', async () => {
    mockApi({ 'POST /api/user/verify_email': () => ({ status: 404, message: [AUTH_MESSAGES.emailNotRegistered] }) });
    const user = userEvent.setup();
    renderApp('/login');
    await user.type(await screen.findByLabelText('E-mail'), 'nobody@example.com{Enter}');
    expect(await screen.findByText(AUTH_MESSAGES.emailNotRegistered)).toBeTruthy();
  });

  it('shows a throttled login in a toast', async () => {
    const throttled = AUTH_MESSAGES.tooManyAttempts(15);
    mockApi({ 'POST /api/user/login': () => ({ status: 429, message: [throttled] }) });
    rememberAccount({ name: 'Ada Merchant', email: 'ada@example.com' });
    const user = userEvent.setup();
    renderApp('/users');
    await user.click(await screen.findByText('Ada Merchant'));
    await user.type(await screen.findByLabelText('Password'), 'secret1{Enter}');
    expect(await screen.findByText(throttled)).toBeTruthy();
    expect(readSession()).toBeNull();
  });

  it('keeps utm_source on the way to sign-up and to the password step', async () => {
    mockApi({ 'POST /api/user/verify_email': () => ({ data: { name: 'Ada', email: 'ada@example.com' } }) });
    const user = userEvent.setup();
    const { router } = renderApp('/login?utm_source=bigcommerce');
    await heading('Sign in');
    expect(screen.getByRole('link', { name: 'Create account' }).getAttribute('href')).toBe('/signup?utm_source=bigcommerce');
    await user.type(screen.getByLabelText('E-mail'), 'ada@example.com{Enter}');
    await heading('Hi Ada');
    expect(router.state.location.search).toBe('?utm_source=bigcommerce');
    expect(readItem(STORAGE_KEYS.utmSource)).toBe('bigcommerce');
  });

  it('sends /userLogin without a chosen account to /login', async () => {
    mockApi({});
    const { router } = renderApp('/userLogin');
    await heading('Sign in');
    expect(router.state.location.pathname).toBe('/login');
  });

  it('offers the account chooser when accounts are saved', async () => {
    mockApi({});
    rememberAccount({ name: 'Ada Merchant', email: 'ada@example.com' });
    rememberAccount({ name: 'Bo Owner', email: 'bo@example.com' });
    const user = userEvent.setup();
    const { router } = renderApp('/settings');
    await heading('Choose an account');
    expect(router.state.location.pathname).toBe('/users');

    await user.click(screen.getByRole('button', { name: 'Remove an account' }));
    await user.click(screen.getByRole('button', { name: 'Remove bo@example.com' }));
    expect(screen.queryByText('Bo Owner')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(readSavedAccounts()).toEqual([{ name: 'Ada Merchant', email: 'ada@example.com' }]);

    await user.click(screen.getByText('Use another account'));
    await heading('Sign in');
  });

  it('leaves the chooser for /login once the last account is removed', async () => {
    mockApi({});
    rememberAccount({ name: 'Ada Merchant', email: 'ada@example.com' });
    const user = userEvent.setup();
    renderApp('/users');
    await user.click(await screen.findByRole('button', { name: 'Remove an account' }));
    await user.click(screen.getByRole('button', { name: 'Remove ada@example.com' }));
    await heading('Sign in');
  });
});

describe('signed-in user', () => {
  it('is taken from a sign-in page to the dashboard', async () => {
    mockApi({ 'GET /api/user': () => ({ data: sessionFixture() }) });
    storeSession(sessionFixture());
    const { router } = renderApp('/login');
    await heading('Overview');
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('goes from sign-up to onboarding, and from onboarding to the overview', async () => {
    const fresh = sessionFixture({ onboarding: { status: 0 }, sub_domain: null, custom_domain_url: null });
    mockApi({
      'POST /api/user/register': () => ({ data: fresh }),
      'GET /api/user': () => ({ data: fresh }),
      'GET /api/user/sub_domain': () => ({ data: { sub_domain: null, custom_domain_url: null } }),
      'PUT /api/user/sub_domain': () => ({ data: { sub_domain: 'acme', custom_domain_url: 'acme.trailpost.app' } }),
    });
    const user = userEvent.setup();
    const { router } = renderApp('/signup');
    await user.type(await screen.findByLabelText('Name'), 'Ada Merchant');
    await user.type(screen.getByLabelText('E-mail'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret1{Enter}');
    await heading('Hi Ada Merchant');
    expect(router.state.location.pathname).toBe('/onboarding');

    await user.type(screen.getByLabelText('Sub-domain'), 'acme');
    await user.click(screen.getByRole('button', { name: 'DONE' }));
    await heading('Overview');
    expect(router.state.location.pathname).toBe('/');
    expect(readItem(STORAGE_KEYS.subDomainStatus)).toBe('1');
  });

  it('is sent to onboarding while the sub-domain is not chosen', async () => {
    const fresh = sessionFixture({ onboarding: { status: 0 }, sub_domain: null });
    mockApi({
      'GET /api/user': () => ({ data: fresh }),
      'GET /api/user/sub_domain': () => ({ data: { sub_domain: null, custom_domain_url: null } }),
    });
    storeSession(fresh);
    const { router } = renderApp('/tracking');
    await heading('Hi Ada Merchant');
    expect(router.state.location.pathname).toBe('/onboarding');
  });

  it('logs out to the account chooser, keeping saved accounts', async () => {
    const calls = mockApi({
      'GET /api/user': () => ({ data: sessionFixture() }),
      'POST /api/user/logout': () => ({ message: [AUTH_MESSAGES.loggedOut] }),
    });
    storeSession(sessionFixture());
    rememberAccount({ name: 'Ada Merchant', email: 'ada@example.com' });
    const user = userEvent.setup();
    const { router } = renderApp('/automations');
    await heading('Automate');

    await user.click(screen.getByRole('button', { name: 'Open profile menu' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Logout' }));
    await heading('Choose an account');
    expect(router.state.location.pathname).toBe('/users');
    expect(router.state.location.state).toBeNull();
    expect(calls.find((c) => c.path === '/api/user/logout')?.headers.get('Authorization')).toBe('Bearer token-1');
    expect(readSession()).toBeNull();
    expect(readSavedAccounts()).toHaveLength(1);
  });

  it('signs out everywhere from the profile menu: every session ends on the server, this one here', async () => {
    const calls = mockApi({
      'GET /api/user': () => ({ data: sessionFixture() }),
      'POST /api/user/logout_all': () => ({ message: [AUTH_MESSAGES.loggedOutEverywhere] }),
    });
    storeSession(sessionFixture());
    rememberAccount({ name: 'Ada Merchant', email: 'ada@example.com' });
    const user = userEvent.setup();
    const { router } = renderApp('/dashboard');
    await heading('Overview');

    await user.click(screen.getByRole('button', { name: 'Open profile menu' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Sign out everywhere' }));
    await heading('Choose an account');
    expect(router.state.location.pathname).toBe('/users');
    expect(calls.filter((c) => c.path === '/api/user/logout_all')).toHaveLength(1);
    expect(calls.some((c) => c.path === '/api/user/logout')).toBe(false);
    expect(readSession()).toBeNull();
  });

  it('opens the profile from the profile menu', async () => {
    mockApi({ 'GET /api/user': () => ({ data: sessionFixture() }) });
    storeSession(sessionFixture());
    const user = userEvent.setup();
    const { router } = renderApp('/dashboard');
    await heading('Overview');
    await user.click(screen.getByRole('button', { name: 'Open profile menu' }));
    await user.click(await screen.findByRole('menuitem', { name: 'View Profile' }));
    await heading('Settings');
    expect(router.state.location.pathname).toBe('/settings_profile');
  });

  it('loses the session on a 401 and is sent to sign in', async () => {
    mockApi({ 'GET /api/user': () => ({ status: 401, message: [AUTH_MESSAGES.sessionExpired] }) });
    storeSession(sessionFixture());
    const { router } = renderApp('/tracking');
    await heading('Sign in');
    expect(router.state.location.pathname).toBe('/login');
    expect(readSession()).toBeNull();
    expect(screen.getAllByText(AUTH_MESSAGES.sessionExpired).length).toBeGreaterThan(0);
  });
});

describe('shell', () => {
  it('shows every menu entry to a main user, with the external links', async () => {
    mockApi({ 'GET /api/user': () => ({ data: sessionFixture() }) });
    storeSession(sessionFixture());
    renderApp('/dashboard');
    await heading('Overview');
    const menu = screen.getByRole('navigation', { name: 'Main menu' });
    for (const label of ['Overview', 'Track', 'Automate', 'Integrate', 'Page', 'Button', 'Settings']) {
      expect(within(menu).getByRole('link', { name: label })).toBeTruthy();
    }
    const support = within(menu).getByRole('link', { name: 'Support' });
    expect(support.getAttribute('target')).toBe('_blank');
    const docs = within(menu).getByRole('link', { name: 'API documentation' });
    expect(docs.getAttribute('href')).toBe('/api/docs');
    expect(docs.getAttribute('target')).toBe('_blank');
  });

  it('collapses and expands the side menu', async () => {
    mockApi({ 'GET /api/user': () => ({ data: sessionFixture() }) });
    storeSession(sessionFixture());
    const user = userEvent.setup();
    renderApp('/dashboard');
    await heading('Overview');
    const menu = screen.getByRole('navigation', { name: 'Main menu' });
    expect(within(menu).getByText('Track')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Collapse menu' }));
    expect(within(menu).queryByText('Track')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Expand menu' }));
    expect(within(menu).getByText('Track')).toBeTruthy();
  });

  it('shows a sub-user only the entries of their roles, and no access elsewhere', async () => {
    const record = subUserFixture(['tracking']);
    mockApi({ 'GET /api/user': () => ({ data: record }) });
    storeSession(record);
    renderApp('/automations');
    await heading('Automate');
    expect(screen.getByText(NO_ACCESS)).toBeTruthy();
    const menu = screen.getByRole('navigation', { name: 'Main menu' });
    expect(within(menu).getByRole('link', { name: 'Track' })).toBeTruthy();
    for (const label of ['Overview', 'Automate', 'Integrate', 'Page', 'Button', 'Settings']) {
      expect(within(menu).queryByRole('link', { name: label })).toBeNull();
    }
  });

  it('sends a sub-user at / to the page of their first role', async () => {
    const record = subUserFixture(['automations', 'tracking']);
    mockApi({ 'GET /api/user': () => ({ data: record }) });
    storeSession(record);
    const { router } = renderApp('/');
    await heading('Automate');
    expect(router.state.location.pathname).toBe('/automations');
  });

  it('is not drawn on public pages', async () => {
    mockApi({});
    storeSession(sessionFixture());
    renderApp('/trackingPage/1Z999');
    await waitFor(() => expect(screen.queryByRole('navigation', { name: 'Main menu' })).toBeNull());
  });
});

describe('other pages', () => {
  it('shows Page Not Found for an unknown address', async () => {
    mockApi({});
    renderApp('/no/such/page');
    expect(await screen.findByText('Page Not Found.')).toBeTruthy();
    expect(screen.getByText(/does not exist/)).toBeTruthy();
  });

  it('explains when there is no local outbox', async () => {
    mockApi({ 'GET /api/outbox': () => ({ status: 404, message: ['Not found'] }) });
    renderApp('/outbox');
    expect(await screen.findByText('E-mail and SMS are sent through their providers; there is no local outbox.')).toBeTruthy();
  });

  it('lists outbox e-mails with clickable links', async () => {
    mockApi({
      'GET /api/outbox': () => ({
        data: [
          {
            _id: 'm1',
            channel: 'email',
            to: 'ada@example.com',
            from: null,
            reply_to: null,
            cc: [],
            subject: 'Reset your password',
            text: 'Open https://app.example/reset_password?token=abc to continue.',
            html: null,
            status: 'kept',
            error: null,
            created_at: '2026-01-02T03:04:05.000Z',
          },
          {
            _id: 'm2',
            channel: 'sms',
            to: '+14155550100',
            from: null,
            reply_to: null,
            cc: [],
            subject: '',
            text: 'Your parcel 1Z999 is out for delivery',
            html: null,
            status: 'kept',
            error: null,
            created_at: '2026-01-02T03:05:05.000Z',
          },
          {
            _id: 'm3',
            channel: 'email',
            to: 'buyer@example.com',
            from: 'orders@acme.example',
            reply_to: 'care@acme.example',
            cc: [],
            subject: 'Your order is on its way',
            text: 'Your order is on its way',
            html: '<p>Your order is <strong>on its way</strong></p>',
            status: 'kept',
            error: null,
            created_at: '2026-01-02T03:06:05.000Z',
          },
        ],
      }),
    });
    const user = userEvent.setup();
    renderApp('/outbox');
    await user.click(await screen.findByText('Reset your password'));
    const link = await screen.findByRole('link', { name: 'https://app.example/reset_password?token=abc' });
    expect(link.getAttribute('href')).toBe('https://app.example/reset_password?token=abc');
    // An SMS reads as its text; an HTML e-mail is drawn in a sandboxed frame, scripts and same origin withheld.
    expect(screen.getAllByText('Your parcel 1Z999 is out for delivery').length).toBeGreaterThan(0);
    await user.click(screen.getByText('Your order is on its way'));
    const frame = await screen.findByTitle('E-mail: Your order is on its way');
    expect(frame.getAttribute('sandbox')).toBe('');
    expect(frame.getAttribute('srcdoc')).toContain('<strong>on its way</strong>');
  });
});

describe('a screen the role cannot open', () => {
  /** A guarded route's address, its parameters filled in. */
  const addressOf = (path: string) => path.replace(/:[^/]+/g, 'x1');
  const clerk: GuardSession = { userType: 'subuser', roles: ['tracking'], subDomainStatus: '1' };
  const shut = ROUTES.filter((route) => route.kind === 'guarded' && decideAccess({ path: addressOf(route.path), session: clerk, hasSavedAccounts: false }).kind === 'no-access');
  /** What the shell asks for on every screen: the user and its notifications. */
  const SHELL_CALLS = /^\/api\/(user|firebase\/notifications)$/;

  it.each(shut.map((route) => addressOf(route.path)))('%s: says so and asks the server nothing the screen would', async (address) => {
    const record = subUserFixture(['tracking']);
    const calls = mockApi({ 'GET /api/user': () => ({ data: record }) });
    storeSession(record);
    renderApp(address);
    expect(await screen.findByText(NO_ACCESS)).toBeTruthy();
    // Only the shell's own calls (the user, its notifications), never the screen's.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls.map((call) => call.path).filter((path) => !SHELL_CALLS.test(path))).toEqual([]);
  });
});

import type { RoleValue } from '@trailpost/contracts';
import { describe, expect, it } from 'vitest';
import { ROUTES } from '../routes/route-table';
import type { GuardSession } from './access';
import { decideAccess, TWO_FACTOR_ENROLMENT_PATH, type GuardInput } from './decide-access';

const main: GuardSession = { userType: 'user', roles: [], subDomainStatus: '1' };
const newMain: GuardSession = { ...main, subDomainStatus: '0' };
const sub = (...roles: RoleValue[]): GuardSession => ({ userType: 'subuser', roles, subDomainStatus: '1' });

const decide = (path: string, session: GuardSession | null, extra: Partial<GuardInput> = {}) =>
  decideAccess({ path, session, hasSavedAccounts: false, ...extra });

const AUTH_PAGES = ['/login', '/signup', '/users', '/userLogin', '/forgotPassword'];
const PUBLIC_PAGES = [
  '/reset_password',
  '/trackingPage',
  '/trackingPage/',
  '/trackingPage/1Z999',
  '/trackingButton',
  '/shopifyApp/install',
  '/shopify_to_trailpost_token',
  '/bigCommerceApp/install',
  '/bigCommerceApp/load',
  '/outbox',
];

describe('logged-out visitor', () => {
  it('is sent from a guarded route to /login when no account is saved, remembering the page', () => {
    expect(decide('/tracking', null)).toEqual({ kind: 'redirect', to: '/login', rememberFrom: true });
    expect(decide('/', null)).toEqual({ kind: 'redirect', to: '/login', rememberFrom: true });
  });

  it('is sent to the account chooser when saved accounts exist', () => {
    expect(decide('/automations/add', null, { hasSavedAccounts: true })).toEqual({
      kind: 'redirect',
      to: '/users',
      rememberFrom: true,
    });
  });

  it('is sent away from every guarded route', () => {
    for (const route of ROUTES.filter((r) => r.kind === 'guarded')) {
      const path = route.path.replace(':id', '42');
      expect(decide(path, null).kind, path).toBe('redirect');
    }
  });

  it('may open sign-in, public and unknown pages', () => {
    for (const path of [...AUTH_PAGES, '/accept_invite', ...PUBLIC_PAGES, '/no/such/page']) {
      expect(decide(path, null), path).toEqual({ kind: 'allow' });
    }
  });
});

describe('signed-in user on a sign-in page', () => {
  it('returns to the page they came from', () => {
    for (const path of AUTH_PAGES) {
      expect(decide(path, main, { from: '/tracking?query=abc' })).toEqual({
        kind: 'redirect',
        to: '/tracking?query=abc',
        rememberFrom: false,
      });
    }
  });

  it('goes to /onboarding while onboarding is not done, else /dashboard', () => {
    for (const path of AUTH_PAGES) {
      expect(decide(path, newMain)).toMatchObject({ kind: 'redirect', to: '/onboarding' });
      expect(decide(path, main)).toMatchObject({ kind: 'redirect', to: '/dashboard' });
    }
  });

  it('ignores a "from" that is itself a sign-in or public page', () => {
    expect(decide('/login', main, { from: '/users' })).toMatchObject({ to: '/dashboard' });
    expect(decide('/login', main, { from: '/trackingPage/1' })).toMatchObject({ to: '/dashboard' });
  });

  it('sends a sub-user to the page of their first role', () => {
    expect(decide('/login', sub('automations', 'dashboard'))).toMatchObject({ to: '/automations' });
  });

  it('applies the same rule to the invitation page', () => {
    expect(decide('/accept_invite', main)).toMatchObject({ kind: 'redirect', to: '/dashboard' });
  });
});

describe('onboarding', () => {
  it('sends a main user without a sub-domain to /onboarding from any guarded route', () => {
    for (const path of ['/', '/dashboard', '/tracking', '/settings', '/integrated_list']) {
      expect(decide(path, newMain), path).toEqual({ kind: 'redirect', to: '/onboarding', rememberFrom: false });
    }
  });

  it('lets that user open /onboarding and public pages', () => {
    expect(decide('/onboarding', newMain)).toEqual({ kind: 'allow' });
    expect(decide('/trackingPage/1Z', newMain)).toEqual({ kind: 'allow' });
  });

  it('sends a user whose sub-domain is set from /onboarding to /dashboard', () => {
    expect(decide('/onboarding', main)).toEqual({ kind: 'redirect', to: '/dashboard', rememberFrom: false });
    expect(decide('/onboarding', sub('settings'))).toMatchObject({ to: '/dashboard' });
  });

  it('does not send a sub-user to onboarding', () => {
    const pending: GuardSession = { ...sub('tracking'), subDomainStatus: '0' };
    expect(decide('/tracking', pending)).toEqual({ kind: 'allow' });
  });
});

describe('main user', () => {
  it('opens every guarded route except a finished onboarding and an enrolment it does not need', () => {
    for (const route of ROUTES.filter((r) => r.kind === 'guarded' && r.path !== '/onboarding' && r.path !== TWO_FACTOR_ENROLMENT_PATH)) {
      const path = route.path.replace(':id', '42');
      expect(decide(path, main), path).toEqual({ kind: 'allow' });
    }
  });

  it('sees the overview at /', () => {
    expect(decide('/', main)).toEqual({ kind: 'allow' });
  });
});

describe('sub-user', () => {
  it('is redirected at / to the page of the first role', () => {
    expect(decide('/', sub('dashboard', 'tracking'))).toMatchObject({ kind: 'redirect', to: '/dashboard' });
    expect(decide('/', sub('tracking'))).toMatchObject({ to: '/tracking' });
    expect(decide('/', sub('assignTracking'))).toMatchObject({ to: '/tracking' });
    expect(decide('/', sub('automations', 'dashboard'))).toMatchObject({ to: '/automations' });
    expect(decide('/', sub('settings'))).toMatchObject({ to: '/settings' });
    expect(decide('/', sub())).toMatchObject({ to: '/settings' });
  });

  it('may always open /settings', () => {
    expect(decide('/settings', sub())).toEqual({ kind: 'allow' });
    expect(decide('/settings', sub('tracking'))).toEqual({ kind: 'allow' });
  });

  it('sees the no-access screen on routes of roles they lack', () => {
    const user = sub('dashboard');
    for (const path of [
      '/tracking',
      '/tracking/42',
      '/automations/add',
      '/automations/42/logs',
      '/webhook',
      '/integrated_list',
      '/add_shopify',
      '/edit_cdl/42',
      '/custom_tracking_page/edit/42',
      '/track_button_custom',
      '/sub_users',
      '/tags',
    ]) {
      expect(decide(path, user), path).toEqual({ kind: 'no-access' });
    }
    expect(decide('/dashboard', sub('tracking'))).toEqual({ kind: 'no-access' });
    expect(decide('/inbox', sub('tracking'))).toEqual({ kind: 'no-access' });
  });

  it('opens the routes of the roles they hold', () => {
    expect(decide('/dashboard', sub('dashboard'))).toEqual({ kind: 'allow' });
    expect(decide('/tracking/export', sub('tracking'))).toEqual({ kind: 'allow' });
    expect(decide('/tracking/edit/42', sub('assignTracking'))).toEqual({ kind: 'allow' });
    expect(decide('/automations/edit/42', sub('automations'))).toEqual({ kind: 'allow' });
    expect(decide('/custom_domain', sub('settings'))).toEqual({ kind: 'allow' });
    expect(decide('/integrations', sub('settings'))).toEqual({ kind: 'allow' });
  });

  it("sees the no-access screen on the owner's screens whatever their roles", () => {
    for (const path of ['/sub_users', '/audit_log']) expect(decide(path, sub('settings', 'tracking', 'dashboard')), path).toEqual({ kind: 'no-access' });
  });

  it('opens their own profile whatever their roles', () => {
    for (const roles of [[], ['tracking'], ['settings']] as const) expect(decide('/settings_profile', sub(...roles)), roles.join()).toEqual({ kind: 'allow' });
  });

  it('opens webhooks only with the settings and the full tracking access (they send every shipment)', () => {
    expect(decide('/webhook', sub('settings'))).toEqual({ kind: 'no-access' });
    expect(decide('/webhook', sub('settings', 'assignTracking'))).toEqual({ kind: 'no-access' });
    expect(decide('/webhook', sub('settings', 'tracking'))).toEqual({ kind: 'allow' });
  });

  it('opens public pages whatever the roles', () => {
    for (const path of PUBLIC_PAGES) expect(decide(path, sub()), path).toEqual({ kind: 'allow' });
  });
});

describe('a sub-user whose organization requires two-step sign-in', () => {
  const unenrolled: GuardSession = { ...sub('tracking', 'settings'), mustEnrolTwoFactor: true };

  it('is sent to enrolment from every other guarded page, and from the sign-in screens', () => {
    for (const path of ['/dashboard', '/tracking', '/settings_profile']) {
      expect(decide(path, unenrolled), path).toEqual({ kind: 'redirect', to: TWO_FACTOR_ENROLMENT_PATH, rememberFrom: false });
    }
    expect(decide('/login', unenrolled)).toEqual({ kind: 'redirect', to: TWO_FACTOR_ENROLMENT_PATH, rememberFrom: false });
    expect(decide(TWO_FACTOR_ENROLMENT_PATH, unenrolled)).toEqual({ kind: 'allow' });
  });

  it('leaves enrolment once it is on', () => {
    expect(decide(TWO_FACTOR_ENROLMENT_PATH, sub('tracking'))).toEqual({ kind: 'redirect', to: '/tracking', rememberFrom: false });
  });
});

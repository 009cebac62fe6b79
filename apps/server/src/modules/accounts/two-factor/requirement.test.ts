import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TWO_FACTOR_MESSAGES } from '@trailpost/contracts';
import { NO_ACCESS_MESSAGE } from '../../../platform/auth.js';
import { createSubUser, messagesOf, signUp, type SignedIn } from '../../../test/accounts.js';
import { useTestApp } from '../../../test/harness.js';
import { enrolTwoFactor, holdClockMidStep, passwordStep } from '../../../test/two-factor.js';

const t = useTestApp();

beforeEach(() => {
  holdClockMidStep();
});
afterEach(() => {
  vi.useRealTimers();
});

const ORGANIZATION = { company_name: 'Acme Retail', contact_no: '+91 98765 43210', address1: '12 MG Road', city: 'Bengaluru', state: 'Karnataka', country_name: 'India' };
const saveOrganization = (who: SignedIn, require_two_factor?: boolean) =>
  t.app.inject({ method: 'PUT', url: '/api/user/organization', headers: who.headers, payload: { ...ORGANIZATION, require_two_factor } });
const readOrganization = (who: SignedIn) => t.app.inject({ method: 'GET', url: '/api/user/organization', headers: who.headers });
const me = (who: SignedIn) => t.app.inject({ method: 'GET', url: '/api/user', headers: who.headers });

async function requiringOwner(): Promise<SignedIn> {
  const owner = await signUp(t.app);
  const saved = await saveOrganization(owner, true);
  expect(saved.statusCode, saved.body).toBe(200);
  expect(saved.json().data.require_two_factor).toBe(true);
  return owner;
}

describe('an organization requiring two-step sign-in', () => {
  it('is the owner’s to switch; a form leaving the value out or unchanged keeps it', async () => {
    const owner = await requiringOwner();
    expect((await readOrganization(owner)).json().data.require_two_factor).toBe(true);
    expect((await saveOrganization(owner)).json().data.require_two_factor).toBe(true);
    const settingsUser = await createSubUser(t.app, t.database, owner, ['settings']);
    await enrolTwoFactor(t.app, settingsUser);
    expect((await saveOrganization(settingsUser, true)).statusCode).toBe(200);
    const change = await saveOrganization(settingsUser, false);
    expect([change.statusCode, messagesOf(change)]).toEqual([403, [TWO_FACTOR_MESSAGES.ownerOnly]]);
    expect((await readOrganization(owner)).json().data.require_two_factor).toBe(true);
  });

  it('refuses a sub-user without the settings role (403)', async () => {
    const owner = await signUp(t.app);
    const sub = await createSubUser(t.app, t.database, owner, ['dashboard']);
    const response = await saveOrganization(sub, true);
    expect([response.statusCode, messagesOf(response)]).toEqual([403, [NO_ACCESS_MESSAGE]]);
  });

  it('sends an un-enrolled sub-user to enrolment: only its record, the enrolment and sign-out answer until it is on', async () => {
    const owner = await requiringOwner();
    const sub = await createSubUser(t.app, t.database, owner, ['dashboard', 'tracking', 'settings']);
    expect(sub.session).toMatchObject({ two_factor_enabled: false, two_factor_enrolment_required: true });
    expect((await me(sub)).statusCode).toBe(200);
    for (const url of ['/api/trackings', '/api/user/profile', '/api/user/sessions']) {
      const refused = await t.app.inject({ method: 'GET', url, headers: sub.headers });
      expect([refused.statusCode, messagesOf(refused)], url).toEqual([403, [TWO_FACTOR_MESSAGES.enrolmentRequired]]);
    }
    await enrolTwoFactor(t.app, sub);
    expect((await me(sub)).json().data).toMatchObject({ two_factor_enabled: true, two_factor_enrolment_required: false });
    expect((await t.app.inject({ method: 'GET', url: '/api/trackings', headers: sub.headers })).statusCode).toBe(200);
    await passwordStep(t.app, sub.session.email);
  });

  it('lets the un-enrolled sub-user sign out', async () => {
    const owner = await requiringOwner();
    const sub = await createSubUser(t.app, t.database, owner, ['dashboard']);
    expect((await t.app.inject({ method: 'POST', url: '/api/user/logout', headers: sub.headers })).statusCode).toBe(200);
    expect((await me(sub)).statusCode).toBe(401);
  });

  it('leaves the owner, and other merchants’ sub-users, as they were', async () => {
    const owner = await requiringOwner();
    expect((await me(owner)).json().data.two_factor_enrolment_required).toBe(false);
    expect((await t.app.inject({ method: 'GET', url: '/api/trackings', headers: owner.headers })).statusCode).toBe(200);
    const otherOwner = await signUp(t.app);
    const otherSub = await createSubUser(t.app, t.database, otherOwner, ['tracking']);
    expect(otherSub.session.two_factor_enrolment_required).toBe(false);
    expect((await t.app.inject({ method: 'GET', url: '/api/trackings', headers: otherSub.headers })).statusCode).toBe(200);
  });
});

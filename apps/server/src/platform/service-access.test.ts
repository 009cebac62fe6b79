import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ROLE_VALUES, type RoleValue } from '@trailpost/contracts';
import { useTestApp } from '../test/harness.js';
import type { AuthContext } from './auth.js';
import * as dashboard from '../modules/dashboard/service.js';
import * as settingsOrganization from '../modules/settings/organization.js';
import * as shipments from '../modules/shipments/service.js';
import * as tags from '../modules/tags/service.js';
import * as roles from '../modules/team/roles.js';
import * as senderDomains from '../modules/sender-domains/service.js';

/**
 * The route matrix proves the routes; this proves the check sits in the service functions
 * themselves, so that a caller which is not a route (a job, an API key) meets it too.
 */
const testApp = useTestApp();

function subUser(access: RoleValue[]): AuthContext {
  return { sessionId: randomUUID(), userId: randomUUID(), tenantId: randomUUID(), userType: 'subuser', roles: access };
}

const range = { from_date: '2026-01-01T00:00:00Z', to_date: '2026-01-31T23:59:59Z' };

const CALLS: { access: RoleValue; name: string; call(auth: AuthContext): Promise<unknown> }[] = [
  { access: 'tracking', name: 'listShipments', call: (auth) => shipments.listShipments(testApp.app.ctx, auth, { pageId: 1, limit: 10, filters: {}, search: '' }) },
  { access: 'tracking', name: 'suggest', call: (auth) => shipments.suggest(testApp.app.ctx, auth, 'x') },
  { access: 'tracking', name: 'searchTags', call: (auth) => tags.searchTags(testApp.app.ctx, auth, '') },
  { access: 'dashboard', name: 'trackingCount', call: (auth) => dashboard.trackingCount(testApp.app.ctx, auth, range) },
  { access: 'settings', name: 'getOrganization', call: (auth) => settingsOrganization.getOrganization(testApp.app.ctx, auth) },
  { access: 'settings', name: 'deleteTag', call: (auth) => tags.deleteTag(testApp.app.ctx, auth, randomUUID()) },
  { access: 'settings', name: 'listSenderDomains', call: (auth) => senderDomains.listSenderDomains(testApp.app.ctx, auth) },
  { access: 'settings', name: 'validateSenderDomain', call: (auth) => senderDomains.validateSenderDomain(testApp.app.ctx, auth, randomUUID()) },
];

async function statusOf(promise: Promise<unknown>): Promise<number> {
  try {
    await promise;
    return 200;
  } catch (error) {
    return (error as { statusCode?: number }).statusCode ?? 500;
  }
}

describe('service functions check the caller’s access themselves', () => {
  for (const { access, name, call } of CALLS) {
    it(`${name} refuses a caller without ${access} and lets one holding it alone through`, async () => {
      // assignTracking narrows tracking rather than granting anything of its own.
      const others = ROLE_VALUES.filter((value) => value !== access && value !== 'assignTracking');
      expect(await statusOf(call(subUser(others)))).toBe(403);
      expect(await statusOf(call(subUser([access])))).not.toBe(403);
    });
  }

  it('keeps users and roles to the account owner even with settings access', async () => {
    expect(await statusOf(roles.getRoles(testApp.app.ctx, subUser(['settings'])))).toBe(403);
    expect(await statusOf(roles.getRoles(testApp.app.ctx, { ...subUser(['settings']), userType: 'user' }))).toBe(200);
  });
});

import { describe, expect, it } from 'vitest';
import { useMerchant } from '../../test/accounts.js';
import { useTestApp } from '../../test/harness.js';
import { expectOrderIndependent } from '../../test/order-independence.js';
import { createSandboxProvider } from '../providers/sandbox.js';
import type { ProviderEvent, ProviderResult } from '../providers/types.js';

const t = useTestApp();
const owner = useMerchant(t);
const tenant = () => owner.session.user_details.tenant_id;

const at = (minute: number | null) => (minute === null ? null : new Date(Date.UTC(2026, 5, 1, 8, minute)));
const scan = (key: string, minute: number | null, tag: ProviderEvent['tag'], extra: Partial<ProviderEvent> = {}): ProviderEvent => ({
  dedupeKey: `test:${key}`, time: at(minute), tag, subtag: null, message: `${tag} ${key}`, location: null, countryIso: null, ...extra,
});

describe('the status rule is order-independent', () => {
  it('for a journey with a late informational scan, equal times and a scan without a time', async () => {
    const journey: ProviderResult = {
      events: [
        scan('label', null, 'InfoReceived', { informational: true }),
        scan('info', 0, 'InfoReceived'),
        scan('picked', 30, 'InTransit'),
        scan('out', 90, 'OutForDelivery'),
        scan('done', 90, 'Delivered'),
        scan('measured', 120, 'InTransit', { informational: true }),
      ],
      expectedDelivery: new Date(Date.UTC(2026, 5, 2)),
    };
    expect(await expectOrderIndependent(t.database.db, tenant(), journey)).toBe('Delivered');
  });

  it('for a provider that reports its own status, including stale answers', async () => {
    const journey: ProviderResult = {
      events: [scan('a', 0, 'InfoReceived'), scan('b', 20, 'InTransit'), scan('c', 40, 'Exception'), scan('d', 60, 'InTransit')],
      status: 'InTransit',
      expectedDelivery: new Date(Date.UTC(2026, 5, 3)),
    };
    expect(await expectOrderIndependent(t.database.db, tenant(), journey)).toBe('InTransit');
  });

  it('for the sandbox journeys', async () => {
    const created = new Date('2026-06-01T00:00:00Z');
    const sandbox = createSandboxProvider({ stepSeconds: 60, now: () => new Date(created.getTime() + 10_000 * 60_000) });
    for (const number of ['SBX20001', 'SBX20002', 'SBX20007']) {
      const journey = await sandbox.fetch({ id: 'x', tenantId: tenant(), slug: 'usps', trackingNumber: number, postalCode: null, trackingShipDate: null, originCountry: 'US', createdAt: created }, null);
      if (journey.events.length) await expectOrderIndependent(t.database.db, tenant(), { ...journey, nextCheckAt: undefined }, 10);
    }
  });
});

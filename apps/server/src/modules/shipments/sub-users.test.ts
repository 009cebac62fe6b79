import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHIPMENT_MESSAGES, SHIPMENT_STATUSES } from '@trailpost/contracts';
import { NO_ACCESS_MESSAGE } from '../../platform/auth.js';
import { createSubUser, messagesOf, signUp, type SignedIn } from '../../test/accounts.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { addShipment } from '../../test/shipments.js';

let t: TestApp;
let owner: SignedIn;
let limited: SignedIn;
let colleague: SignedIn;
let mine: string;
let theirs: string;

beforeAll(async () => {
  t = await createTestApp();
  owner = await signUp(t.app);
  limited = await createSubUser(t.app, t.database, owner, ['tracking', 'assignTracking']);
  colleague = await createSubUser(t.app, t.database, owner, ['tracking', 'assignTracking']);
  mine = (await addShipment(t.app, owner, { assigned_id: limited.session._id }))._id;
  theirs = (await addShipment(t.app, owner, { assigned_id: colleague.session._id }))._id;
  await addShipment(t.app, owner);
});
afterAll(async () => t.close());

const listAs = async (who: SignedIn, filters: object) => {
  const url = `/api/trackings?filters=${encodeURIComponent(JSON.stringify(filters))}`;
  return (await t.app.inject({ method: 'GET', url, headers: who.headers })).json().data as { trackings: { _id: string }[]; total_records: number };
};

describe('a sub-user with assignTracking', () => {
  it('sees only its own shipments, whatever filters it sends', async () => {
    for (const filters of [{ status: [...SHIPMENT_STATUSES] }, { assigned_id: [colleague.session._id] }, { assigned_id: [false] }, { is_shipment_assigned: false }]) {
      const page = await listAs(limited, filters);
      expect(page.trackings.map((row) => row._id)).toEqual([mine]);
      expect(page.total_records).toBe(1);
    }
  });

  it("cannot open, edit, delete or bulk-change a colleague's shipment", async () => {
    expect((await t.app.inject({ method: 'GET', url: `/api/trackings/${theirs}`, headers: limited.headers })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/trackings/${theirs}`, headers: limited.headers })).statusCode).toBe(404);
    const bulk = await t.app.inject({ method: 'POST', url: '/api/tracking/bulk/update/status', headers: limited.headers, payload: { ids: [theirs, mine], current_status: 'Delivered' } });
    expect(bulk.json().data.count).toBe(1);
  });

  it('owns the shipments it adds', async () => {
    const added = await addShipment(t.app, limited);
    expect(added.assigned_id).toBe(limited.session._id);
    expect((await listAs(limited, {})).total_records).toBe(2);
    // Gone again, so the other tests find the one shipment they count on, in whatever order they run.
    expect((await t.app.inject({ method: 'DELETE', url: `/api/trackings/${added._id}`, headers: limited.headers })).statusCode).toBe(200);
  });

  it('cannot assign or unassign', async () => {
    for (const assigned_id of [colleague.session._id, undefined]) {
      const response = await t.app.inject({ method: 'POST', url: '/api/tracking/bulk/assign_or_unassign_user', headers: limited.headers, payload: { ids: [mine], assigned_id } });
      expect(response.statusCode).toBe(403);
      expect(messagesOf(response)).toEqual([SHIPMENT_MESSAGES.subUserCannotAssign]);
    }
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/trackings/${mine}`,
      headers: limited.headers,
      payload: { customer_emails: [], other_emails: [], customer_phone_numbers: [], tags: [], assigned_id: null },
    });
    expect(put.statusCode).toBe(403);
  });

  it('gets filter options from its own shipments and no sub-user list', async () => {
    const data = (await t.app.inject({ method: 'GET', url: '/api/trackings/filters', headers: limited.headers })).json().data;
    expect(data.courier).toEqual([{ label: 'USPS', value: 'usps' }]);
    expect(data.sub_users).toEqual([]);
  });
});

describe('other sub-users', () => {
  it('with tracking alone see every shipment of the tenant', async () => {
    const viewer = await createSubUser(t.app, t.database, owner, ['tracking']);
    expect((await listAs(viewer, {})).total_records).toBeGreaterThanOrEqual(3);
  });

  it('without tracking access are refused with the access message', async () => {
    const analyst = await createSubUser(t.app, t.database, owner, ['dashboard']);
    for (const request of [
      { method: 'GET' as const, url: '/api/trackings' },
      { method: 'GET' as const, url: `/api/trackings/${mine}` },
      { method: 'POST' as const, url: '/api/trackings', payload: { slug: 'usps', tracking_number: 'ABCD1234' } },
    ]) {
      const response = await t.app.inject({ ...request, headers: analyst.headers });
      expect(response.statusCode).toBe(403);
      expect(messagesOf(response)).toEqual([NO_ACCESS_MESSAGE]);
    }
  });
});

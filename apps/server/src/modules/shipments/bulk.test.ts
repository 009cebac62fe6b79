import { describe, expect, it } from 'vitest';
import { SHIPMENT_MESSAGES } from '@trailpost/contracts';
import { createSubUser, messagesOf, signUp, useMerchant } from '../../test/accounts.js';
import { useTestApp } from '../../test/harness.js';
import { addShipment } from '../../test/shipments.js';

const t = useTestApp();
const owner = useMerchant(t);

const post = (url: string, payload: object, who = owner) => t.app.inject({ method: 'POST', url: `/api/tracking/bulk/${url}`, headers: who.headers, payload });
const get = (id: string, who = owner) => t.app.inject({ method: 'GET', url: `/api/trackings/${id}`, headers: who.headers });
const three = async () => Promise.all([addShipment(t.app, owner), addShipment(t.app, owner), addShipment(t.app, owner)]);

describe('bulk actions', () => {
  it('sets the status of the selected shipments', async () => {
    const [a, b, c] = await three();
    const response = await post('update/status', { ids: [a!._id, b!._id], current_status: 'Delivered' });
    expect(response.json()).toEqual({ meta: { code: 200, message: [SHIPMENT_MESSAGES.statusUpdated] }, data: { count: 2 } });
    expect((await get(a!._id)).json().data.current_status).toBe('Delivered');
    expect((await get(c!._id)).json().data.current_status).toBe('Pending');
  });

  it('refuses an unknown status', async () => {
    const [a] = await three();
    expect((await post('update/status', { ids: [a!._id], current_status: 'Lost' })).statusCode).toBe(400);
  });

  it('assigns and unassigns', async () => {
    const sub = await createSubUser(t.app, t.database, owner, ['tracking']);
    const [a, b] = await three();
    const assigned = await post('assign_or_unassign_user', { ids: [a!._id, b!._id], assigned_id: sub.session._id });
    expect(assigned.json()).toEqual({ meta: { code: 200, message: [SHIPMENT_MESSAGES.assigned] }, data: { count: 2 } });
    expect((await get(b!._id)).json().data.assigned_to).toBe('Sub User');
    const unassigned = await post('assign_or_unassign_user', { ids: [a!._id] });
    expect(unassigned.json()).toEqual({ meta: { code: 200, message: [SHIPMENT_MESSAGES.unassigned] }, data: { count: 1 } });
    expect((await get(a!._id)).json().data.assigned_id).toBeNull();
  });

  it('refuses an assignee outside the tenant', async () => {
    const [a] = await three();
    const response = await post('assign_or_unassign_user', { ids: [a!._id], assigned_id: owner.session._id });
    expect(response.statusCode).toBe(400);
    expect(messagesOf(response)).toEqual([SHIPMENT_MESSAGES.assigneeNotFound]);
  });

  it('deletes the selected shipments', async () => {
    const [a, b, c] = await three();
    const response = await post('delete', { ids: [a!._id, b!._id] });
    expect(response.json()).toEqual({ meta: { code: 200, message: [SHIPMENT_MESSAGES.bulkDeleted] }, data: { count: 2 } });
    expect((await get(a!._id)).statusCode).toBe(404);
    expect((await get(c!._id)).statusCode).toBe(200);
  });

  it("answers 404 for another tenant's ids and touches nothing", async () => {
    const [a] = await three();
    const stranger = await signUp(t.app);
    for (const [action, body] of [
      ['delete', { ids: [a!._id] }],
      ['update/status', { ids: [a!._id], current_status: 'Expired' }],
      ['assign_or_unassign_user', { ids: [a!._id], assigned_id: null }],
    ] as const) {
      const response = await post(action, body, stranger);
      expect(response.statusCode, action).toBe(404);
      expect(messagesOf(response)).toEqual([SHIPMENT_MESSAGES.notFound]);
    }
    expect((await get(a!._id)).json().data.current_status).toBe('Pending');
  });

  it('needs a selection, and at most 1000 ids', async () => {
    const empty = await post('delete', { ids: [] });
    expect(empty.statusCode).toBe(400);
    expect(messagesOf(empty)).toEqual([SHIPMENT_MESSAGES.noSelection]);
    const ids = Array.from({ length: 1001 }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`);
    const many = await post('delete', { ids });
    expect(many.statusCode).toBe(400);
    expect(messagesOf(many)).toEqual([SHIPMENT_MESSAGES.tooManySelected]);
  });
});

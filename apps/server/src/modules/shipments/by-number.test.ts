import { describe, expect, it } from 'vitest';
import { SHIPMENT_MESSAGES } from '@trailpost/contracts';
import { NO_ACCESS_MESSAGE } from '../../platform/auth.js';
import { createSubUser, expectHiddenFromOtherTenants, signUp, type SignedIn } from '../../test/accounts.js';
import { useTestApp } from '../../test/harness.js';
import { addShipment, uniqueNumber } from '../../test/shipments.js';

const t = useTestApp();

/** `/api/trackings/{slug}/{tracking_number}`, the number encoded as a client sends it. */
const byNumber = (slug: string, number: string, rest = '') => `/api/trackings/${slug}/${encodeURIComponent(number)}${rest}`;
const call = (who: Pick<SignedIn, 'headers'>, method: 'GET' | 'PUT' | 'DELETE' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: who.headers, ...(payload ? { payload } : {}) });

describe('a shipment by courier and tracking number', () => {
  it('answers GET exactly as GET /trackings/{id} does', async () => {
    const owner = await signUp(t.app);
    const shipment = await addShipment(t.app, owner, { tracking_number: uniqueNumber('A/B ') });
    const byId = await call(owner, 'GET', `/api/trackings/${shipment._id}`);
    const found = await call(owner, 'GET', byNumber('usps', shipment.tracking_number));
    expect(found.statusCode, found.body).toBe(200);
    expect(found.json()).toEqual(byId.json());
  });

  it('edits, refreshes and deletes with the same answers as by id', async () => {
    const owner = await signUp(t.app);
    const shipment = await addShipment(t.app, owner);
    const edited = await call(owner, 'PUT', byNumber('usps', shipment.tracking_number), { customer_name: 'Ada Lovelace' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ meta: { message: [SHIPMENT_MESSAGES.updated] }, data: { _id: shipment._id, customer_name: 'Ada Lovelace' } });

    const refreshed = await call(owner, 'POST', byNumber('usps', shipment.tracking_number, '/refresh'));
    expect(refreshed.statusCode, refreshed.body).toBe(200);
    expect(refreshed.json()).toMatchObject({ meta: { message: [SHIPMENT_MESSAGES.refreshed] }, data: { _id: shipment._id } });

    const deleted = await call(owner, 'DELETE', byNumber('usps', shipment.tracking_number));
    expect(deleted.json()).toEqual({ meta: { code: 200, message: [SHIPMENT_MESSAGES.deleted] }, data: null });
    expect((await call(owner, 'GET', `/api/trackings/${shipment._id}`)).statusCode).toBe(404);
  });

  it('answers 404 not_found for another courier, an unknown number and a deleted shipment', async () => {
    const owner = await signUp(t.app);
    const shipment = await addShipment(t.app, owner);
    for (const url of [byNumber('ups', shipment.tracking_number), byNumber('usps', `${shipment.tracking_number}X`)]) {
      for (const method of ['GET', 'PUT', 'DELETE'] as const) {
        const response = await call(owner, method, url, method === 'PUT' ? { customer_name: 'X' } : undefined);
        expect(response.json(), `${method} ${url}`).toEqual({ meta: { code: 404, message: [SHIPMENT_MESSAGES.notFound], error_code: 'not_found' }, data: null });
      }
      expect((await call(owner, 'POST', `${url}/refresh`)).statusCode).toBe(404);
    }
  });

  it("never finds another tenant's shipment", async () => {
    const owner = await signUp(t.app);
    const shipment = await addShipment(t.app, owner);
    for (const method of ['GET', 'DELETE'] as const) await expectHiddenFromOtherTenants(t.app, { method, url: byNumber('usps', shipment.tracking_number) });
    await expectHiddenFromOtherTenants(t.app, { method: 'POST', url: byNumber('usps', shipment.tracking_number, '/refresh') });
    await expectHiddenFromOtherTenants(t.app, { method: 'PUT', url: byNumber('usps', shipment.tracking_number), payload: { customer_name: 'X' } });
    expect((await call(owner, 'GET', byNumber('usps', shipment.tracking_number))).statusCode).toBe(200);
  });

  it("keeps a sub-user to its role: no tracking access is 403, only-assigned sees only its own", async () => {
    const owner = await signUp(t.app);
    const shipment = await addShipment(t.app, owner);
    const noAccess = await createSubUser(t.app, t.database, owner, ['dashboard']);
    const refused = await call(noAccess, 'GET', byNumber('usps', shipment.tracking_number));
    expect(refused.json()).toEqual({ meta: { code: 403, message: [NO_ACCESS_MESSAGE], error_code: 'forbidden' }, data: null });

    const assignedOnly = await createSubUser(t.app, t.database, owner, ['tracking', 'assignTracking']);
    expect((await call(assignedOnly, 'GET', byNumber('usps', shipment.tracking_number))).statusCode).toBe(404);
    const own = await addShipment(t.app, assignedOnly);
    expect((await call(assignedOnly, 'GET', byNumber('usps', own.tracking_number))).json().data._id).toBe(own._id);
  });

  it('names an existing duplicate only to a caller who may see it', async () => {
    const owner = await signUp(t.app);
    const shipment = await addShipment(t.app, owner);
    const assignedOnly = await createSubUser(t.app, t.database, owner, ['tracking', 'assignTracking']);
    const again = await call(assignedOnly, 'POST', '/api/trackings', { slug: 'usps', tracking_number: shipment.tracking_number });
    expect(again.json()).toEqual({ meta: { code: 400, message: [SHIPMENT_MESSAGES.duplicate], error_code: 'duplicate' }, data: null });
  });
});

import { describe, expect, it } from 'vitest';
import { MESSAGING_MESSAGES } from '@trailpost/contracts';
import { NO_ACCESS_MESSAGE } from '../../platform/auth.js';
import { createSubUser, expectHiddenFromOtherTenants, messagesOf, signUp, type SignedIn } from '../../test/accounts.js';
import { useTestApp } from '../../test/harness.js';

const t = useTestApp();

const create = (who: SignedIn, payload: object) => t.app.inject({ method: 'POST', url: '/api/sms_template', headers: who.headers, payload });
const list = async (who: SignedIn) => (await t.app.inject({ method: 'GET', url: '/api/sms_template', headers: who.headers })).json().data as { template_name: string }[];

describe('SMS templates', () => {
  it('are created, listed, read, changed and deleted', async () => {
    const owner = await signUp(t.app);
    expect(await list(owner)).toEqual([]);
    const created = await create(owner, { template_name: 'Out for delivery', body: 'Your parcel [Tracking Number] is out for delivery: [Tracking Page Link]' });
    expect(created.json()).toMatchObject({ meta: { code: 200, message: [MESSAGING_MESSAGES.templateCreated] }, data: { template_name: 'Out for delivery' } });
    const id = created.json().data._id as string;
    expect((await t.app.inject({ method: 'GET', url: `/api/sms_template/${id}`, headers: owner.headers })).json().data.body).toContain('[Tracking Number]');
    const changed = await t.app.inject({ method: 'PUT', url: `/api/sms_template/${id}`, headers: owner.headers, payload: { template_name: 'OFD', body: 'Today!' } });
    expect(changed.json()).toMatchObject({ meta: { message: [MESSAGING_MESSAGES.templateUpdated] }, data: { template_name: 'OFD', body: 'Today!' } });
    const deleted = await t.app.inject({ method: 'DELETE', url: `/api/sms_template/${id}`, headers: owner.headers });
    expect(deleted.json()).toEqual({ meta: { code: 200, message: [MESSAGING_MESSAGES.templateDeleted] }, data: null });
    expect(await list(owner)).toEqual([]);
  });

  it.each([
    [{ template_name: '', body: 'Hi' }, MESSAGING_MESSAGES.templateNameRequired],
    [{ template_name: 'A', body: '   ' }, MESSAGING_MESSAGES.smsBodyRequired],
    [{ template_name: 'A' }, MESSAGING_MESSAGES.smsBodyRequired],
    // 613 GSM-7 units: one over four messages.
    [{ template_name: 'A', body: 'a'.repeat(613) }, MESSAGING_MESSAGES.smsBodyTooLong],
    // 306 extended characters cost 612 units but cannot be packed into four parts of 153 without splitting a pair.
    [{ template_name: 'A', body: `a${'€'.repeat(306)}` }, MESSAGING_MESSAGES.smsBodyTooLong],
    // Unicode: four parts of 67 hold 268 units.
    [{ template_name: 'A', body: 'ç'.repeat(269) }, MESSAGING_MESSAGES.smsBodyTooLong],
  ])('refuses %j with its message', async (payload, message) => {
    const owner = await signUp(t.app);
    const response = await create(owner, payload);
    expect(response.statusCode).toBe(400);
    expect(messagesOf(response)).toContain(message);
    expect(await list(owner)).toEqual([]);
  });

  it('accepts exactly four messages: 612 GSM-7 units, or 268 Unicode units', async () => {
    const owner = await signUp(t.app);
    expect((await create(owner, { template_name: 'GSM', body: 'a'.repeat(612) })).statusCode).toBe(200);
    expect((await create(owner, { template_name: 'UCS-2', body: 'ç'.repeat(268) })).statusCode).toBe(200);
  });

  it('are hidden from other tenants and need the settings access', async () => {
    const owner = await signUp(t.app);
    const id = (await create(owner, { template_name: 'A', body: 'Hi' })).json().data._id as string;
    await expectHiddenFromOtherTenants(t.app, { method: 'GET', url: `/api/sms_template/${id}` });
    await expectHiddenFromOtherTenants(t.app, { method: 'PUT', url: `/api/sms_template/${id}`, payload: { template_name: 'B', body: 'x' } });
    await expectHiddenFromOtherTenants(t.app, { method: 'DELETE', url: `/api/sms_template/${id}` });
    const packer = await createSubUser(t.app, t.database, owner, ['dashboard']);
    const refused = await t.app.inject({ method: 'GET', url: '/api/sms_template', headers: packer.headers });
    expect(refused.json()).toEqual({ meta: { code: 403, message: [NO_ACCESS_MESSAGE], error_code: 'forbidden' }, data: null });
  });
});

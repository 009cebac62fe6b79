import { describe, expect, it } from 'vitest';
import { NO_ACCESS_MESSAGE } from '../../platform/auth.js';
import { queueMail, queueSms, recordUndeliverableSms } from '../../platform/mail.js';
import { createSubUser, signUp } from '../../test/accounts.js';
import { useTestApp } from '../../test/harness.js';

const t = useTestApp();

describe('the message log', () => {
  it("lists the tenant's customer and test messages with their fate, newest first, filtered and paged", async () => {
    const owner = await signUp(t.app);
    const stranger = await signUp(t.app);
    const tenantId = owner.session.user_details.tenant_id;
    await queueMail(t.database.db, { tenantId, to: 'buyer@example.com', subject: 'Your parcel', text: 'x', kind: 'customer' });
    await queueSms(t.database.db, { tenantId, to: '+14155550100', body: 'Out for delivery' });
    await recordUndeliverableSms(t.database.db, { tenantId, to: '12345', body: 'Out for delivery', reason: 'The phone number is not valid.' });
    await queueMail(t.database.db, { tenantId, to: 'me@example.com', subject: 'Test', text: 'x', kind: 'test' });
    // Neither the product's own mail nor another tenant's messages are listed.
    await queueMail(t.database.db, { tenantId, to: owner.session.email, subject: 'Reset your password', text: 'x' });
    await queueMail(t.database.db, { tenantId: stranger.session.user_details.tenant_id, to: 'other@example.com', subject: 'Other', text: 'x', kind: 'customer' });

    const all = await t.app.inject({ method: 'GET', url: '/api/message/list', headers: owner.headers });
    expect(all.json().meta.total_records).toBe(4);
    expect(all.json().data.map((m: { summary: string }) => m.summary).sort()).toEqual(['Out for delivery', 'Out for delivery', 'Test', 'Your parcel']);

    const failed = await t.app.inject({ method: 'GET', url: '/api/message/list?status=failed&channel=sms', headers: owner.headers });
    expect(failed.json().data).toEqual([
      expect.objectContaining({ channel: 'sms', kind: 'customer', to: '12345', status: 'failed', error: 'The phone number is not valid.' }),
    ]);
    const secondPage = await t.app.inject({ method: 'GET', url: '/api/message/list?pageId=2', headers: owner.headers });
    expect(secondPage.json()).toMatchObject({ meta: { total_records: 4 }, data: [] });
    expect((await t.app.inject({ method: 'GET', url: '/api/message/list?status=lost', headers: owner.headers })).statusCode).toBe(400);
  });

  it('needs the settings access', async () => {
    const owner = await signUp(t.app);
    const packer = await createSubUser(t.app, t.database, owner, ['tracking']);
    const refused = await t.app.inject({ method: 'GET', url: '/api/message/list', headers: packer.headers });
    expect(refused.json()).toEqual({ meta: { code: 403, message: [NO_ACCESS_MESSAGE], error_code: 'forbidden' }, data: null });
  });
});

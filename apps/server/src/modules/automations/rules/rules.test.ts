import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { AUTOMATION_MESSAGES } from '@trailpost/contracts';
import { signUp } from '../../../test/accounts.js';
import { useTestApp } from '../../../test/harness.js';
import { addShipment } from '../../../test/shipments.js';
import { createRule, defaultEmailTemplateId, emailRule, runAutomations } from '../test/helpers.js';

const t = useTestApp();

describe('a rule end to end', () => {
  it('e-mails the customer of a new shipment once and logs the run', async () => {
    const owner = await signUp(t.app);
    const rule = await createRule(t.app, owner, emailRule(await defaultEmailTemplateId(t.app, owner)));
    expect(rule).toMatchObject({ active: 1, type: 'Inbuilt', trigger_name: 'Shipment Created', sends_30d: 0 });
    const shipment = await addShipment(t.app, owner, { customer_emails: ['buyer@example.com'] });
    await runAutomations(t.app);
    await runAutomations(t.app);
    const mails = await t.database.db.execute(sql`select to_address from mail_outbox where tenant_id = ${owner.session.user_details.tenant_id}::uuid and kind = 'customer'`);
    expect((mails as unknown as { rows: { to_address: string }[] }).rows.map((row) => row.to_address)).toEqual(['buyer@example.com']);
    const logs = await t.app.inject({ method: 'GET', url: `/api/automation/${rule._id}/logs`, headers: owner.headers });
    expect(logs.json()).toMatchObject({ meta: { total_records: 1 }, data: [{ tracking_number: shipment.tracking_number, outcome: 'matched', event_name: 'Shipment Created', actions: [{ type: 'EMAIL', status: 'done', step: 0 }] }] });
    const listed = await t.app.inject({ method: 'GET', url: '/api/automation/list', headers: owner.headers });
    expect(listed.json()).toMatchObject({ meta: { total_records: 1 }, data: [{ _id: rule._id, sends_30d: 1 }] });
  });

  it('refuses a rule without a name with the specification message', async () => {
    const owner = await signUp(t.app);
    const response = await t.app.inject({ method: 'POST', url: '/api/automation', headers: owner.headers, payload: { ...emailRule(await defaultEmailTemplateId(t.app, owner)), name: ' ' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().meta.message).toEqual([AUTOMATION_MESSAGES.nameRequired]);
  });
});

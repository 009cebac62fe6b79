import { beforeAll, describe, expect, it } from 'vitest';
import { signUp, type SignedIn } from '../../../test/accounts.js';
import { testDataDir } from '../../../test/files.js';
import { useTestApp } from '../../../test/harness.js';
import { addShipment, uniqueNumber } from '../../../test/shipments.js';
import {
  condition,
  createRule,
  createTag,
  customerMessages,
  defaultEmailTemplateId,
  emailRule,
  importShipments,
  logsOf,
  runAutomations,
  setStatus,
  statusIs,
  switchRule,
  tagAction,
} from '../test/helpers.js';

const t = useTestApp({ dataDir: testDataDir() });

let owner: SignedIn;
let templateId: string;
let tagId: string;
beforeAll(async () => {
  owner = await signUp(t.app);
  templateId = await defaultEmailTemplateId(t.app, owner);
  tagId = await createTag(t.app, owner);
});

/** A rule of the owner's that tags what it matches (a TAG action leaves no mail behind to confuse other tests). */
const tagRule = (overrides: Parameters<typeof emailRule>[1] = {}) => createRule(t.app, owner, emailRule(templateId, { action: [tagAction(tagId)], ...overrides }));

describe('Shipment Created', () => {
  it('fires once for a shipment added by hand, and not for a status change', async () => {
    const rule = await tagRule({ condition: [statusIs('Pending', 'Delivered')] });
    const shipment = await addShipment(t.app, owner, { customer_emails: ['buyer@example.com'] });
    await runAutomations(t.app);
    await setStatus(t.app, owner, [shipment._id], 'Delivered');
    await runAutomations(t.app);
    const logs = await logsOf(t.app, owner, rule._id);
    expect(logs.data).toMatchObject([{ tracking_number: shipment.tracking_number, event: 'CREATED', outcome: 'matched', actions: [{ type: 'TAG', status: 'done' }] }]);
  });

  it('fires for every shipment of an import', async () => {
    const rule = await tagRule();
    const numbers = [uniqueNumber('IMP'), uniqueNumber('IMP')];
    await importShipments(t, owner, numbers);
    await runAutomations(t.app);
    const logs = await logsOf(t.app, owner, rule._id);
    expect(logs.data.map((run) => run.tracking_number).sort()).toEqual([...numbers].sort());
    expect(logs.data.every((run) => run.outcome === 'matched' && run.event === 'CREATED')).toBe(true);
  });

  it("does not fire while switched off, nor for another account's shipments", async () => {
    const rule = await tagRule({ active: 0 });
    await addShipment(t.app, owner);
    await addShipment(t.app, await signUp(t.app));
    await runAutomations(t.app);
    expect((await logsOf(t.app, owner, rule._id)).meta.total_records).toBe(0);
    await switchRule(t.app, owner, rule._id, 1);
    await runAutomations(t.app);
    expect((await logsOf(t.app, owner, rule._id)).meta.total_records).toBe(0);
  });
});

describe('Shipment Status Updated', () => {
  it('fires when a status is changed by hand, not on an edit or a status set to what it was', async () => {
    const rule = await tagRule({ event_type: 'UPDATED', condition: [statusIs('Exception', 'Delivered')] });
    const shipment = await addShipment(t.app, owner);
    await runAutomations(t.app);
    const edit = await t.app.inject({ method: 'PUT', url: `/api/trackings/${shipment._id}`, headers: owner.headers, payload: { customer_name: 'Edited' } });
    expect(edit.statusCode, edit.body).toBe(200);
    await setStatus(t.app, owner, [shipment._id], 'Pending');
    await runAutomations(t.app);
    expect((await logsOf(t.app, owner, rule._id)).meta.total_records).toBe(0);

    await setStatus(t.app, owner, [shipment._id], 'Exception');
    await runAutomations(t.app);
    await setStatus(t.app, owner, [shipment._id], 'Exception');
    await setStatus(t.app, owner, [shipment._id], 'Delivered');
    await runAutomations(t.app);
    const logs = await logsOf(t.app, owner, rule._id);
    expect(logs.data).toMatchObject([
      { event: 'UPDATED', outcome: 'matched', reason: 'Matched: Shipment Status is Exception, Delivered' },
      { event: 'UPDATED', outcome: 'matched' },
    ]);
  });

  it('judges each change by the status it changed to, even when a later change is already stored', async () => {
    const rule = await tagRule({ event_type: 'UPDATED', condition: [statusIs('Exception')] });
    const shipment = await addShipment(t.app, owner);
    await runAutomations(t.app);
    await setStatus(t.app, owner, [shipment._id], 'Exception');
    await setStatus(t.app, owner, [shipment._id], 'Delivered');
    await runAutomations(t.app);
    const outcomes = (await logsOf(t.app, owner, rule._id)).data.map((run) => run.outcome).sort();
    expect(outcomes).toEqual(['matched', 'skipped']);
  });

  it('logs a skipped run with the condition that was not met, and acts on nothing', async () => {
    const { _id: ruleId } = await createRule(t.app, owner, emailRule(templateId, { event_type: 'UPDATED', condition: [statusIs('Delivered')] }));
    const shipment = await addShipment(t.app, owner, { customer_emails: ['skip@example.com'] });
    await runAutomations(t.app);
    await setStatus(t.app, owner, [shipment._id], 'InTransit');
    await runAutomations(t.app);
    expect((await logsOf(t.app, owner, ruleId)).data).toEqual([
      expect.objectContaining({ tracking_number: shipment.tracking_number, outcome: 'skipped', reason: 'Skipped: condition not met: Shipment Status is Delivered', actions: [] }),
    ]);
    expect((await customerMessages(t, owner)).filter((mail) => mail.to_address === 'skip@example.com')).toEqual([]);
  });
});

describe('all or any of the conditions', () => {
  it('AND needs every condition, OR any of them', async () => {
    const conditions = [statusIs('Pending'), condition('customer_name', 'IN', ['Asha'])];
    const all = await tagRule({ name: 'All', condition: conditions, logical_operator: 'AND' });
    const any = await tagRule({ name: 'Any', condition: conditions, logical_operator: 'OR' });
    const asha = await addShipment(t.app, owner, { customer_name: 'asha' });
    const ravi = await addShipment(t.app, owner, { customer_name: 'Ravi' });
    await runAutomations(t.app);
    const outcomes = async (ruleId: string) =>
      Object.fromEntries((await logsOf(t.app, owner, ruleId)).data.filter((run) => [asha.tracking_number, ravi.tracking_number].includes(run.tracking_number)).map((run) => [run.tracking_number, run.outcome]));
    expect(await outcomes(all._id)).toEqual({ [asha.tracking_number]: 'matched', [ravi.tracking_number]: 'skipped' });
    expect(await outcomes(any._id)).toEqual({ [asha.tracking_number]: 'matched', [ravi.tracking_number]: 'matched' });
  });
});

describe('the rule log', () => {
  it('filters by outcome and by the start of the tracking number, a page at a time', async () => {
    const merchant = await signUp(t.app);
    const rule = await createRule(t.app, merchant, emailRule(await defaultEmailTemplateId(t.app, merchant), { condition: [condition('customer_name', 'IN', ['Match'])] }));
    const prefix = uniqueNumber('LOG');
    // One at a time: runs written together share their time, and the log's order among them is not defined.
    const added = async (trackingNumber: string, customerName: string) => {
      const shipment = await addShipment(t.app, merchant, { tracking_number: trackingNumber, customer_name: customerName });
      await runAutomations(t.app);
      return shipment;
    };
    const first = await added(`${prefix}A`, 'Match');
    const second = await added(`${prefix}B`, 'Other');
    const third = await added(uniqueNumber('ZZ'), 'Match');
    const numbers = async (query: string) => {
      const logs = await logsOf(t.app, merchant, rule._id, query);
      return { total: logs.meta.total_records, numbers: logs.data.map((run) => run.tracking_number) };
    };
    expect(await numbers('')).toEqual({ total: 3, numbers: [third, second, first].map((s) => s.tracking_number) });
    expect(await numbers('?outcome=matched')).toEqual({ total: 2, numbers: [third.tracking_number, first.tracking_number] });
    expect(await numbers('?outcome=skipped')).toEqual({ total: 1, numbers: [second.tracking_number] });
    expect(await numbers(`?searchQuery=${prefix.toLowerCase()}`)).toEqual({ total: 2, numbers: [second.tracking_number, first.tracking_number] });
    expect(await numbers(`?searchQuery=${prefix}&outcome=matched`)).toEqual({ total: 1, numbers: [first.tracking_number] });
    expect(await numbers(`?searchQuery=${prefix.slice(1)}`)).toEqual({ total: 0, numbers: [] });
    expect(await numbers('?limit=2&pageId=2')).toEqual({ total: 3, numbers: [first.tracking_number] });
  });
});

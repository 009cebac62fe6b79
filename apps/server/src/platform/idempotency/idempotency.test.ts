import { describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { IDEMPOTENCY_KEY_MAX, IDEMPOTENCY_MESSAGES, SHIPMENT_MESSAGES, TAG_MESSAGES } from '@trailpost/contracts';
import { idempotencyKeys, shipments } from '../../db/schema/index.js';
import { signUp, type SignedIn } from '../../test/accounts.js';
import { useTestApp } from '../../test/harness.js';
import { uniqueNumber } from '../../test/shipments.js';
import { ABANDONED_AFTER_MS, deleteExpiredKeys, IDEMPOTENCY_WINDOW_MS } from './store.js';

const t = useTestApp();

const post = (who: SignedIn, url: string, payload: object, key?: string) =>
  t.app.inject({ method: 'POST', url, headers: { ...who.headers, ...(key === undefined ? {} : { 'idempotency-key': key }) }, payload });
const tenantOf = (who: SignedIn) => who.session.user_details.tenant_id;
const countShipments = async (who: SignedIn, number: string) =>
  (await t.database.db.select().from(shipments).where(and(eq(shipments.tenantId, tenantOf(who)), eq(shipments.trackingNumber, number)))).length;
const ageKey = (who: SignedIn, key: string, ms: number, running = false) =>
  t.database.db
    .update(idempotencyKeys)
    .set({ createdAt: new Date(Date.now() - ms), ...(running ? { statusCode: null, response: null } : {}) })
    .where(and(eq(idempotencyKeys.tenantId, tenantOf(who)), eq(idempotencyKeys.key, key)));

describe('Idempotency-Key on a POST that creates', () => {
  it('adds one shipment for the same request twice and answers both alike, the second marked replayed', async () => {
    const owner = await signUp(t.app);
    const body = { slug: 'usps', tracking_number: uniqueNumber() };
    const first = await post(owner, '/api/trackings', body, 'order-1041');
    const second = await post(owner, '/api/trackings', body, 'order-1041');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    expect(second.statusCode).toBe(200);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(second.headers['content-type']).toMatch(/^application\/json/);
    expect(second.json()).toEqual(first.json());
    expect(second.json().meta.message).toEqual([SHIPMENT_MESSAGES.created]);
    expect(await countShipments(owner, body.tracking_number)).toBe(1);
  });

  it('refuses the key with another body: 409 idempotency_key_reused, nothing added', async () => {
    const owner = await signUp(t.app);
    const body = { slug: 'usps', tracking_number: uniqueNumber() };
    await post(owner, '/api/trackings', body, 'k-1');
    const other = { slug: 'usps', tracking_number: uniqueNumber() };
    const refused = await post(owner, '/api/trackings', other, 'k-1');
    expect(refused.json()).toEqual({ meta: { code: 409, message: [IDEMPOTENCY_MESSAGES.reused], error_code: 'idempotency_key_reused' }, data: null });
    expect(await countShipments(owner, other.tracking_number)).toBe(0);
    // And on another route: the key is the account's, whatever it was first used for.
    const tag = await post(owner, '/api/tag', { tag_name: 'vip' }, 'k-1');
    expect(tag.statusCode).toBe(409);
  });

  it('replays a refusal too, and runs a request without a key every time', async () => {
    const owner = await signUp(t.app);
    const body = { slug: 'usps', tracking_number: uniqueNumber() };
    await post(owner, '/api/trackings', body);
    const duplicate = await post(owner, '/api/trackings', body, 'dup');
    expect(duplicate.json().meta.error_code).toBe('duplicate');
    const replayed = await post(owner, '/api/trackings', body, 'dup');
    expect(replayed.headers['idempotent-replayed']).toBe('true');
    expect(replayed.json()).toEqual(duplicate.json());

    await post(owner, '/api/tag', { tag_name: 'gift' });
    const again = await post(owner, '/api/tag', { tag_name: 'gift' });
    expect(again.json().meta).toMatchObject({ message: [TAG_MESSAGES.exists], error_code: 'duplicate' });
  });

  it("keeps each account's keys apart", async () => {
    const [one, two] = [await signUp(t.app), await signUp(t.app)];
    const number = uniqueNumber();
    const first = await post(one, '/api/trackings', { slug: 'usps', tracking_number: number }, 'shared-key');
    const second = await post(two, '/api/trackings', { slug: 'usps', tracking_number: number }, 'shared-key');
    expect(second.headers['idempotent-replayed']).toBeUndefined();
    expect(second.json().data._id).not.toBe(first.json().data._id);
    expect([await countShipments(one, number), await countShipments(two, number)]).toEqual([1, 1]);
  });

  it('answers 409 conflict while the first request runs, and frees a key left running by a process that died', async () => {
    const owner = await signUp(t.app);
    const body = { slug: 'usps', tracking_number: uniqueNumber() };
    await t.database.db.insert(idempotencyKeys).values({ tenantId: tenantOf(owner), key: 'slow', fingerprint: 'a request still running' });
    const busy = await post(owner, '/api/trackings', body, 'slow');
    expect(busy.json()).toEqual({ meta: { code: 409, message: [IDEMPOTENCY_MESSAGES.inProgress], error_code: 'conflict' }, data: null });
    await ageKey(owner, 'slow', ABANDONED_AFTER_MS + 1_000, true);
    const taken = await post(owner, '/api/trackings', body, 'slow');
    expect(taken.statusCode, taken.body).toBe(200);
    expect(taken.headers['idempotent-replayed']).toBeUndefined();
  });

  it('forgets a key after 24 hours: housekeeping deletes it, and a late repeat runs afresh', async () => {
    const owner = await signUp(t.app);
    const body = { tag_name: `late-${uniqueNumber()}` };
    expect((await post(owner, '/api/tag', body, 'late')).statusCode).toBe(200);
    await ageKey(owner, 'late', IDEMPOTENCY_WINDOW_MS + 1_000);
    // Past its window the key is free: the repeat runs (and the tag exists by now).
    const late = await post(owner, '/api/tag', body, 'late');
    expect(late.headers['idempotent-replayed']).toBeUndefined();
    expect(late.json().meta.error_code).toBe('duplicate');
    await ageKey(owner, 'late', IDEMPOTENCY_WINDOW_MS + 1_000);
    await deleteExpiredKeys(t.database.db);
    const left = await t.database.db.execute(sql`select count(*)::int as n from idempotency_keys where tenant_id = ${tenantOf(owner)}::uuid`);
    expect((left as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
  });

  it('keeps no answer of 500 or more: a retry after a failure on our side runs again', async () => {
    const owner = await signUp(t.app);
    const body = { tag_name: `retry-${uniqueNumber()}` };
    await t.database.db.execute(sql`create or replace function planted_tag_failure() returns trigger language plpgsql as $$ begin raise exception 'planted'; end $$`);
    await t.database.db.execute(sql`create trigger planted_tag_failure before insert on tags for each row execute function planted_tag_failure()`);
    try {
      const failed = await post(owner, '/api/tag', body, 'retry');
      expect(failed.json().meta).toMatchObject({ code: 500, error_code: 'internal' });
    } finally {
      await t.database.db.execute(sql`drop trigger planted_tag_failure on tags`);
    }
    const retried = await post(owner, '/api/tag', body, 'retry');
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.headers['idempotent-replayed']).toBeUndefined();
  });

  it('refuses an empty key or one over 255 characters, naming the header', async () => {
    const owner = await signUp(t.app);
    for (const key of ['', 'k'.repeat(IDEMPOTENCY_KEY_MAX + 1)]) {
      const refused = await post(owner, '/api/trackings', { slug: 'usps', tracking_number: uniqueNumber() }, key);
      expect(refused.json()).toEqual({
        meta: { code: 400, message: [IDEMPOTENCY_MESSAGES.invalidKey], error_code: 'validation_failed', fields: { 'Idempotency-Key': IDEMPOTENCY_MESSAGES.invalidKey } },
        data: null,
      });
    }
    expect((await post(owner, '/api/trackings', { slug: 'usps', tracking_number: uniqueNumber() }, 'k'.repeat(IDEMPOTENCY_KEY_MAX))).statusCode).toBe(200);
  });
});

import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { signUp } from '../test/accounts.js';
import { useTestApp } from '../test/harness.js';
import { addShipment } from '../test/shipments.js';

/** uuid_v7() (migration 0031): RFC 9562 version 7, its leading 48 bits the time in milliseconds. */
const t = useTestApp();

const VERSION_7 = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const millisecondsOf = (id: string) => parseInt(id.replace(/-/g, '').slice(0, 12), 16);

describe('uuid_v7', () => {
  it('makes version 7 ids that carry the time they were made and sort by it', async () => {
    const before = Date.now();
    const first = ((await t.database.db.execute(sql`select uuid_v7()::text as id`)) as unknown as { rows: { id: string }[] }).rows[0]!.id;
    await new Promise((resolve) => setTimeout(resolve, 5));
    const second = ((await t.database.db.execute(sql`select uuid_v7()::text as id`)) as unknown as { rows: { id: string }[] }).rows[0]!.id;
    for (const id of [first, second]) expect(id).toMatch(VERSION_7);
    expect(millisecondsOf(first)).toBeGreaterThanOrEqual(before - 1_000);
    expect(millisecondsOf(second)).toBeLessThanOrEqual(Date.now() + 1_000);
    expect(second > first).toBe(true);
  });

  it('gives new shipments their ids', async () => {
    const owner = await signUp(t.app);
    const shipment = await addShipment(t.app, owner);
    expect(shipment._id).toMatch(VERSION_7);
  });
});

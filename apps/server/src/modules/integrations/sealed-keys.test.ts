import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { CHANNEL_FORMS } from '@trailpost/contracts';
import { stores } from '../../db/schema/index.js';
import { signUp } from '../../test/accounts.js';
import { connectStore } from '../../test/stores.js';
import { storeForm, useStoresTestApp } from '../../test/stores-api.js';
import { sealPlainStoreKeys } from './seal-plain-keys.js';

const { t, owner, api } = useStoresTestApp();

const rawRow = async (id: string) => (await t.database.db.select().from(stores).where(eq(stores.id, id)))[0]!;

describe('keys at rest', () => {
  it.each(CHANNEL_FORMS.map((channel) => [channel.displayName, channel] as const))('%s: the row holds no key in clear, only sealed values', async (_name, channel) => {
    const form = storeForm(channel);
    const record = await api.created(owner, form);
    const row = await rawRow(record._id);
    const text = JSON.stringify(row);
    for (const field of channel.fields) {
      expect(text).not.toContain(form[field.key] as string);
      expect(row[field.key]).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    }
    expect(row.keysSealed).toBe(true);
    expect((await api.reveal(owner, record._id)).json().data).toMatchObject(Object.fromEntries(channel.fields.map((field) => [field.key, form[field.key]])));
  });

  it('seals each key for its own store and slot: a value copied elsewhere does not open', async () => {
    const first = await api.created(owner, storeForm(CHANNEL_FORMS.find((channel) => channel.channelId === 6)!));
    const second = await api.created(owner, storeForm(CHANNEL_FORMS.find((channel) => channel.channelId === 6)!));
    const sealed = await rawRow(first._id);
    await t.database.db.update(stores).set({ key2: sealed.key2, key1: sealed.key2 }).where(eq(stores.id, second._id));
    // Unreadable keys read as missing (the merchant types them again); nothing leaks, nothing fails.
    const [view] = (await api.get(owner, second._id)).json().data;
    expect(view).toMatchObject({ key1: null, key2: null });
    expect((await api.reveal(owner, second._id)).json().data).toEqual({ key1: null, key2: null, key3: null });
  });
});

describe('keys stored in clear before they were sealed', () => {
  it('are sealed in place at start-up, once, and read the same afterwards', async () => {
    const who = await signUp(t.app);
    const tenantId = who.session.user_details.tenant_id;
    const [legacy] = await t.database.db
      .insert(stores)
      .values({ tenantId, userId: who.session._id, channelId: 3, storeName: 'Old Australia Post', key1: 'old-secret-key-1', key2: 'old-api-key-22', key3: '0001234567' })
      .returning();
    expect(legacy!.keysSealed).toBe(false);
    // Readable before the pass (a process that started first), as they were.
    expect((await api.reveal(who, legacy!.id)).json().data).toEqual({ key1: 'old-secret-key-1', key2: 'old-api-key-22', key3: '0001234567' });

    expect(await sealPlainStoreKeys(t.app.ctx)).toBeGreaterThanOrEqual(1);
    const row = await rawRow(legacy!.id);
    expect(row.keysSealed).toBe(true);
    expect(JSON.stringify(row)).not.toMatch(/old-secret-key-1|old-api-key-22|0001234567/);
    expect((await api.reveal(who, legacy!.id)).json().data).toEqual({ key1: 'old-secret-key-1', key2: 'old-api-key-22', key3: '0001234567' });
    expect((await api.get(who, legacy!.id)).json().data[0]).toMatchObject({ key1: '••••••••ey-1', key2: '••••••••y-22', key3: '0001234567', credential_status: 'unverified' });

    expect(await sealPlainStoreKeys(t.app.ctx)).toBe(0);
    expect(await rawRow(legacy!.id)).toEqual(row);
  });

  it('a row written by the test helper is sealed like the API seals it', async () => {
    const id = await connectStore(t, owner, 8, { key1: 'client-key-1', key2: 'secret-key-2' });
    expect((await rawRow(id)).key2).toMatch(/^v1\./);
    expect((await api.reveal(owner, id)).json().data).toEqual({ key1: 'client-key-1', key2: 'secret-key-2', key3: null });
  });
});

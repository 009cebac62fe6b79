import { describe, expect, it } from 'vitest';
import { CHANNEL_FORMS, NINJA_VAN_CHANNEL_ID, STORE_MESSAGES, type StoreRecord } from '@trailpost/contracts';
import { NO_ACCESS_MESSAGE } from '../../platform/auth.js';
import { createSubUser, expectHiddenFromOtherTenants, messagesOf, signUp } from '../../test/accounts.js';
import { TEST_PUBLIC_URL } from '../../test/harness.js';
import { storeForm, useStoresTestApp } from '../../test/stores-api.js';
import { ninjaVanWebhookUrl } from '../../tracking/providers/ninja-van.js';
import { maskKey } from './views.js';

const { t, owner, api, couriers } = useStoresTestApp();

const channels = CHANNEL_FORMS.map((channel) => [channel.displayName, channel] as const);
const byId = (channelId: number) => CHANNEL_FORMS.find((channel) => channel.channelId === channelId)!;
const australiaPost = byId(3);

describe('GET /channels/list', () => {
  it('lists the courier channels and the stores with their names and the web app logos', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/channels/list', headers: owner.headers });
    expect(response.json()).toEqual({
      meta: { code: 200, message: ['Success'], total_records: 10, page_info: { page: 1, limit: 10, total: 10, has_more: false } },
      data: [
        { channel_id: 1, display_name: 'Shopify', logo: '/channel-logos/shopify.svg' },
        { channel_id: 2, display_name: 'BigCommerce', logo: '/channel-logos/bigcommerce.svg' },
        { channel_id: 3, display_name: 'Australia Post', logo: '/channel-logos/auspost.svg' },
        { channel_id: 4, display_name: 'WooCommerce', logo: '/channel-logos/wooCommerce.svg' },
        { channel_id: 5, display_name: 'Magento 2.x', logo: '/channel-logos/magento.svg' },
        { channel_id: 6, display_name: 'Blue Dart', logo: '/channel-logos/bluedart.svg' },
        { channel_id: 7, display_name: 'CDL Last Mile', logo: '/channel-logos/cdl.svg' },
        { channel_id: 8, display_name: 'Ninja Van', logo: '/channel-logos/ninja_van.svg' },
        { channel_id: 9, display_name: 'Gw World', logo: '/channel-logos/gw_world.svg' },
        { channel_id: 10, display_name: '99minutos', logo: '/channel-logos/99minutos.svg' },
      ],
    });
  });
});

describe.each(channels)('%s: the rules of its form', (_name, channel) => {
  it('saves a complete form: "Store Saved.", verified, secret keys masked and the others shown', async () => {
    const form = storeForm(channel);
    const response = await api.create(owner, form);
    expect(response.statusCode, response.body).toBe(200);
    expect(messagesOf(response)).toEqual([STORE_MESSAGES.saved]);
    const record = response.json().data as StoreRecord;
    expect(record).toMatchObject({ store_name: form.store_name, channel_id: channel.channelId, active: 1, sync: channel.kind === 'store' ? 1 : 0, url: form.url ?? null, user_id: owner.session._id, credential_status: 'verified', credential_message: null });
    expect(Date.parse(record.credential_checked_at!)).not.toBeNaN();
    for (const key of ['key1', 'key2', 'key3'] as const) {
      const field = channel.fields.find((candidate) => candidate.key === key);
      const typed = form[key] as string | undefined;
      expect(record[key], key).toBe(!field ? null : field.secret ? maskKey(typed!) : typed);
    }
    expect(record.webhook_url).toBe(channel.channelId === NINJA_VAN_CHANNEL_ID ? ninjaVanWebhookUrl(`${TEST_PUBLIC_URL}/api`, owner.session._id) : null);
  });

  it('names every missing field of an empty form, the name first, in the form\'s order', async () => {
    const response = await api.create(owner, { store_name: '  ', channel_id: channel.channelId });
    expect(response.statusCode).toBe(400);
    expect(messagesOf(response)).toEqual([
      STORE_MESSAGES.nameRequired(channel.nameLabel),
      ...(channel.urlLabel ? [STORE_MESSAGES.urlRequired(channel.urlLabel)] : []),
      ...channel.fields.map((field) => STORE_MESSAGES.keyRequired(field.label)),
    ]);
  });

  it.each(channel.fields.map((field) => [field.label, field] as const))('requires %s', async (_label, field) => {
    const who = await signUp(t.app);
    const calls = couriers().calls();
    const response = await api.create(who, { ...storeForm(channel), [field.key]: ' ' });
    expect(response.json()).toEqual({ meta: { code: 400, message: [STORE_MESSAGES.keyRequired(field.label)], error_code: 'validation_failed' }, data: null });
    // Nothing is asked of the courier, and nothing saved.
    expect(couriers().calls()).toBe(calls);
    expect((await api.list(who)).json().data).toEqual([]);
  });
});

describe('POST /stores', () => {
  it('refuses a channel the product does not offer', async () => {
    for (const channelId of [1, 2, 99]) {
      const response = await api.create(owner, { ...storeForm(australiaPost), channel_id: channelId });
      expect(response.json(), String(channelId)).toEqual({ meta: { code: 400, message: [STORE_MESSAGES.channelUnknown], error_code: 'validation_failed' }, data: null });
    }
  });

  it('refuses over-long values with their limit', async () => {
    const response = await api.create(owner, { ...storeForm(australiaPost), store_name: 'n'.repeat(101) });
    expect(messagesOf(response)).toEqual([STORE_MESSAGES.tooLong('Name', 100)]);
    const key = await api.create(owner, { ...storeForm(australiaPost), key2: 'k'.repeat(501) });
    expect(messagesOf(key)).toEqual([STORE_MESSAGES.tooLong('A key', 500)]);
  });

  it('saves a store switched off when asked, and keeps nothing a channel does not use', async () => {
    const blueDart = CHANNEL_FORMS.find((channel) => channel.channelId === 6)!;
    const record = await api.created(owner, { ...storeForm(blueDart), active: 0, key3: 'not-a-blue-dart-key', url: 'https://shop.example' });
    expect(record).toMatchObject({ active: 0, key3: null, url: null });
  });
});

describe('reading stores', () => {
  it('lists the tenant\'s stores newest first; GET /stores/{id} answers an array holding the store', async () => {
    const who = await signUp(t.app);
    const first = await api.created(who, storeForm(australiaPost));
    const second = await api.created(who, storeForm(byId(8)));
    expect((await api.list(who)).json().data).toEqual([second, first]);
    expect((await api.get(who, first._id)).json()).toEqual({ meta: { code: 200, message: ['Success'] }, data: [first] });
  });

  it('masks a key as eight dots and its last four characters, and a short one entirely', () => {
    expect(maskKey('a1b2c3d4-api-key-3f9a')).toBe('••••••••3f9a');
    expect(maskKey('12345678')).toBe('••••••••5678');
    expect(maskKey('1234567')).toBe('••••••••');
    expect(maskKey('')).toBe('••••••••');
  });
});

describe('PUT /stores/{id}', () => {
  it('keeps a key left out (or sent empty) and asks the courier nothing when no key changed', async () => {
    const who = await signUp(t.app);
    const form = storeForm(australiaPost);
    const record = await api.created(who, form);
    const calls = couriers().calls();
    const response = await api.update(who, record._id, { store_name: 'Renamed', channel_id: 3, key3: form.key3, key2: '' });
    expect(response.statusCode, response.body).toBe(200);
    expect(messagesOf(response)).toEqual([STORE_MESSAGES.saved]);
    expect(response.json().data).toMatchObject({ store_name: 'Renamed', key2: record.key2, key1: record.key1, credential_status: 'verified' });
    expect(couriers().calls()).toBe(calls);
    expect((await api.reveal(who, record._id)).json().data).toEqual({ key1: form.key1, key2: form.key2, key3: form.key3 });
  });

  it('checks changed keys again: refused ones are not saved', async () => {
    const who = await signUp(t.app);
    const form = storeForm(australiaPost);
    const record = await api.created(who, form);
    const refused = await api.update(who, record._id, { store_name: 'Renamed', channel_id: 3, key2: 'reject-this-api-key' });
    expect(refused.statusCode).toBe(400);
    expect(messagesOf(refused)[0]).toMatch(/^Australia Post did not accept these credentials: Australia Post refused the credentials \(HTTP 401\)/);
    expect((await api.get(who, record._id)).json().data).toEqual([record]);
    expect((await api.reveal(who, record._id)).json().data.key2).toBe(form.key2);

    const accepted = await api.update(who, record._id, { store_name: record.store_name, channel_id: 3, key2: 'another-good-api-key-77' });
    expect(accepted.json().data).toMatchObject({ key2: '••••••••y-77', credential_status: 'verified' });
  });

  it('keeps the store on its channel, and applies the rules of the form', async () => {
    const record = await api.created(owner, storeForm(australiaPost));
    expect(messagesOf(await api.update(owner, record._id, { store_name: 'X', channel_id: 6 }))).toEqual([STORE_MESSAGES.channelUnknown]);
    expect(messagesOf(await api.update(owner, record._id, { store_name: '', channel_id: 3 }))).toEqual([STORE_MESSAGES.nameRequired('Carrier Name')]);
  });
});

describe('PUT /stores/activation/{id}', () => {
  it('switches a store off and on with the spec\'s messages', async () => {
    const record = await api.created(owner, storeForm(australiaPost));
    const off = await api.activate(owner, record._id, 0);
    expect(off.json()).toMatchObject({ meta: { code: 200, message: [STORE_MESSAGES.deactivated] }, data: { _id: record._id, active: 0 } });
    const on = await api.activate(owner, record._id, 1);
    expect(on.json()).toMatchObject({ meta: { code: 200, message: [STORE_MESSAGES.activated] }, data: { _id: record._id, active: 1 } });
    expect((await api.activate(owner, record._id, 2)).statusCode).toBe(400);
  });
});

describe('DELETE /stores/{id}', () => {
  it('removes the store: "Store Deleted.", then it is unknown', async () => {
    const record = await api.created(owner, storeForm(australiaPost));
    expect((await api.remove(owner, record._id)).json()).toEqual({ meta: { code: 200, message: [STORE_MESSAGES.deleted] }, data: null });
    expect((await api.get(owner, record._id)).json()).toEqual({ meta: { code: 404, message: [STORE_MESSAGES.notFound], error_code: 'not_found' }, data: null });
    expect((await api.remove(owner, record._id)).statusCode).toBe(404);
  });
});

describe('POST /stores/reveal/{id}', () => {
  it('gives the account owner the keys in clear', async () => {
    const form = storeForm(byId(6));
    const record = await api.created(owner, form);
    expect((await api.reveal(owner, record._id)).json()).toEqual({ meta: { code: 200, message: ['Success'] }, data: { key1: form.key1, key2: form.key2, key3: null } });
  });

  it('refuses a sub-user, even one with settings access, who sees the keys masked', async () => {
    const record = await api.created(owner, storeForm(australiaPost));
    const sub = await createSubUser(t.app, t.database, owner, ['settings']);
    expect((await api.reveal(sub, record._id)).json()).toEqual({ meta: { code: 403, message: [STORE_MESSAGES.revealOwnerOnly], error_code: 'forbidden' }, data: null });
    expect((await api.get(sub, record._id)).json().data[0].key2).toBe(record.key2);
  });
});

describe('access', () => {
  it('lets a sub-user with settings access connect a store, saved under its own user', async () => {
    const sub = await createSubUser(t.app, t.database, owner, ['settings']);
    const record = await api.created(sub, storeForm(byId(8)));
    expect(record.user_id).toBe(sub.session._id);
    expect(record.webhook_url).toBe(ninjaVanWebhookUrl(`${TEST_PUBLIC_URL}/api`, sub.session._id));
  });

  it('refuses every route to a sub-user without settings access', async () => {
    const record = await api.created(owner, storeForm(australiaPost));
    const sub = await createSubUser(t.app, t.database, owner, ['dashboard', 'tracking', 'automations']);
    const answers = [
      await api.list(sub),
      await t.app.inject({ method: 'GET', url: '/api/channels/list', headers: sub.headers }),
      await api.create(sub, storeForm(australiaPost)),
      await api.get(sub, record._id),
      await api.update(sub, record._id, { store_name: 'X', channel_id: 3 }),
      await api.activate(sub, record._id, 0),
      await api.reveal(sub, record._id),
      await api.remove(sub, record._id),
    ];
    for (const answer of answers) expect(answer.json()).toEqual({ meta: { code: 403, message: [NO_ACCESS_MESSAGE], error_code: 'forbidden' }, data: null });
    expect((await api.get(owner, record._id)).json().data).toEqual([record]);
  });

  it('hides a store from every other tenant on every route, and never lists it there', async () => {
    const record = await api.created(owner, storeForm(australiaPost));
    const id = record._id;
    await expectHiddenFromOtherTenants(t.app, { method: 'GET', url: `/api/stores/${id}` });
    await expectHiddenFromOtherTenants(t.app, { method: 'PUT', url: `/api/stores/${id}`, payload: { store_name: 'Taken', channel_id: 3, key2: 'x'.repeat(12) } });
    await expectHiddenFromOtherTenants(t.app, { method: 'PUT', url: `/api/stores/activation/${id}`, payload: { active: 0 } });
    await expectHiddenFromOtherTenants(t.app, { method: 'POST', url: `/api/stores/reveal/${id}` });
    await expectHiddenFromOtherTenants(t.app, { method: 'DELETE', url: `/api/stores/${id}` });
    expect((await api.list(await signUp(t.app))).json().data).toEqual([]);
    expect((await api.get(owner, id)).json().data).toEqual([record]);
  });

  it.each(['not-an-id', '00000000-0000-4000-8000-000000000000', '1; drop table stores'])('answers the id %j with 404 "Store not found." on every route', async (raw) => {
    const id = encodeURIComponent(raw);
    const answers = [
      await api.get(owner, id),
      await api.update(owner, id, { store_name: 'X', channel_id: 3 }),
      await api.activate(owner, id, 1),
      await api.reveal(owner, id),
      await api.remove(owner, id),
    ];
    for (const answer of answers) expect(answer.json()).toEqual({ meta: { code: 404, message: [STORE_MESSAGES.notFound], error_code: 'not_found' }, data: null });
  });
});

import { describe, expect, it } from 'vitest';
import { AUDIT_MASK, CHANNEL_FORMS } from '@trailpost/contracts';
import { storeForm, useStoresTestApp } from '../../test/stores-api.js';
import { byUser, CHANGE_ADDRESS, latestEntry } from './audit-test-helpers.js';

const { t, owner } = useStoresTestApp();

const byId = (channelId: number) => CHANNEL_FORMS.find((channel) => channel.channelId === channelId)!;
const send = async (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) => {
  const response = await t.app.inject({ method, url: `/api${url}`, headers: owner.headers, remoteAddress: CHANGE_ADDRESS, ...(payload ? { payload } : {}) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
};

describe.each([
  { kind: 'store', channel: byId(4) },
  { kind: 'courier_account', channel: byId(3) },
] as const)('$kind ($channel.displayName)', ({ kind, channel }) => {
  it('records created, updated (keys masked) and deleted', async () => {
    const form = storeForm(channel) as Record<string, string>;
    const record = await send('POST', '/stores', form);
    const created = await latestEntry(t.app, owner, `${kind}.created`);
    expect(created).toMatchObject({ ...byUser(owner), target_type: kind, target_id: record._id, changes: { store_name: { before: null, after: form.store_name } } });
    expect(created.changes.key1).toEqual({ before: null, after: AUDIT_MASK });

    const keys = Object.fromEntries(channel.fields.map((field) => [field.key, `${form[field.key]}-new`]));
    await send('PUT', `/stores/${record._id}`, { ...form, store_name: 'Renamed', ...keys });
    const updated = await latestEntry(t.app, owner, `${kind}.updated`);
    expect(updated.changes.store_name).toEqual({ before: form.store_name, after: 'Renamed' });
    expect(updated.changes.key1).toEqual({ before: AUDIT_MASK, after: AUDIT_MASK });

    await send('PUT', `/stores/activation/${record._id}`, { active: 0 });
    expect((await latestEntry(t.app, owner, `${kind}.updated`)).changes).toEqual({ active: { before: 1, after: 0 } });

    await send('DELETE', `/stores/${record._id}`);
    expect(await latestEntry(t.app, owner, `${kind}.deleted`)).toMatchObject({ ...byUser(owner), target_id: record._id, changes: { store_name: { before: 'Renamed', after: null } } });

    const log = JSON.stringify((await t.app.inject({ method: 'GET', url: '/api/audit_log', headers: owner.headers })).json());
    for (const field of channel.fields) {
      expect(log).not.toContain(form[field.key]);
      expect(log).not.toContain(keys[field.key]);
    }
  });
});

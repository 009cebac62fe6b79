import { describe, expect, it } from 'vitest';
import { DEFAULT_TAG_COLOR, TAG_MESSAGES } from '@trailpost/contracts';
import { createSubUser, expectHiddenFromOtherTenants, messagesOf, signUp, useMerchant } from '../../test/accounts.js';
import { useTestApp } from '../../test/harness.js';
import { addShipment } from '../../test/shipments.js';

const t = useTestApp();
const owner = useMerchant(t);

const create = (payload: object, who = owner) => t.app.inject({ method: 'POST', url: '/api/tag', headers: who.headers, payload });
const update = (id: string, payload: object, who = owner) => t.app.inject({ method: 'PUT', url: `/api/tag/${id}`, headers: who.headers, payload });

describe('tags', () => {
  it('creates a tag, with the default colour when none is given', async () => {
    const response = await create({ tag_name: '  Priority ' });
    expect(response.json()).toEqual({ meta: { code: 200, message: [TAG_MESSAGES.added] }, data: { _id: expect.any(String), tag_name: 'Priority', tag_color: DEFAULT_TAG_COLOR } });
    expect((await create({ tag_name: 'Palette', tag_color: '#fa7087' })).json().data.tag_color).toBe('#FA7087');
  });

  it('refuses a duplicate name in any case', async () => {
    await create({ tag_name: 'Returns' });
    const response = await create({ tag_name: 'RETURNS' });
    expect(response.statusCode).toBe(400);
    expect(messagesOf(response)).toEqual([TAG_MESSAGES.exists]);
    const other = await signUp(t.app);
    expect((await create({ tag_name: 'Returns' }, other)).statusCode).toBe(200);
  });

  it.each([
    ['no name', {}, TAG_MESSAGES.nameRequired],
    ['a blank name', { tag_name: '  ' }, TAG_MESSAGES.nameRequired],
    ['a colour that is not #RRGGBB', { tag_name: 'x', tag_color: 'red' }, TAG_MESSAGES.colorInvalid],
  ])('refuses %s', async (_case, payload, message) => {
    const response = await create(payload);
    expect(response.statusCode).toBe(400);
    expect(messagesOf(response)).toEqual([message]);
  });

  it('lists and searches', async () => {
    const other = await signUp(t.app);
    await create({ tag_name: 'Alpha' }, other);
    await create({ tag_name: 'Alphabet' }, other);
    await create({ tag_name: 'Beta' }, other);
    const all = await t.app.inject({ method: 'GET', url: '/api/tags', headers: other.headers });
    expect(all.json().data.map((tag: { tag_name: string }) => tag.tag_name)).toEqual(['Alpha', 'Alphabet', 'Beta']);
    const found = await t.app.inject({ method: 'POST', url: '/api/tags/search', headers: other.headers, payload: { query: 'alph' } });
    expect(found.json().data.map((tag: { tag_name: string }) => tag.tag_name)).toEqual(['Alpha', 'Alphabet']);
    const literal = await t.app.inject({ method: 'POST', url: '/api/tags/search', headers: other.headers, payload: { query: '%' } });
    expect(literal.json().data).toEqual([]);
  });

  it('renames and recolours with the matching message', async () => {
    const tag = (await create({ tag_name: 'Old' })).json().data;
    const renamed = await update(tag._id, { tag_name: 'New', tag_color: tag.tag_color });
    expect(renamed.json()).toMatchObject({ meta: { message: [TAG_MESSAGES.nameUpdated] }, data: { tag_name: 'New' } });
    const recoloured = await update(tag._id, { tag_color: '#88F054' });
    expect(recoloured.json()).toMatchObject({ meta: { message: [TAG_MESSAGES.colorUpdated] }, data: { tag_color: '#88F054', tag_name: 'New' } });
  });

  it('refuses renaming onto an existing name', async () => {
    await create({ tag_name: 'Taken' });
    const tag = (await create({ tag_name: 'Free' })).json().data;
    expect(messagesOf(await update(tag._id, { tag_name: 'taken' }))).toEqual([TAG_MESSAGES.exists]);
  });

  it('deletes a tag and takes it off its shipments', async () => {
    const tag = (await create({ tag_name: 'Gone' })).json().data;
    const shipment = await addShipment(t.app, owner, { tag: [{ tag_id: tag._id }] });
    const response = await t.app.inject({ method: 'DELETE', url: `/api/tag/${tag._id}`, headers: owner.headers });
    expect(messagesOf(response)).toEqual([TAG_MESSAGES.deleted]);
    const after = await t.app.inject({ method: 'GET', url: `/api/trackings/${shipment._id}`, headers: owner.headers });
    expect(after.json().data.tags).toEqual([]);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/tag/${tag._id}`, headers: owner.headers })).statusCode).toBe(404);
  });

  it("hides a tenant's tags from others", async () => {
    const tag = (await create({ tag_name: 'Private' })).json().data;
    await expectHiddenFromOtherTenants(t.app, { method: 'PUT', url: `/api/tag/${tag._id}`, payload: { tag_name: 'Mine' } });
    await expectHiddenFromOtherTenants(t.app, { method: 'DELETE', url: `/api/tag/${tag._id}` });
  });

  it('lets only settings users rename or delete', async () => {
    const tag = (await create({ tag_name: 'Guarded' })).json().data;
    const tracker = await createSubUser(t.app, t.database, owner, ['tracking']);
    expect((await create({ tag_name: 'From a tracker' }, tracker)).statusCode).toBe(200);
    expect((await update(tag._id, { tag_name: 'Nope' }, tracker)).statusCode).toBe(403);
  });
});

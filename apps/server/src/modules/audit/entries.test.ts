import { describe, expect, it } from 'vitest';
import { AUDIT_MASK, type ApiKeyView } from '@trailpost/contracts';
import { bearer, signUp, type SignedIn } from '../../test/accounts.js';
import { useTestApp } from '../../test/harness.js';
import { byUser, CHANGE_ADDRESS, latestEntry } from './audit-test-helpers.js';

const t = useTestApp();

/** A change made by `who` from CHANGE_ADDRESS. */
const change = (who: Pick<SignedIn, 'headers'>, method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api${url}`, headers: who.headers, remoteAddress: CHANGE_ADDRESS, ...(payload ? { payload } : {}) });

async function changed(who: Pick<SignedIn, 'headers'>, method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) {
  const response = await change(who, method, url, payload);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

describe('API keys', () => {
  it('records created, refreshed and deleted by key, never the token', async () => {
    const owner = await signUp(t.app);
    const key = (await changed(owner, 'POST', '/user/add_token', { token_name: 'Sync' })) as ApiKeyView;
    expect(await latestEntry(t.app, owner, 'api_key.created')).toMatchObject({
      ...byUser(owner),
      action: 'api_key.created',
      target_type: 'api_key',
      target_id: key._id,
      changes: { token_name: { before: null, after: 'Sync' } },
    });
    const refreshed = (await changed(owner, 'PUT', '/user/refresh_token', { developer_token: { token_name: 'Sync', token: key.token } })) as ApiKeyView;
    expect(await latestEntry(t.app, owner, 'api_key.refreshed')).toMatchObject({ ...byUser(owner), target_id: key._id, changes: { token: { before: AUDIT_MASK, after: AUDIT_MASK } } });
    await changed(owner, 'DELETE', '/user/delete_token', { developer_token: { token_name: 'Sync', token: refreshed.token } });
    expect(await latestEntry(t.app, owner, 'api_key.deleted')).toMatchObject({ ...byUser(owner), target_id: key._id, changes: { token_name: { before: 'Sync', after: null } } });
    const log = JSON.stringify((await t.app.inject({ method: 'GET', url: '/api/audit_log', headers: owner.headers })).json());
    expect(log).not.toContain(key.token);
    expect(log).not.toContain(refreshed.token);
  });

  it('names the API key a change was made with', async () => {
    const owner = await signUp(t.app);
    const key = (await changed(owner, 'POST', '/user/add_token', { token_name: 'Robot' })) as ApiKeyView;
    const robot = { headers: bearer(key.token) };
    const role = await changed(robot, 'POST', '/role', { name: 'By key', department: 'Ops', role: ['dashboard'] });
    expect(await latestEntry(t.app, owner, 'team.role_created')).toMatchObject({ ...byUser(owner, key._id), target_id: role._id });
  });
});

describe('team', () => {
  it('records roles created, updated and deleted, with what changed', async () => {
    const owner = await signUp(t.app);
    const role = await changed(owner, 'POST', '/role', { name: 'Support', department: 'Ops', role: ['dashboard'] });
    expect(await latestEntry(t.app, owner, 'team.role_created')).toMatchObject({
      ...byUser(owner),
      target_type: 'role',
      target_id: role._id,
      changes: { name: { before: null, after: 'Support' }, department: { before: null, after: 'Ops' }, role: { before: null, after: ['dashboard'] } },
    });
    await changed(owner, 'PUT', `/role/${role._id}`, { name: 'Support', department: 'Ops', role: ['dashboard', 'tracking'] });
    expect((await latestEntry(t.app, owner, 'team.role_updated')).changes).toEqual({ role: { before: ['dashboard'], after: ['dashboard', 'tracking'] } });
    await changed(owner, 'DELETE', `/role/${role._id}`);
    expect(await latestEntry(t.app, owner, 'team.role_deleted')).toMatchObject({ ...byUser(owner), target_id: role._id, changes: { name: { before: 'Support', after: null } } });
  });

  it('records an invitation and a team member’s update', async () => {
    const owner = await signUp(t.app);
    const role = await changed(owner, 'POST', '/role', { name: 'Support', department: 'Ops', role: ['dashboard'] });
    const email = `invitee.${Date.now().toString(36)}@example.com`;
    const user = await changed(owner, 'POST', '/sub_user/invite', { name: 'Ada', email, role_id: role._id });
    expect(await latestEntry(t.app, owner, 'team.invited')).toMatchObject({
      ...byUser(owner),
      target_type: 'user',
      target_id: user._id,
      changes: { email: { before: null, after: email }, name: { before: null, after: 'Ada' }, role_id: { before: null, after: role._id } },
    });
    await changed(owner, 'PUT', `/sub_user/${user._id}`, { name: 'Ada L.', active: 0 });
    expect(await latestEntry(t.app, owner, 'team.user_updated')).toMatchObject({
      ...byUser(owner),
      target_id: user._id,
      changes: { name: { before: 'Ada', after: 'Ada L.' }, active: { before: 1, after: 0 } },
    });
  });
});

describe('webhooks', () => {
  it('records created, updated (a rotated secret masked) and deleted, never the secret', async () => {
    const owner = await signUp(t.app);
    const hook = await changed(owner, 'POST', '/webhook/subscription', { endpoint_url: 'https://hooks.example.invalid/a' });
    expect(await latestEntry(t.app, owner, 'webhook.created')).toMatchObject({
      ...byUser(owner),
      target_type: 'webhook',
      target_id: hook.id,
      changes: { endpoint_url: { before: null, after: 'https://hooks.example.invalid/a' } },
    });
    await changed(owner, 'PUT', '/webhook/subscription', { id: hook.id, endpoint_url: 'https://hooks.example.invalid/b' });
    expect((await latestEntry(t.app, owner, 'webhook.updated')).changes).toEqual({ endpoint_url: { before: 'https://hooks.example.invalid/a', after: 'https://hooks.example.invalid/b' } });
    const rotated = await changed(owner, 'POST', `/webhook/subscription/${hook.id}/rotate_secret`);
    expect((await latestEntry(t.app, owner, 'webhook.updated')).changes).toEqual({ secret: { before: AUDIT_MASK, after: AUDIT_MASK } });
    await changed(owner, 'DELETE', `/webhook/subscription/${hook.id}`);
    expect(await latestEntry(t.app, owner, 'webhook.deleted')).toMatchObject({ ...byUser(owner), changes: { endpoint_url: { before: 'https://hooks.example.invalid/b', after: null } } });
    const log = JSON.stringify((await t.app.inject({ method: 'GET', url: '/api/audit_log', headers: owner.headers })).json());
    expect(log).not.toContain(hook.secret);
    expect(log).not.toContain(rotated.secret);
  });
});

describe('account settings', () => {
  it('records the organization’s changes, two-step sign-in required included', async () => {
    const owner = await signUp(t.app);
    const form = { company_name: 'Acme', contact_no: '+1 555 0100', address1: '1 Main St', city: 'Austin', state: 'TX', country_name: 'United States of America' };
    await changed(owner, 'PUT', '/user/organization', form);
    await changed(owner, 'PUT', '/user/organization', { ...form, company_name: 'Acme Ltd', require_two_factor: true });
    expect(await latestEntry(t.app, owner, 'organization.updated')).toMatchObject({
      ...byUser(owner),
      target_type: 'organization',
      changes: { company_name: { before: 'Acme', after: 'Acme Ltd' }, require_two_factor: { before: false, after: true } },
    });
  });

  it('records a changed custom domain', async () => {
    const owner = await signUp(t.app);
    const sub = `a${Date.now().toString(36)}`;
    await changed(owner, 'PUT', '/user/sub_domain', { sub_domain: sub });
    await changed(owner, 'PUT', '/user/sub_domain', { sub_domain: sub, custom_domain_url: 'track.acme.example' });
    expect(await latestEntry(t.app, owner, 'custom_domain.updated')).toMatchObject({
      ...byUser(owner),
      target_type: 'custom_domain',
      target_id: 'track.acme.example',
      changes: { custom_domain_url: { before: `${sub}.trailpost.app`, after: 'track.acme.example' } },
    });
  });
});

describe('automations', () => {
  it('records a rule switched on and off', async () => {
    const owner = await signUp(t.app);
    const template = await changed(owner, 'POST', '/email_template', { template_name: 'T', reply_to: 'care@example.com', subject: 'Hi', body: '<p>[Tracking Number]</p>' });
    const rule = await changed(owner, 'POST', '/automation', {
      name: 'Welcome',
      event_type: 'CREATED',
      condition: [{ query_param: 'status_id', operator: 'IN', query_param_value: ['Pending'] }],
      action: [{ type: 'EMAIL', request_params: { template_id: template._id, receiver_type: 'customer', action_type: 'Immediately' } }],
      active: 0,
    });
    await changed(owner, 'PUT', `/automation/${rule._id}`, { active: 1 });
    expect(await latestEntry(t.app, owner, 'automation.activated')).toMatchObject({
      ...byUser(owner),
      target_type: 'automation',
      target_id: rule._id,
      changes: { active: { before: false, after: true } },
    });
    await changed(owner, 'PUT', `/automation/${rule._id}`, { active: 0 });
    expect((await latestEntry(t.app, owner, 'automation.deactivated')).changes).toEqual({ active: { before: true, after: false } });
  });
});

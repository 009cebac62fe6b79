import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { eq } from 'drizzle-orm';
import { ROLE_VALUES, SHIPMENT_MESSAGES, STORE_MESSAGES, TEAM_MESSAGES, type Access, type RoleValue } from '@trailpost/contracts';
import { apiKeys, automationRules, invitations, notifications, roles, senderDomains, sessions, shipments, stores, tags, users, webhookDeliveries, webhookSubscriptions } from '../db/schema/index.js';
import { bearer, createSubUser, login, signUp, type SignedIn } from '../test/accounts.js';
import { useTestApp } from '../test/harness.js';
import { documentValidator } from '../test/openapi-schemas.js';
import { addShipment } from '../test/shipments.js';
import { NO_ACCESS_MESSAGE } from './auth.js';
import { EXTRA_STATUSES } from './openapi-docs/statuses.js';

/**
 * Every route of the OpenAPI document, checked the same way: who may call it, what a stranger's
 * token gets, what a sub-user of each role gets, and what another tenant's ids get. The table
 * below must name every route the document lists, so a new route cannot escape the matrix.
 */
const t = useTestApp();

/** Reachable without a session; with any session; or with a session holding this access value. */
type Need = 'public' | 'session' | Access;

/** The role values a sub-user needs for an access value (webhooks send every shipment: settings and tracking). */
const valuesFor = (need: Access): RoleValue[] => (need === 'webhooks' ? ['settings', 'tracking'] : [need as RoleValue]);
/** Whether a role value stands in for a needed one (assignTracking opens the tracking routes). */
const covers = (value: RoleValue, needed: RoleValue) => value === needed || (needed === 'tracking' && value === 'assignTracking');

interface Owned {
  owner: SignedIn;
  shipmentId: string;
  tagId: string;
  notificationId: string;
  roleId: string;
  subUserId: string;
  senderDomainId: string;
  webhookId: string;
  deliveryId: string;
  emailTemplateId: string;
  automationId: string;
  storeId: string;
}

/** Builds a request that passes validation for the route, on resources of `a` (fresh ones when it destroys them). */
type Sample = (a: Owned) => Promise<Omit<InjectOptions, 'headers'>> | Omit<InjectOptions, 'headers'>;

const EMAIL_TEMPLATE = { template_name: 'Matrix', reply_to: 'care@example.com', subject: 'Hi [Customer Name]', body: '<p>[Tracking Number]</p>' };
const TRACKING_TEMPLATE = { template_name: 'Matrix', body: '<p>[Tracking Number]</p>' };
/** An Australia Post account; couriers are unreachable from tests, so it is saved unverified. */
const STORE = { store_name: 'Matrix', channel_id: 3, key1: 'matrix-secret', key2: 'matrix-api-key', key3: '0001234567' };
const SMS_TEMPLATE = { template_name: 'Matrix', body: '[Tracking Number] is [Tracking Status]' };
const RANGE = { from_date: '2025-01-01T00:00:00.000Z', to_date: '2025-01-31T23:59:59.999Z' };
const PERFORMANCE_RANGE = { from: '2025-01-01', to: '2025-01-31' };
const fresh = async (a: Owned) => (await addShipment(t.app, a.owner))._id;
/** A rule that e-mails the customer of a new shipment with the owner's template (off unless `active`). */
const automationRule = (a: Owned, active: 0 | 1 = 0) => ({
  name: 'Matrix rule',
  event_type: 'CREATED',
  condition: [{ query_param: 'status_id', operator: 'IN', query_param_value: ['Pending'] }],
  action: [{ type: 'EMAIL', request_params: { template_id: a.emailTemplateId, receiver_type: 'customer', action_type: 'Immediately' } }],
  active,
});

/** `mainOnly`: a sub-user is refused even with the access value, with this message (assigning, the team). */
const ROUTES: Record<string, { need: Need; mainOnly?: string; sample?: Sample }> = {
  'GET /api/health': { need: 'public' },
  'GET /api/health/details': { need: 'public' },
  'GET /api/outbox': { need: 'public' },
  'POST /api/user/register': { need: 'public' },
  'POST /api/user/verify_email': { need: 'public' },
  'POST /api/user/login': { need: 'public' },
  'POST /api/user/login/two_factor': { need: 'public' },
  'GET /api/user/forgot_password': { need: 'public' },
  'POST /api/user/reset_password': { need: 'public' },
  'POST /api/user/reset_password/check': { need: 'public' },
  'GET /api/altcha/challenge': { need: 'public' },
  'POST /api/tracking_page': { need: 'public' },
  'POST /api/tracking_page_search': { need: 'public' },
  'GET /api/domains/allowed': { need: 'public' },
  'POST /api/ninjavan_webhook/consume/{encodedUserId}': { need: 'public' },
  'POST /api/webhooks/17track': { need: 'public' },
  'POST /api/shopify/install': { need: 'public' },
  'POST /api/shopify_to_trailpost_token': { need: 'public' },
  'POST /api/shopify/webhooks': { need: 'public' },
  'POST /api/bigcommerce/webhooks': { need: 'public' },
  'POST /api/bigcommerce_to_trailpost_token': { need: 'public' },
  'POST /api/load_bigcommerce_store': { need: 'public' },
  'GET /api/bigcommerce/uninstall': { need: 'public' },
  'GET /api/bigcommerce/remove_user': { need: 'public' },
  'PUT /api/files/upload': { need: 'public' },
  'GET /api/files/download': { need: 'public' },
  'GET /api/import/template': { need: 'public' },
  'GET /api/firebase/stream': { need: 'public' },

  'GET /api/user': { need: 'session' },
  'POST /api/user/logout': { need: 'session' },
  'GET /api/user/sub_domain': { need: 'session' },
  'GET /api/user/custom_domain': { need: 'settings' },
  'POST /api/user/custom_domain/verify': { need: 'settings' },
  'GET /api/user/sessions': { need: 'session' },
  'DELETE /api/user/sessions/{id}': { need: 'session' },
  'POST /api/user/logout_all': { need: 'session' },
  'POST /api/user/two_factor/setup': { need: 'session' },
  'POST /api/user/two_factor/enable': { need: 'session', sample: () => ({ payload: { code: '000000' } }) },
  'POST /api/user/two_factor/disable': { need: 'session', sample: () => ({ payload: { password: 'not-it-1', code: '000000' } }) },
  'POST /api/user/sub_domain': { need: 'session', sample: () => ({ payload: { sub_domain: 'matrixcheck' } }) },
  'PUT /api/user/sub_domain': { need: 'settings', sample: () => ({ payload: { sub_domain: `m${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}` } }) },
  'GET /api/user/profile': { need: 'session' },
  'PUT /api/user/edit_profile': { need: 'session', sample: () => ({ payload: { name: 'Matrix', date_format: 'DD-MM-YYYY', time_zone_id: 'Asia/Kolkata' } }) },
  'GET /api/timezone/list': { need: 'session' },
  'PUT /api/user/alerts/{id}': { need: 'session', sample: () => ({ payload: { daily_digest_email_active: 1 } }) },
  'PUT /api/user/change_password': {
    need: 'session',
    sample: () => ({ payload: { current_password: 'not-it-1', new_password: 'matrix123', confirm_password: 'matrix123' } }),
  },
  'GET /api/user/organization': { need: 'settings' },
  'PUT /api/user/organization': {
    need: 'settings',
    sample: () => ({ payload: { company_name: 'Matrix', contact_no: '+1 555 0100', address1: '1 Main St', city: 'Austin', state: 'TX', country_name: 'United States of America' } }),
  },
  'PUT /api/user/organization/logo': { need: 'settings', sample: () => ({ payload: { logo: null } }) },
  'GET /api/user/tracking_page_settings': { need: 'settings' },
  'GET /api/user/tracking_page_texts': { need: 'settings', sample: () => ({ query: { language: 'de' } }) },
  'PUT /api/user/tracking_page_texts': { need: 'settings', sample: () => ({ payload: { language: 'de', texts: { track: 'Los' } } }) },
  'GET /api/user/sms_settings': { need: 'settings' },
  'PUT /api/user/sms_settings': { need: 'settings', sample: () => ({ payload: { sms_quiet_hours: { start: '22:00', end: '07:00' } } }) },
  'PUT /api/user/tracking_page_settings': { need: 'settings', sample: () => ({ payload: { order_lookup_verification: false } }) },
  'GET /api/organization/logo/{tenantId}/{file}': { need: 'public' },
  'GET /api/role/list': { need: 'settings', mainOnly: TEAM_MESSAGES.mainUserOnly },
  'GET /api/role/{id}': { need: 'session' },
  'POST /api/role': { need: 'settings', mainOnly: TEAM_MESSAGES.mainUserOnly, sample: () => ({ payload: { name: 'Matrix role', department: 'Ops', role: ['dashboard'] } }) },
  'PUT /api/role/{id}': { need: 'settings', mainOnly: TEAM_MESSAGES.mainUserOnly, sample: () => ({ payload: { name: 'Renamed', department: 'Ops', role: ['tracking'] } }) },
  'DELETE /api/role/{id}': { need: 'settings', mainOnly: TEAM_MESSAGES.mainUserOnly },
  'POST /api/sub_user/invite': {
    need: 'settings',
    mainOnly: TEAM_MESSAGES.mainUserOnly,
    sample: (a) => ({ payload: { name: 'Invitee', email: `invitee.${Math.random().toString(36).slice(2, 10)}@example.com`, role_id: a.roleId } }),
  },
  'GET /api/sub_user/list': { need: 'settings', mainOnly: TEAM_MESSAGES.mainUserOnly },
  'PUT /api/sub_user/{id}': { need: 'settings', mainOnly: TEAM_MESSAGES.mainUserOnly, sample: () => ({ payload: { name: 'Matrix Sub' } }) },
  'DELETE /api/sub_user/{id}/invitation': { need: 'settings', mainOnly: TEAM_MESSAGES.mainUserOnly },
  'POST /api/sub_user/acceptinvite': { need: 'public' },
  'GET /api/country/list': { need: 'session' },
  'GET /api/couriers/list': { need: 'session' },
  'POST /api/couriers/detect': { need: 'session', sample: () => ({ payload: { tracking_number: '1Z999AA10123456784' } }) },
  'GET /api/firebase/token/{userId}': { need: 'session' },
  'GET /api/firebase/notifications': { need: 'session' },
  'POST /api/firebase/notifications/read': { need: 'session' },
  'DELETE /api/firebase/notification/{id}': { need: 'session' },
  'GET /api/notifications/mutes': { need: 'session' },
  'PUT /api/notifications/mutes': { need: 'session', sample: () => ({ payload: { muted_kinds: ['tracking.expired'] } }) },
  'GET /api/user/awsservice/presignedurl/image': { need: 'settings', sample: () => ({ query: { file_name: 'logo.png', file_type: 'image/png' } }) },

  'POST /api/dashboard/tracking_summary': {
    need: 'dashboard',
    sample: () => ({ payload: { ...RANGE, utc_offset: '+00:00', date_type: 10, time_array: ['2025-01-01'] } }),
  },
  'POST /api/dashboard/tracking_count': { need: 'dashboard', sample: () => ({ payload: RANGE }) },
  'POST /api/dashboard/top_couriers': { need: 'dashboard', sample: () => ({ payload: RANGE }) },
  'POST /api/dashboard/top_countries': { need: 'dashboard', sample: () => ({ payload: RANGE }) },
  'POST /api/dashboard/shipments/average_days_to_delivery': { need: 'dashboard', sample: () => ({ payload: RANGE }) },
  'POST /api/dashboard/shipments/day_wise_delivery_count': { need: 'dashboard', sample: () => ({ payload: RANGE }) },
  'GET /api/performance/couriers': { need: 'dashboard', sample: () => ({ query: PERFORMANCE_RANGE }) },
  'GET /api/performance/couriers/export': { need: 'dashboard', sample: () => ({ query: PERFORMANCE_RANGE }) },
  'GET /api/performance/lanes': { need: 'dashboard', sample: () => ({ query: PERFORMANCE_RANGE }) },
  'GET /api/performance/lanes/export': { need: 'dashboard', sample: () => ({ query: PERFORMANCE_RANGE }) },

  'GET /api/trackings': { need: 'tracking' },
  'GET /api/trackings/filters': { need: 'tracking' },
  'POST /api/trackings/suggestions': { need: 'tracking', sample: () => ({ payload: { query: 'TP' } }) },
  'GET /api/trackings/{id}': { need: 'tracking' },
  'POST /api/trackings': { need: 'tracking', sample: () => ({ payload: { slug: 'ups', tracking_number: `1Z${Date.now()}` } }) },
  'POST /api/trackings/{id}/refresh': { need: 'tracking' },
  'PUT /api/trackings/{id}': { need: 'tracking', sample: () => ({ payload: { customer_name: 'Matrix' } }) },
  'DELETE /api/trackings/{id}': { need: 'tracking' },
  'GET /api/trackings/{slug}/{tracking_number}': { need: 'tracking' },
  'POST /api/trackings/{slug}/{tracking_number}/refresh': { need: 'tracking' },
  'PUT /api/trackings/{slug}/{tracking_number}': { need: 'tracking', sample: () => ({ payload: { customer_name: 'Matrix' } }) },
  'DELETE /api/trackings/{slug}/{tracking_number}': { need: 'tracking' },
  'POST /api/tracking/bulk/delete': { need: 'tracking', sample: async (a) => ({ payload: { ids: [await fresh(a)] } }) },
  'POST /api/tracking/bulk/update/status': { need: 'tracking', sample: (a) => ({ payload: { ids: [a.shipmentId], current_status: 'Pending' } }) },
  'POST /api/tracking/bulk/assign_or_unassign_user': { need: 'tracking', mainOnly: SHIPMENT_MESSAGES.subUserCannotAssign, sample: (a) => ({ payload: { ids: [a.shipmentId], assigned_id: null } }) },
  'GET /api/tags': { need: 'tracking' },
  'POST /api/tags/search': { need: 'tracking', sample: () => ({ payload: { query: 'x' } }) },
  'POST /api/tag': { need: 'tracking', sample: () => ({ payload: { tag_name: `T${Math.random().toString(36).slice(2, 8)}` } }) },
  'PUT /api/tag/{id}': { need: 'settings', sample: () => ({ payload: { tag_color: '#123456' } }) },
  'DELETE /api/tag/{id}': { need: 'settings' },
  'POST /api/export/trackings': { need: 'tracking', sample: () => ({ payload: { query: '', filters: {} } }) },
  'POST /api/import/tracking': { need: 'tracking', sample: () => ({ payload: { url: '/api/files/download?token=none' } }) },

  'GET /api/email_template/list': { need: 'settings' },
  'POST /api/email_template': { need: 'settings', sample: () => ({ payload: EMAIL_TEMPLATE }) },
  'GET /api/email_template/{id}': { need: 'settings' },
  'PUT /api/email_template/{id}': { need: 'settings', sample: () => ({ payload: EMAIL_TEMPLATE }) },
  'DELETE /api/email_template/{id}': { need: 'settings' },
  'POST /api/email_template/{id}': { need: 'settings', sample: () => ({ payload: { to_email: 'matrix@example.com' } }) },
  'GET /api/sms_template': { need: 'settings' },
  'POST /api/sms_template': { need: 'settings', sample: () => ({ payload: SMS_TEMPLATE }) },
  'GET /api/sms_template/{id}': { need: 'settings' },
  'PUT /api/sms_template/{id}': { need: 'settings', sample: () => ({ payload: SMS_TEMPLATE }) },
  'DELETE /api/sms_template/{id}': { need: 'settings' },
  'GET /api/message/list': { need: 'settings' },
  'GET /api/tracking_template/list': { need: 'settings' },
  'POST /api/tracking_template': { need: 'settings', sample: () => ({ payload: TRACKING_TEMPLATE }) },
  'POST /api/tracking_template/preview': { need: 'settings', sample: () => ({ payload: { body: TRACKING_TEMPLATE.body } }) },
  'GET /api/tracking_template/{id}': { need: 'settings' },
  'PUT /api/tracking_template/{id}': { need: 'settings', sample: () => ({ payload: TRACKING_TEMPLATE }) },
  'DELETE /api/tracking_template/{id}': { need: 'settings' },
  'PUT /api/tracking_template/default/{id}': { need: 'settings' },
  'GET /api/unsubscribe': { need: 'public' },
  'POST /api/unsubscribe': { need: 'public' },
  'POST /api/sms/inbound': { need: 'public' },
  'GET /api/domain': { need: 'settings' },
  'POST /api/domain': { need: 'settings', sample: () => ({ payload: { email: `from@${senderDomainName()}` } }) },
  'PUT /api/domain': { need: 'settings', sample: async (a) => ({ payload: { email: (await createSenderDomain(a.owner)).email } }) },
  'POST /api/domain/validate/{id}': { need: 'settings' },
  'GET /api/user/get_tokens': { need: 'settings' },
  'POST /api/user/add_token': { need: 'settings', sample: () => ({ payload: { token_name: 'Matrix' } }) },
  'PUT /api/user/refresh_token': { need: 'settings', sample: async (a) => ({ payload: { developer_token: { token_name: 'Matrix', token: await createApiKey(a.owner) } } }) },
  'DELETE /api/user/delete_token': { need: 'settings', sample: async (a) => ({ payload: { developer_token: { token_name: 'Matrix', token: await createApiKey(a.owner) } } }) },
  'GET /api/audit_log': { need: 'settings', mainOnly: NO_ACCESS_MESSAGE },
  'GET /api/audit_log/export': { need: 'settings', mainOnly: NO_ACCESS_MESSAGE },
  'GET /api/webhook/subscription': { need: 'webhooks' },
  'POST /api/webhook/subscription': { need: 'webhooks', sample: () => ({ payload: { endpoint_url: `https://hooks-${Math.random().toString(36).slice(2, 8)}.example.invalid/` } }) },
  'PUT /api/webhook/subscription': { need: 'webhooks', sample: (a) => ({ payload: { id: a.webhookId, notify_if_inactive: true } }) },
  'DELETE /api/webhook/subscription/{id}': { need: 'webhooks' },
  'POST /api/webhook/subscription/{id}/rotate_secret': { need: 'webhooks' },
  'POST /api/webhook/subscription/{id}/test': { need: 'webhooks' },
  'GET /api/webhook/subscription/{id}/deliveries': { need: 'webhooks' },
  'POST /api/webhook/subscription/{id}/deliveries/replay': { need: 'webhooks', sample: () => ({ payload: { from: '2026-01-01', to: '2030-01-01' } }) },
  'POST /api/webhook/subscription/{id}/deliveries/{deliveryId}/replay': { need: 'webhooks' },

  'GET /api/automation/list': { need: 'automations' },
  'GET /api/automation/filters': { need: 'automations' },
  'GET /api/automation/custom_triggers': { need: 'automations' },
  'GET /api/automation/options': { need: 'automations' },
  'POST /api/automation/dry_run': { need: 'automations', sample: (a) => ({ payload: automationRule(a) }) },
  'POST /api/automation': { need: 'automations', sample: (a) => ({ payload: automationRule(a) }) },
  'GET /api/automation/{id}': { need: 'automations' },
  'PUT /api/automation/{id}': { need: 'automations', sample: () => ({ payload: { active: 0 } }) },
  'DELETE /api/automation/{id}': { need: 'automations' },
  'GET /api/automation/{id}/logs': { need: 'automations' },

  'GET /api/stores/list': { need: 'settings' },
  'GET /api/channels/list': { need: 'settings' },
  'POST /api/stores': { need: 'settings', sample: () => ({ payload: STORE }) },
  'GET /api/stores/{id}': { need: 'settings' },
  'PUT /api/stores/{id}': { need: 'settings', sample: () => ({ payload: { store_name: 'Renamed', channel_id: 3 } }) },
  'PUT /api/stores/activation/{id}': { need: 'settings', sample: () => ({ payload: { active: 1 } }) },
  'POST /api/stores/reveal/{id}': { need: 'settings', mainOnly: STORE_MESSAGES.revealOwnerOnly },
  'POST /api/stores/sync/{id}': { need: 'settings' },
  'POST /api/stores/link': { need: 'settings', sample: () => ({ payload: { request_id: '00000000-0000-4000-8000-000000000000' } }) },
  'DELETE /api/stores/{id}': { need: 'settings' },
};

/** Path ids of the caller's tenant; a route that destroys its record gets a fresh one. */
async function pathFor(route: string, a: Owned): Promise<string> {
  const [method, path] = route.split(' ') as [string, string];
  const destroys = method === 'DELETE';
  const values: Record<string, () => Promise<string | string[]> | string | string[]> = {
    '/api/trackings/{id}': () => (destroys ? fresh(a) : a.shipmentId),
    '/api/trackings/{id}/refresh': () => a.shipmentId,
    '/api/trackings/{slug}/{tracking_number}': async () => courierAndNumber(destroys ? await fresh(a) : a.shipmentId),
    '/api/trackings/{slug}/{tracking_number}/refresh': () => courierAndNumber(a.shipmentId),
    '/api/tag/{id}': () => (destroys ? createTag(a.owner) : a.tagId),
    '/api/firebase/notification/{id}': () => (destroys ? createNotification(a.owner) : a.notificationId),
    '/api/firebase/token/{userId}': () => a.owner.session._id,
    '/api/user/alerts/{id}': () => a.owner.session._id,
    '/api/role/{id}': () => (destroys ? createRole(a.owner) : a.roleId),
    '/api/sub_user/{id}': () => a.subUserId,
    '/api/sub_user/{id}/invitation': () =>
      createOwned(a.owner, '/api/sub_user/invite', { name: 'Invitee', email: `invitee.${Math.random().toString(36).slice(2, 10)}@example.com`, role_id: a.roleId }),
    '/api/domain/validate/{id}': () => a.senderDomainId,
    '/api/email_template/{id}': () => createOwned(a.owner, '/api/email_template', EMAIL_TEMPLATE),
    '/api/sms_template/{id}': () => createOwned(a.owner, '/api/sms_template', SMS_TEMPLATE),
    // Not the account's first: ownedBy listed the templates, which gave the account its default.
    '/api/tracking_template/{id}': () => createOwned(a.owner, '/api/tracking_template', TRACKING_TEMPLATE),
    '/api/tracking_template/default/{id}': () => createOwned(a.owner, '/api/tracking_template', TRACKING_TEMPLATE),
    // A session of its own to end, so the owner's stays usable.
    '/api/user/sessions/{id}': () => sessionOf(a.owner),
    '/api/webhook/subscription/{id}': () => (destroys ? createWebhook(a.owner) : a.webhookId),
    '/api/webhook/subscription/{id}/rotate_secret': () => a.webhookId,
    '/api/webhook/subscription/{id}/test': () => a.webhookId,
    '/api/webhook/subscription/{id}/deliveries': () => a.webhookId,
    '/api/webhook/subscription/{id}/deliveries/replay': () => a.webhookId,
    '/api/webhook/subscription/{id}/deliveries/{deliveryId}/replay': () => [a.webhookId, a.deliveryId],
    '/api/automation/{id}': () => (destroys ? createOwned(a.owner, '/api/automation', automationRule(a)) : a.automationId),
    '/api/automation/{id}/logs': () => a.automationId,
    '/api/stores/{id}': () => (destroys ? createOwned(a.owner, '/api/stores', STORE) : a.storeId),
    '/api/stores/activation/{id}': () => a.storeId,
    '/api/stores/reveal/{id}': () => a.storeId,
    '/api/stores/sync/{id}': () => a.storeId,
  };
  if (!path.includes('{')) return path;
  const value = values[path];
  if (!value) throw new Error(`${route}: the matrix needs an owned id for this path`);
  const ids = [await value()].flat();
  return ids.reduce((filled, id) => filled.replace(/\{\w+\}/, id), path);
}

/** The path values naming a shipment by courier and number. */
async function courierAndNumber(id: string): Promise<string[]> {
  const [row] = await t.database.db.select().from(shipments).where(eq(shipments.id, id));
  return [row!.slug, encodeURIComponent(row!.trackingNumber)];
}

/** A record of the owner's made through its own route (a fresh one per request, so deleting is safe). */
async function createOwned(owner: SignedIn, url: string, payload: object): Promise<string> {
  const response = await t.app.inject({ method: 'POST', url, headers: owner.headers, payload });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data._id as string;
}

async function createTag(owner: SignedIn): Promise<string> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/tag',
    headers: owner.headers,
    payload: { tag_name: `Tag ${Math.random().toString(36).slice(2, 8)}` },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data._id as string;
}

async function createRole(owner: SignedIn): Promise<string> {
  const response = await t.app.inject({ method: 'POST', url: '/api/role', headers: owner.headers, payload: { name: 'Owned role', role: ['dashboard'] } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data._id as string;
}

async function inviteSubUser(owner: SignedIn, roleId: string): Promise<string> {
  const email = `owned.${Math.random().toString(36).slice(2, 10)}@example.com`;
  const response = await t.app.inject({ method: 'POST', url: '/api/sub_user/invite', headers: owner.headers, payload: { name: 'Owned Sub', email, role_id: roleId } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data._id as string;
}

const senderDomainName = () => `matrix-${Math.random().toString(36).slice(2, 10)}.test`;

async function createSenderDomain(owner: SignedIn): Promise<{ id: string; email: string }> {
  const email = `from@${senderDomainName()}`;
  const response = await t.app.inject({ method: 'POST', url: '/api/domain', headers: owner.headers, payload: { email } });
  expect(response.statusCode, response.body).toBe(200);
  return { id: response.json().data.domain_id as string, email };
}

/** A developer token of the owner's (a fresh one per request, so refreshing or deleting it is safe). */
async function createApiKey(owner: SignedIn): Promise<string> {
  const response = await t.app.inject({ method: 'POST', url: '/api/user/add_token', headers: owner.headers, payload: { token_name: 'Matrix' } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.token as string;
}

/**
 * A webhook of the owner's. Its address is then moved to a closed loopback port, which the safe
 * client refuses at once: a test event answers without waiting on the network.
 */
async function createWebhook(owner: SignedIn): Promise<string> {
  const id = await createOwned(owner, '/api/webhook/subscription', { endpoint_url: `https://hooks-${Math.random().toString(36).slice(2, 8)}.example.invalid/` });
  await t.database.db.update(webhookSubscriptions).set({ endpointUrl: 'http://127.0.0.1:9/matrix' }).where(eq(webhookSubscriptions.id, id));
  return id;
}

async function createDelivery(owner: SignedIn, subscriptionId: string): Promise<string> {
  const [row] = await t.database.db
    .insert(webhookDeliveries)
    .values({ tenantId: owner.session.user_details.tenant_id, subscriptionId, eventType: 'tracking.updated', body: '{}', status: 'failed' })
    .returning({ id: webhookDeliveries.id });
  return row!.id;
}

async function sessionOf(owner: SignedIn): Promise<string> {
  const other = await login(t.app, owner.session.email);
  const response = await t.app.inject({ method: 'GET', url: '/api/user/sessions', headers: other.headers });
  return (response.json().data as { _id: string; current: boolean }[]).find((s) => s.current)!._id;
}

async function createNotification(owner: SignedIn): Promise<string> {
  const [row] = await t.database.db
    .insert(notifications)
    .values({ tenantId: owner.session.user_details.tenant_id, userId: owner.session._id, type: 'export', message: 'Your export is ready.' })
    .returning({ id: notifications.id });
  return row!.id;
}

async function ownedBy(owner: SignedIn): Promise<Owned> {
  const roleId = await createRole(owner);
  const webhookId = await createWebhook(owner);
  const emailTemplateId = (await t.app.inject({ method: 'GET', url: '/api/email_template/list', headers: owner.headers })).json().data[0]._id as string;
  // The first list gives the account its built-in default tracking page, which cannot be deleted.
  await t.app.inject({ method: 'GET', url: '/api/tracking_template/list', headers: owner.headers });
  return {
    owner,
    shipmentId: await fresh({ owner } as Owned),
    tagId: await createTag(owner),
    notificationId: await createNotification(owner),
    roleId,
    subUserId: await inviteSubUser(owner, roleId),
    senderDomainId: (await createSenderDomain(owner)).id,
    webhookId,
    deliveryId: await createDelivery(owner, webhookId),
    emailTemplateId,
    automationId: await createOwned(owner, '/api/automation', automationRule({ emailTemplateId } as Owned, 1)),
    storeId: await createOwned(owner, '/api/stores', STORE),
  };
}

/** The request a caller makes to a route, with the path and sample of the records it may reach. */
async function requestFor(route: string, a: Owned, who: SignedIn | null): Promise<InjectOptions> {
  const [method] = route.split(' ') as [InjectOptions['method'], string];
  const sample = (await ROUTES[route]!.sample?.(a)) ?? {};
  const url = await pathFor(route, a);
  return { method, url, ...sample, headers: who ? who.headers : {} } as InjectOptions;
}

function expectEnvelope(response: { statusCode: number; json(): unknown }, status: number, route: string) {
  expect(response.statusCode, route).toBe(status);
  expect(response.json(), route).toMatchObject({ meta: { code: status, message: expect.any(Array) }, data: null });
}

let documented: string[] = [];
type DocumentedAnswer = { content?: Record<string, { schema?: unknown }> };
let openApiDoc: { paths: Record<string, Record<string, { security?: unknown[]; responses?: Record<string, DocumentedAnswer> }>>; components: unknown };
/** Each JSON answer of 200 that its documented schema refuses: the route, the address and why. */
const misdescribed: string[] = [];
let checkBody: (route: string, body: unknown) => string | null;

/** Every status each documented route answered in this file, by `METHOD /path/{template}`. */
const answered = new Map<string, Set<number>>();

/** The documented route an address belongs to: literal segments win over `{parameters}` (`/trackings/filters` is not `/trackings/{id}`). */
function routeOf(method: string, url: string): string | null {
  const path = url.split('?')[0]!;
  const matches = documented
    .filter((route) => route.startsWith(`${method} `))
    .filter((route) => new RegExp(`^${route.slice(method.length + 1).replace(/\{\w+\}/g, '[^/]+')}$`).test(path));
  return matches.sort((x, y) => (x.match(/\{/g)?.length ?? 0) - (y.match(/\{/g)?.length ?? 0))[0] ?? null;
}

beforeAll(async () => {
  openApiDoc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
  documented = Object.entries(openApiDoc.paths).flatMap(([path, methods]) => Object.keys(methods).map((m) => `${m.toUpperCase()} ${path}`));
  const validate = documentValidator(openApiDoc.components);
  checkBody = (route, body) => {
    const [method, path] = route.split(' ') as [string, string];
    const schema = openApiDoc.paths[path]![method.toLowerCase()]!.responses?.['200']?.content?.['application/json']?.schema;
    return schema ? validate(schema, body) : null;
  };
  // Every answer of this file is recorded against its route, to be checked with the document after the file.
  const inject = t.app.inject.bind(t.app) as (options: InjectOptions) => Promise<{ statusCode: number; headers: Record<string, unknown>; json(): unknown }>;
  (t.app as unknown as { inject: typeof inject }).inject = async (options: InjectOptions) => {
    const response = await inject(options);
    const route = routeOf(String(options.method ?? 'GET').toUpperCase(), String(options.url));
    if (route) answered.set(route, new Set([...(answered.get(route) ?? []), response.statusCode]));
    if (route && response.statusCode === 200 && String(response.headers['content-type']).startsWith('application/json')) {
      const problem = checkBody(route, response.json());
      if (problem) misdescribed.push(`${route} (${String(options.url).slice(0, 80)}): ${problem}`);
    }
    return response;
  };
});

// After the file, whatever order its tests ran in: a status a route answered that its document does not list fails the file.
afterAll(() => {
  const undocumented = [...answered].flatMap(([route, statuses]) => {
    const [method, path] = route.split(' ') as [string, string];
    const responses = openApiDoc.paths[path]![method.toLowerCase()]!.responses ?? {};
    return [...statuses].filter((status) => !(String(status) in responses)).map((status) => `${route} answered ${status}`);
  });
  expect(undocumented).toEqual([]);
  expect(misdescribed).toEqual([]);
});

const ENDS_OWN_SESSION = ['POST /api/user/logout', 'POST /api/user/logout_all'];
const guarded = Object.entries(ROUTES).filter(([, r]) => r.need !== 'public').map(([route]) => route);
const byAccess = Object.entries(ROUTES)
  .filter(([, r]) => r.need !== 'public' && r.need !== 'session')
  .map(([route, r]) => [route, r.need as Access, r.mainOnly ?? null] as const);
const withOwnedIds = guarded.filter((route) => route.includes('{') || route.includes('/bulk/'));

describe('the route matrix', () => {
  it('names every route of the OpenAPI document, and no other', () => {
    expect([...documented].sort()).toEqual(Object.keys(ROUTES).sort());
  });

  it('lists extra statuses of documented routes only', () => {
    expect(Object.keys(EXTRA_STATUSES).filter((route) => !documented.includes(route))).toEqual([]);
  });

  it('marks exactly the public routes as needing no token in the document', () => {
    for (const route of Object.keys(ROUTES)) {
      const [method, path] = route.split(' ') as [string, string];
      const operation = openApiDoc.paths[path]![method.toLowerCase()]!;
      expect(operation.security, route).toEqual(ROUTES[route]!.need === 'public' ? [] : undefined);
    }
  });

  it('lets the public routes through without a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: '/api/user/verify_email', payload: { email: 'x@y.co' } })).statusCode).toBe(404);
  });

  it.each(guarded)('%s: no token, a garbage token and a bearer of the wrong scheme get 401', async (route) => {
    const [method, path] = route.split(' ') as [InjectOptions['method'], string];
    const url = path.replace(/\{\w+\}/g, '00000000-0000-4000-8000-000000000000');
    for (const headers of [{}, bearer('x'.repeat(43)), { authorization: 'Basic dXNlcjpwYXNz' }]) {
      expectEnvelope(await t.app.inject({ method, url, headers, payload: method === 'GET' ? undefined : {} }), 401, route);
    }
  });
});

describe('sub-user roles', () => {
  let a: Owned;
  beforeAll(async () => {
    a = await ownedBy(await signUp(t.app));
  });

  it.each(byAccess)('%s: a role without %s gets 403; a role with it alone gets through', async (route, need, mainOnly) => {
    for (const missing of valuesFor(need)) {
      const without = ROLE_VALUES.filter((value) => !covers(value, missing));
      const refused = await t.app.inject(await requestFor(route, a, await createSubUser(t.app, t.database, a.owner, without)));
      expect(refused.statusCode, `${route} without ${missing}: ${refused.body}`).toBe(403);
      expect(refused.json()).toEqual({ meta: { code: 403, message: [NO_ACCESS_MESSAGE], error_code: 'forbidden' }, data: null });
    }

    const allowed = await t.app.inject(await requestFor(route, a, await createSubUser(t.app, t.database, a.owner, valuesFor(need))));
    if (mainOnly) {
      expect(allowed.json(), route).toEqual({ meta: { code: 403, message: [mainOnly], error_code: 'forbidden' }, data: null });
      const owner = await t.app.inject(await requestFor(route, a, a.owner));
      expect(owner.statusCode, `${route} by the merchant: ${owner.body}`).toBe(200);
    } else {
      expect([401, 403, 500], `${route} with ${need}: ${allowed.body}`).not.toContain(allowed.statusCode);
    }
  });

  it.each(guarded.filter((route) => ROUTES[route]!.need === 'session'))('%s: any signed-in sub-user, even with no access value', async (route) => {
    const nobody = await createSubUser(t.app, t.database, a.owner, []);
    const response = await t.app.inject(await requestFor(route, a, nobody));
    expect([401, 403, 500], `${route}: ${response.body}`).not.toContain(response.statusCode);
  });

  it.each(ROLE_VALUES)('a sub-user holding only %s gets through exactly the routes that value opens, and 403 elsewhere', async (value) => {
    const holder = await createSubUser(t.app, t.database, a.owner, [value]);
    for (const route of guarded) {
      const { need, mainOnly } = ROUTES[route]!;
      const opens = need === 'session' || valuesFor(need as Access).every((needed) => covers(value, needed));
      // Signing out ends the caller's own session: those routes get a session of their own.
      const caller = ENDS_OWN_SESSION.includes(route) ? await createSubUser(t.app, t.database, a.owner, [value]) : holder;
      const response = await t.app.inject(await requestFor(route, a, caller));
      if (!opens) expect(response.json(), `${route} with only ${value}`).toEqual({ meta: { code: 403, message: [NO_ACCESS_MESSAGE], error_code: 'forbidden' }, data: null });
      else if (mainOnly) expect(response.json(), `${route} with only ${value}`).toEqual({ meta: { code: 403, message: [mainOnly], error_code: 'forbidden' }, data: null });
      else expect([200, 400, 404], `${route} with only ${value}: ${response.body}`).toContain(response.statusCode);
    }
  });
});

describe("another tenant's ids", () => {
  let a: Owned;
  let stranger: SignedIn;
  beforeAll(async () => {
    a = await ownedBy(await signUp(t.app));
    stranger = await signUp(t.app);
  });

  /** Everything tenant A holds that a route could change. */
  async function snapshotOf(owner: SignedIn) {
    const tenantId = owner.session.user_details.tenant_id;
    const db = t.database.db;
    return {
      shipments: await db.select().from(shipments).where(eq(shipments.tenantId, tenantId)).orderBy(shipments.id),
      tags: await db.select().from(tags).where(eq(tags.tenantId, tenantId)).orderBy(tags.id),
      notifications: await db.select().from(notifications).where(eq(notifications.tenantId, tenantId)).orderBy(notifications.id),
      sessions: await db.select().from(sessions).where(eq(sessions.tenantId, tenantId)).orderBy(sessions.id),
      users: await db.select().from(users).where(eq(users.tenantId, tenantId)).orderBy(users.id),
      roles: await db.select().from(roles).where(eq(roles.tenantId, tenantId)).orderBy(roles.id),
      invitations: await db.select().from(invitations).where(eq(invitations.tenantId, tenantId)).orderBy(invitations.id),
      senderDomains: await db.select().from(senderDomains).where(eq(senderDomains.tenantId, tenantId)).orderBy(senderDomains.id),
      apiKeys: await db.select().from(apiKeys).where(eq(apiKeys.tenantId, tenantId)).orderBy(apiKeys.id),
      webhooks: await db.select().from(webhookSubscriptions).where(eq(webhookSubscriptions.tenantId, tenantId)).orderBy(webhookSubscriptions.id),
      webhookDeliveries: await db.select().from(webhookDeliveries).where(eq(webhookDeliveries.tenantId, tenantId)).orderBy(webhookDeliveries.id),
      automationRules: await db.select().from(automationRules).where(eq(automationRules.tenantId, tenantId)).orderBy(automationRules.id),
      stores: await db.select().from(stores).where(eq(stores.tenantId, tenantId)).orderBy(stores.id),
    };
  }

  it.each(withOwnedIds)("%s: A's ids asked by B get 404, and nothing of A's changes", async (route) => {
    const request = await requestFor(route, a, stranger);
    const before = await snapshotOf(a.owner);
    const response = await t.app.inject(request);
    expectEnvelope(response, 404, route);
    expect(await snapshotOf(a.owner)).toEqual(before);
  });
});

import { NOTIFICATION_KIND_LIST, NOTIFICATION_MESSAGES, pageInfo, SAMPLE_SHIPMENT_DETAIL } from '@trailpost/contracts';

/**
 * Request and response examples of the API reference, keyed by `METHOD /api/path` as the
 * OpenAPI document names operations. They are copied from real answers of the routes (ids and
 * times made steady), and openapi.test.ts checks each against the route's own schema, so an
 * example that drifts from its route fails the build rather than misleading an integrator.
 */
export interface OperationExample {
  /** Path and query parameters (as the route declares them) by name. */
  parameters?: Record<string, unknown>;
  /** Request headers the route reads without declaring them (courier signatures). */
  headers?: Record<string, { description: string; example: string }>;
  /** The JSON request body. */
  request?: unknown;
  /** A request body of another media type (raw courier pushes, uploads). */
  rawRequest?: { contentType: string; example: unknown; description?: string };
  /** The 200 answer's JSON body. */
  response?: unknown;
  /** A 200 answer of another media type (files, images, event streams). */
  rawResponse?: { contentType: string; example?: string; description: string };
}

const ok = <T>(data: T, message = 'Success') => ({ meta: { code: 200, message: [message] }, data });
/** A list the specification answers whole, on one page: its total and `page_info`. */
const wholeList = (items: unknown[]) => ({ total_records: items.length, page_info: pageInfo(1, Math.max(1, items.length), items.length) });
/** The same where `data` is the list itself: the paging in `meta`. */
const okList = <T>(items: T[]) => ({ meta: { code: 200, message: ['Success'], ...wholeList(items) }, data: items });
/** What the ALTCHA widget hands the page once it has solved a challenge: base64 of its JSON. */
const SOLVED_CHALLENGE = 'eyJjaGFsbGVuZ2UiOnsicGFyYW1ldGVycyI6eyJhbGdvcml0aG0iOiJQQktERjIvU0hBLTI1NiJ9LCJzaWduYXR1cmUiOiIuLi4ifSwic29sdXRpb24iOnsiY291bnRlciI6OTQxLCJkZXJpdmVkS2V5IjoiLi4uIn19';

export const EXAMPLE_IDS = {
  user: '719ca032-1c8b-401f-bd47-2afbd680dd22',
  tenant: '3976ec0f-ca56-44e7-9e36-77970e630648',
  shipment: '52fe34ba-7d13-4536-b938-102df5e8a4f6',
  otherShipment: '3e8fb1af-5107-475d-ae82-9c79bfe035a5',
  tag: 'fb23ed18-d68e-44d8-88f5-5d86df31abc8',
  apiKey: 'c5e18f25-4665-4685-b010-2dd92db2c09b',
  webhook: '0869a57a-521d-4ab5-9b38-b293015cf805',
  delivery: '90a63ffd-794c-4f0f-9983-71da5756e7a0',
  store: '6a1f0c3e-2b7d-4e59-a8c4-91d2e7b35f10',
} as const;

/** A `signed_payload_jwt` as BigCommerce sends it to the app's load, uninstall and remove-user callbacks. */
const BIGCOMMERCE_SIGNED_PAYLOAD =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJ1c2VyIjp7ImlkIjo5ODc2LCJlbWFpbCI6Im93bmVyQGxvdmVsYWNldGVhLmV4YW1wbGUiLCJsb2NhbGUiOiJlbi1VUyJ9LCJvd25lciI6eyJpZCI6OTg3NiwiZW1haWwiOiJvd25lckBsb3ZlbGFjZXRlYS5leGFtcGxlIn0sInVybCI6Ii8iLCJjaGFubmVsX2lkIjpudWxsLCJpc3MiOiJiYyIsImF1ZCI6IjNmOWExYzJiN2Q0ZTVmNjBhMWIyYzNkNGU1ZjZhN2IiLCJzdWIiOiJzdG9yZXMvejR6bjN3byIsImlhdCI6MTc3MjU0MDAwMCwibmJmIjoxNzcyNTM5OTk1LCJleHAiOjE3NzI2MjY0MDAsImp0aSI6ImIxYzJkM2U0LWY1YTYtNGI3Yy04ZDllLTBmMWEyYjNjNGQ1ZSJ9.yk4jR0rIHlux3PMAVIT3RxljArLqvJQJsXOwZ1w_Cdo';
const API_KEY = 'tp_live_Fz2EO2TWu1WEwJRMZidgX09YkhZEZgwU1gcKeTDhq1g';
const TAG = { tag_id: EXAMPLE_IDS.tag, tag_name: 'VIP', tag_color: '#1E88E5' };

/** A shipment as `GET /trackings/{id}` gives it (and as webhooks carry it in `data`): the product's one sample shipment. */
export const SHIPMENT_EXAMPLE = { ...SAMPLE_SHIPMENT_DETAIL, _id: EXAMPLE_IDS.shipment, tags: [TAG] };

const NEW_SHIPMENT = {
  ...SHIPMENT_EXAMPLE,
  _id: EXAMPLE_IDS.otherShipment,
  tracking_number: '9400111899223856123456',
  slug: 'usps',
  courier_title: 'USPS',
  current_status: 'Pending',
  order_id: '#1042',
  order_url: null,
  customer_name: 'Grace Hopper',
  customer_emails: ['grace@example.com'],
  customer_phone_numbers: [],
  postal_code: null,
  tracking_ship_date: null,
  language: 'en-US',
  created: '2026-03-03T21:58:55.299Z',
  modified: '2026-03-03T21:58:55.299Z',
  trackings: {
    shipment_type: null,
    address: { ship_from: { country_iso: null, state: null }, ship_to: { country_iso: null, state: null } },
    checkpoints: [],
    expected_delivery: null,
    predicted_delivery: null,
    customer_delivery_date: null,
    delivery_time: null,
  },
};

/** What sign-up, sign-in and an accepted invite answer: the session and who it belongs to. */
const SESSION = {
  _id: EXAMPLE_IDS.user,
  name: 'Ada Lovelace',
  email: 'ada@shop.example',
  access_token: 'pALXwHHz1xaWVmFNGMZYp_fPwIh7eCqkYmqUUqy132E',
  user_type: 'user',
  role: 'main',
  role_id: null,
  role_access: { role: ['dashboard', 'tracking', 'automations', 'settings'] },
  roles: ['dashboard', 'tracking', 'automations', 'settings'],
  organization_details: { logo: null, company_name: 'Analytical Engines Ltd' },
  user_details: { tenant_id: EXAMPLE_IDS.tenant },
  onboarding: { status: 1 },
  time_zone_data: { timezone: 'Europe/London' },
  date_format: 'DD-MM-YYYY',
  sub_domain: 'analytical-engines',
  custom_domain_url: null,
  daily_digest_email_active: 0,
  two_factor_enabled: false,
  two_factor_enrolment_required: false,
};

const WEBHOOK_VIEW = {
  _id: EXAMPLE_IDS.webhook,
  id: EXAMPLE_IDS.webhook,
  endpoint_url: 'https://hooks.shop.example.com/trailpost',
  active: true,
  notify_if_inactive: true,
  email_alerts: ['ops@shop.example'],
  secret: 'whsec_dzzLVt61qxlQz/yuPme6Xdj1Scrzh1UZI92frEYZr8Q=',
  previous_secret_expires_at: null,
  disabled_reason: null,
  failing_since: null,
  created_at: '2026-03-02T10:05:00.000Z',
};

const DELIVERY_VIEW = {
  id: EXAMPLE_IDS.delivery,
  webhook_id: 'msg_90a63ffd794c4f0f998371da5756e7a0',
  type: 'tracking.updated',
  status: 'failed',
  attempts: 3,
  response_code: 503,
  response_body: 'Service Unavailable',
  error: 'The endpoint answered 503.',
  next_attempt_at: '2026-03-03T23:36:10.000Z',
  last_attempt_at: '2026-03-03T23:01:12.000Z',
  created_at: '2026-03-03T22:56:07.000Z',
  tracking_number: '1Z999AA10123456784',
};

/** An Australia Post account as the API gives it: the secret keys masked, the account number shown. */
const STORE_VIEW = {
  _id: EXAMPLE_IDS.store,
  store_name: 'Australia Post',
  channel_id: 3,
  url: null,
  key1: '••••••••9f2c',
  key2: '••••••••7b41',
  key3: '0001234567',
  active: 1,
  sync: 0,
  user_id: EXAMPLE_IDS.user,
  credential_status: 'verified',
  credential_message: null,
  credential_checked_at: '2026-03-02T10:12:00.000Z',
  webhook_url: null,
  last_synced_at: null,
  last_sync_orders: null,
  last_sync_created: null,
  last_sync_error: null,
};
const WOOCOMMERCE_VIEW = {
  ...STORE_VIEW,
  store_name: 'Lovelace Tea Co.',
  channel_id: 4,
  url: 'https://shop.lovelacetea.example',
  key1: 'ck_4f0e1c2d3b4a59687766554433221100ffeeddcc',
  key2: '••••••••9a0b',
  key3: null,
  last_synced_at: '2026-03-03T08:15:00.000Z',
  last_sync_orders: 42,
  last_sync_created: 40,
};
const SHOPIFY_VIEW = {
  ...STORE_VIEW,
  store_name: 'Lovelace Tea',
  channel_id: 1,
  url: 'https://lovelace-tea.myshopify.com',
  key1: '••••••••a91c',
  key2: '••••••••f03d',
  key3: '••••••••:00Z',
};
const STORE_FORM = { store_name: 'Australia Post', channel_id: 3, active: 1, key3: '0001234567', key2: 'a1b2c3d4-e5f6-7b41', key1: 'pa55w0rd-9f2c' };

const API_KEY_VIEW = { _id: EXAMPLE_IDS.apiKey, token_name: 'Warehouse sync', token: API_KEY, created_at: '2026-03-02T10:00:00.000Z', last_used_at: '2026-03-03T21:40:12.000Z' };

/** Two weeks of one courier to the UK, as GET /api/performance/couriers answered them. */
const PERFORMANCE_RANGE = { from: '2026-03-02', to: '2026-03-15', time_zone: 'Europe/London' };
const PERFORMANCE_FIGURES = {
  shipments: 412,
  delivered: 380,
  delivered_pct: 92.23,
  on_time_of: 351,
  on_time: 318,
  on_time_pct: 90.6,
  transit_days_p50: 2,
  transit_days_p90: 4,
  first_attempt: 361,
  first_attempt_pct: 95,
  exceptions: 9,
  exception_pct: 2.18,
};
const PERFORMANCE_WEEKS = [
  { week: '2026-03-02', shipments: 198, delivered: 190, delivered_pct: 95.96, on_time_of: 176, on_time: 161, on_time_pct: 91.48, transit_days_p50: 2, transit_days_p90: 4, first_attempt: 181, first_attempt_pct: 95.26, exceptions: 4, exception_pct: 2.02 },
  { week: '2026-03-09', shipments: 214, delivered: 190, delivered_pct: 88.79, on_time_of: 175, on_time: 157, on_time_pct: 89.71, transit_days_p50: 2, transit_days_p90: 5, first_attempt: 180, first_attempt_pct: 94.74, exceptions: 5, exception_pct: 2.34 },
];

export const OPERATION_EXAMPLES: Record<string, OperationExample> = {
  // ---- public routes ----
  'GET /api/health': { response: ok({ status: 'ok', database: 'postgres' }) },
  'GET /api/health/details': {
    response: ok({
      status: 'ok',
      database: 'postgres',
      details: {
        unmapped_courier_words: [{ provider: '17track', word: 'Held at customs for inspection', count: 3 }],
        event_queues: [{ consumer: 'webhooks', waiting: 0, retrying: 1, dead: 0 }],
      },
    }),
  },
  'POST /api/user/register': {
    request: { name: 'Ada Lovelace', email: 'ada@shop.example', password: 'correct-horse-42', source: 'Web' },
    response: ok({ ...SESSION, organization_details: { logo: null, company_name: null }, onboarding: { status: 0 }, sub_domain: null }, 'Account created successfully.'),
  },
  'POST /api/user/verify_email': { request: { email: 'ada@shop.example' }, response: ok({ name: 'Ada Lovelace', email: 'ada@shop.example' }) },
  'POST /api/user/login': { request: { email: 'ada@shop.example', password: 'correct-horse-42' }, response: ok(SESSION, 'Login successful.') },
  'POST /api/user/login/two_factor': {
    request: { challenge_token: 'eyJ0aWQiOiIwMTk….Hn3c…', code: '492039' },
    response: ok({ ...SESSION, two_factor_enabled: true }, 'Login successful.'),
  },
  'GET /api/user/forgot_password': { parameters: { emailid: 'ada@shop.example' }, response: ok(null, 'We have sent Password Reset link to your email.') },
  'GET /api/altcha/challenge': {
    response: {
      parameters: {
        algorithm: 'PBKDF2/SHA-256',
        cost: 5000,
        expiresAt: 1772575435,
        keyLength: 32,
        keyPrefix: 'e010e0d333b845c10d4d3dca238f303e',
        keySignature: 'bcf352e573225f25540c06541d6f9fea540ccf7bf656f34ec09466ccf3fbe5b1',
        nonce: 'fcb16dd4eeba208edcf7e44f3a713ed1',
        salt: '3854fe905fa279fd68bbc7a8c19887ef',
      },
      signature: 'c5f2b09b1d301d6e3915b847e6318f84d2cce90a724d86c1b6f4546b70f17a2a',
    },
  },
  'POST /api/tracking_page': {
    parameters: { rc_token: SOLVED_CHALLENGE },
    request: { domain_name: 'acme.trailpost.app', order_number: '#1042', email: 'ada@example.com', lang: 'de' },
    response: ok({
      body: '<div class="tp-page"><h1>9400111899223856123456</h1></div>',
      checkpoints: [
        { tag: 'InTransit', location: 'Memphis, TN', checkpoint_time: '2026-03-02T09:30:00.000Z', message: 'Departed USPS facility' },
        { tag: 'InfoReceived', location: null, checkpoint_time: '2026-03-01T08:00:00.000Z', message: 'Shipping label created' },
      ],
      current_status: 'InTransit',
      tracking_number: '9400111899223856123456',
      order_number: '#1042',
      courier_name: 'USPS',
    }),
  },
  'POST /api/tracking_page_search': {
    parameters: { rc_token: SOLVED_CHALLENGE },
    request: { domain_name: 'acme.trailpost.app' },
    response: ok({ logo: 'https://app.trailpost.app/api/organization/logo/3976ec0f-ca56-44e7-9e36-77970e630648/5f2c1a9e0b7d4c3a8e6f1b2c.png', website_url: 'https://acme.example', contact_no: '+1 555 0100', company_name: 'Acme Supplies', order_lookup_verification: true }),
  },
  'GET /api/user/sms_settings': { response: ok({ sms_quiet_hours: { start: '21:00', end: '08:00' } }) },
  'PUT /api/user/sms_settings': { request: { sms_quiet_hours: { start: '22:00', end: '07:30' } }, response: ok({ sms_quiet_hours: { start: '22:00', end: '07:30' } }, 'SMS Settings Saved.') },
  'POST /api/sms/inbound': {
    headers: { 'X-Twilio-Signature': { description: "Twilio's signature of the request under `SMS_AUTH_TOKEN`.", example: 'GvWf1cFY/Q7PnoempGyD5oXAezc=' } },
    rawRequest: {
      contentType: 'application/x-www-form-urlencoded',
      description: "The message's parameters as Twilio posts them (more than these three may come; all of them are signed).",
      example: { ToCountry: 'US', SmsSid: 'SM8f2a4b1c', AccountSid: 'AC0123', From: '+14155550100', To: '+15005550006', Body: 'STOP', NumMedia: '0' },
    },
    rawResponse: { contentType: 'text/xml', example: '<?xml version="1.0" encoding="UTF-8"?><Response/>', description: 'Empty TwiML: nothing more for the provider to do.' },
  },
  'GET /api/user/tracking_page_settings': { response: ok({ order_lookup_verification: true, default_language: 'en', delivery_date_source: 'courier_first' }) },
  'PUT /api/user/tracking_page_settings': {
    request: { order_lookup_verification: false, default_language: 'de', delivery_date_source: 'predicted' },
    response: ok({ order_lookup_verification: false, default_language: 'de', delivery_date_source: 'predicted' }, 'Tracking Page Settings Saved.'),
  },
  'GET /api/user/tracking_page_texts': {
    parameters: { language: 'de' },
    response: ok({
      language: 'de',
      texts: [
        { key: 'searchTitle', text: 'Sendung verfolgen', custom: 'Wo ist mein Paket?' },
        { key: 'track', text: 'Verfolgen', custom: null },
      ],
    }),
  },
  'PUT /api/user/tracking_page_texts': {
    request: { language: 'de', texts: { searchTitle: 'Wo ist mein Paket?' } },
    response: ok({ language: 'de', texts: [{ key: 'searchTitle', text: 'Sendung verfolgen', custom: 'Wo ist mein Paket?' }] }, 'Tracking Page Texts Saved.'),
  },
  'GET /api/domains/allowed': { parameters: { domain: 'track.acme.com' }, response: ok({ domain: 'track.acme.com' }) },
  'POST /api/user/reset_password': {
    request: { token: 'Rdu-7Wjgh06drYmZd5fALTNNTzOE4Yj9YCd3TjbhJLk', new_password: 'battery-staple-7', confirm_password: 'battery-staple-7' },
    response: ok(null, 'Password has been reset successfully. Please login.'),
  },
  'POST /api/user/reset_password/check': {
    request: { token: 'Rdu-7Wjgh06drYmZd5fALTNNTzOE4Yj9YCd3TjbhJLk' },
    response: ok({ usable: false }, 'This password reset link is invalid or has expired.'),
  },
  'GET /api/organization/logo/{tenantId}/{file}': {
    parameters: { tenantId: EXAMPLE_IDS.tenant, file: '5f2c1a9e0b7d4c3a8e6f1b2c.png' },
    rawResponse: { contentType: 'image/png', description: "The merchant's logo, cached for a year (its file name changes with it)." },
  },
  'POST /api/sub_user/acceptinvite': {
    request: { token: 'eyJpbnZpdGUiOiI5YjQ0In0.k2n0YwVb', email: 'charles@shop.example', password: 'difference-engine-2' },
    response: ok(
      {
        ...SESSION,
        _id: '9b44c1f0-6a0e-4d7e-8f43-0f6f0a7c2b11',
        name: 'Charles Babbage',
        email: 'charles@shop.example',
        access_token: 'k7yq4XoN8Qb2S1vZ3cTt9UuWw0xYyZz-aBcDeFgHiJk',
        user_type: 'subuser',
        role: 'subuser',
        role_id: 'e0b7a3d2-3c4f-4a5b-9c6d-7e8f9a0b1c2d',
        role_access: { role: ['tracking'] },
        roles: ['tracking'],
      },
      'Login successful.',
    ),
  },
  'GET /api/unsubscribe': {
    parameters: { token: 'u1.Zm9vYmFy.c2lnbmF0dXJl' },
    response: ok({ company_name: 'Analytical Engines Ltd', email: 'alan@example.com', unsubscribed: false }),
  },
  'POST /api/unsubscribe': {
    parameters: { token: 'u1.Zm9vYmFy.c2lnbmF0dXJl' },
    response: ok({ company_name: 'Analytical Engines Ltd', email: 'alan@example.com', unsubscribed: true }, 'You are unsubscribed. Analytical Engines Ltd will no longer e-mail you about your shipments.'),
  },
  'PUT /api/files/upload': {
    parameters: { token: 'up.eyJmaWxlIjoiaW1wb3J0cy8xMjMueGxzeCJ9.sig' },
    rawRequest: {
      contentType: '*/*',
      example: '(the file bytes)',
      description:
        "The file itself. Send `Content-Type` exactly as the upload address's answer says in `headers` (the `file_type` it was signed for, e.g. `application/vnd.openxmlformats-officedocument.spreadsheetml.sheet`): another type answers 415, a larger file 413, an expired address 403.",
    },
    response: ok(null),
  },
  'GET /api/files/download': {
    parameters: { token: 'down.eyJmaWxlIjoiZXhwb3J0cy8xMjMueGxzeCJ9.sig' },
    rawResponse: { contentType: 'application/octet-stream', description: 'The file, as an attachment (`Content-Disposition`), with its own content type.' },
  },
  'GET /api/import/template': {
    rawResponse: { contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', description: 'The shipment import template, as an attachment.' },
  },
  'POST /api/ninjavan_webhook/consume/{encodedUserId}': {
    parameters: { encodedUserId: 'NzE5Y2EwMzItMWM4Yi00MDFmLWJkNDctMmFmYmQ2ODBkZDIy' },
    headers: { 'X-Ninjavan-Hmac-Sha256': { description: "HMAC-SHA256 of the exact body bytes with the integration's secret key, base64.", example: 'pZ1Zb0xj1kG0cXN3q9B8o4o3lq0m2n5s8fX3c0Jt6yI=' } },
    rawRequest: {
      contentType: 'application/json',
      description: "Ninja Van's push, v1 or v2 body, as Ninja Van sends it.",
      example: { tracking_id: 'NVSGTRP0000123456', timestamp: '2026-03-03T14:39:44+08:00', event: 'Delivered, Received by Customer', status: 'Delivered', is_parcel_on_rts_leg: false },
    },
    response: ok(null, 'Event received.'),
  },
  'POST /api/shopify/install': {
    request: {
      channel_name: 'shopify',
      store_param: 'lovelace-tea.myshopify.com',
      redirect_uri: 'https://app.trailpost.example/shopify_to_trailpost_token',
      query: 'hmac=4712bf92ffc2917d15a2f5a273e39f0116667419aa4b6ac0b3baaf26fa3c4d20&host=YWRtaW4uc2hvcGlmeS5jb20vc3RvcmUvbG92ZWxhY2UtdGVh&shop=lovelace-tea.myshopify.com&timestamp=1772540000',
      signature: '4712bf92ffc2917d15a2f5a273e39f0116667419aa4b6ac0b3baaf26fa3c4d20',
    },
    response: ok({ url: 'https://lovelace-tea.myshopify.com/admin/oauth/authorize?client_id=3f9a1c2b7d&scope=read_orders%2Cread_fulfillments&redirect_uri=https%3A%2F%2Fapp.trailpost.example%2Fshopify_to_trailpost_token&state=Zk3v9QeR2mXb7LwP1aTn8cYs4hJd6uGo' }),
  },
  'POST /api/shopify_to_trailpost_token': {
    request: {
      code: '0907a61c0c8d55e99db179b68161bc00',
      shop_name: 'lovelace-tea.myshopify.com',
      url: 'https://app.trailpost.example/shopify_to_trailpost_token?code=0907a61c0c8d55e99db179b68161bc00&hmac=700e2dadb827fcc8609e9d5ce208b2e9cdaab9df07390d2cbca10d7c328fc4bf&shop=lovelace-tea.myshopify.com&state=Zk3v9QeR2mXb7LwP1aTn8cYs4hJd6uGo&timestamp=1772540060',
    },
    response: ok({ isRegister: false, storeExist: false, request_id: '6b1f0c3e-2d4a-4e8b-9f7c-1a2b3c4d5e6f', shop: { channel_id: 1, name: 'Lovelace Tea', url: 'https://lovelace-tea.myshopify.com', email: 'owner@lovelacetea.example' } }),
  },
  'POST /api/shopify/webhooks': {
    headers: {
      'X-Shopify-Hmac-Sha256': { description: "HMAC-SHA256 of the exact body bytes with the app's secret, base64.", example: 'XWmrwMey6OsLMeiZKwP4FppHH3cmAiiJJAweH5Jo4bM=' },
      'X-Shopify-Topic': { description: 'customers/data_request, customers/redact, shop/redact or app/uninstalled.', example: 'customers/redact' },
      'X-Shopify-Shop-Domain': { description: "The shop's myshopify.com domain.", example: 'lovelace-tea.myshopify.com' },
    },
    rawRequest: {
      contentType: 'application/json',
      description: "Shopify's webhook body, as Shopify sends it.",
      example: { shop_id: 954889, shop_domain: 'lovelace-tea.myshopify.com', customer: { id: 191167, email: 'john@example.com', phone: '555-625-1199' }, orders_to_redact: [299938, 280263, 220458] },
    },
    response: ok(null, 'Redacted 3 shipment(s).'),
  },
  'POST /api/bigcommerce_to_trailpost_token': {
    request: { code: 'qr6h3thvbvag2ffq', scope: 'store_v2_orders_read_only store_v2_information_read_only', context: 'stores/z4zn3wo' },
    response: ok({ isRegister: true, storeExist: false, request_id: '8d2e4f6a-1b3c-4d5e-8f7a-9b0c1d2e3f4a', shop: { channel_id: 2, name: 'Lovelace Tea', url: 'https://store-z4zn3wo.mybigcommerce.com', email: 'owner@lovelacetea.example' } }),
  },
  'POST /api/load_bigcommerce_store': {
    request: { signed_payload: BIGCOMMERCE_SIGNED_PAYLOAD },
    response: ok({ isRegister: true, storeExist: true, request_id: null, shop: { channel_id: 2, name: 'Lovelace Tea', url: 'https://store-z4zn3wo.mybigcommerce.com', email: 'owner@lovelacetea.example' } }),
  },
  'GET /api/bigcommerce/uninstall': { parameters: { signed_payload_jwt: BIGCOMMERCE_SIGNED_PAYLOAD }, response: ok(null, 'Disconnected 1 store(s).') },
  'GET /api/bigcommerce/remove_user': { parameters: { signed_payload_jwt: BIGCOMMERCE_SIGNED_PAYLOAD }, response: ok(null, 'Received.') },
  'POST /api/bigcommerce/webhooks': {
    headers: { 'X-Trailpost-Hook': { description: "The secret header the store's webhook was created with at install: HMAC-SHA256 of the store hash under the app's client secret, hex.", example: '5c1d0e7a9b3f2a46e8d1c0b9a7f6e5d4c3b2a19087f6e5d4c3b2a1908f7e6d5c' } },
    request: { scope: 'store/shipment/created', store_id: '1001234', data: { type: 'shipment', id: 120, orderId: 101 }, hash: '3f4f6bd0b2e85a5cbbb4f0d1c2f6a9a5d6e7f8a9', created_at: 1772540000, producer: 'stores/abc123def' },
    response: ok(null, 'Sync requested.'),
  },
  'POST /api/webhooks/17track': {
    headers: { sign: { description: "SHA-256 of `<body>/<17TRACK key>`, hex: the operator's 17TRACK key signs every push.", example: '9f2c0f3d0a6b4e3c8f2b1a0e9d8c7b6a5f4e3d2c1b0a99887766554433221100' } },
    rawRequest: {
      contentType: 'application/json',
      description: "17TRACK's push (v2.2), as 17TRACK sends it; `data.tag` is the shipment's id.",
      example: {
        event: 'TRACKING_UPDATED',
        data: {
          number: '9400111899223856123456',
          carrier: 21051,
          param: null,
          tag: EXAMPLE_IDS.otherShipment,
          track_info: {
            latest_status: { status: 'OutForDelivery', sub_status: 'OutForDelivery_Other', sub_status_descr: null },
            tracking: {
              providers: [
                {
                  provider: { key: 21051, name: 'USPS' },
                  events: [
                    {
                      time_iso: '2026-03-04T08:05:00Z',
                      time_utc: '2026-03-04T08:05:00Z',
                      description: 'Out for Delivery',
                      location: 'Brooklyn, NY',
                      stage: null,
                      sub_status: 'OutForDelivery_Other',
                      address: { country: 'US', state: 'NY', city: 'Brooklyn', street: null, postal_code: null },
                    },
                  ],
                },
              ],
            },
          },
        },
      },
    },
    response: ok(null, 'Event received.'),
  },
  'GET /api/notifications/mutes': {
    response: ok({ muted_kinds: ['tracking.delivered'], kinds: NOTIFICATION_KIND_LIST }),
  },
  'PUT /api/notifications/mutes': {
    request: { muted_kinds: ['tracking.delivered', 'tracking.expired'] },
    response: ok({ muted_kinds: ['tracking.delivered', 'tracking.expired'], kinds: NOTIFICATION_KIND_LIST }, NOTIFICATION_MESSAGES.mutesSaved),
  },
  'GET /api/firebase/stream': {
    parameters: { token: 'st_4Jk2nQ8wVx1yZ0aB3cD5eF7gH9iJ' },
    rawResponse: {
      contentType: 'text/event-stream',
      description: 'Server-Sent Events: `ready` first, then each `notification` as it is raised, with the unread count. A comment line keeps the stream open.',
      example: 'retry: 3000\n\nevent: ready\ndata: {"unreadMessageCount":2}\n\nevent: notification\ndata: {"title":"Shipment delivered","unreadMessageCount":3}\n\n: keep-alive\n\n',
    },
  },
  'GET /api/outbox': {
    parameters: { limit: 1 },
    response: ok([
      {
        _id: '6b40c788-58bf-411f-9c53-2c169cfd886c',
        channel: 'email',
        to: 'ada@shop.example',
        from: null,
        reply_to: null,
        cc: [],
        subject: 'Reset your Trailpost password',
        text: 'Hi Ada Lovelace,\n\nOpen this link within 60 minutes to choose a new password: …',
        html: '<p>Hi Ada Lovelace,</p><p><a href="https://app.example.com/reset_password?token=…">Choose a new password</a></p>',
        status: 'pending',
        error: null,
        created_at: '2026-03-03T21:58:54.776Z',
      },
    ]),
  },

  // ---- shipments, the calls most integrations make ----
  'GET /api/trackings': {
    parameters: { pageId: 1, limit: 20, filters: JSON.stringify({ status: ['InTransit', 'OutForDelivery'], courier: ['ups'], from_date: '2026-03-01', to_date: '2026-03-31' }), searchQuery: JSON.stringify({ query: '#1041' }) },
    response: ok({
      trackings: [
        {
          _id: EXAMPLE_IDS.shipment,
          tracking_number: '1Z999AA10123456784',
          slug: 'ups',
          courier: 'UPS',
          service: 'UPS Standard',
          origin: 'US',
          destination: 'CA',
          last_status: 'Departed from facility',
          time: '2026-03-03T16:58:55.699Z',
          assigned_id: null,
          assigned_to: null,
          tag: [TAG],
          date: '2026-03-06T23:00:00.000Z',
          transit_day: 2,
          status: 'InTransit',
          order_id: '#1041',
          created: '2026-03-01T09:12:44.120Z',
          predicted_delivery: {
            date: '2026-03-06',
            earliest: '2026-03-05',
            latest: '2026-03-09',
            basis: { level: 'lane', courier: 'ups', origin: 'US', destination: 'CA', deliveries: 312, days: 180 },
          },
          customer_delivery_date: '2026-03-06',
        },
      ],
      total_records: 1,
      page_info: { page: 1, limit: 20, total: 1, has_more: false },
    }),
  },
  'POST /api/trackings': {
    request: {
      slug: 'usps',
      tracking_number: '9400111899223856123456',
      order_id: '#1042',
      customer_name: 'Grace Hopper',
      customer_emails: ['grace@example.com'],
      language: 'en-US',
      tag: [{ tag_id: EXAMPLE_IDS.tag }],
    },
    response: ok(NEW_SHIPMENT, 'Tracking created successfully.'),
  },
  'GET /api/trackings/{id}': { parameters: { id: EXAMPLE_IDS.shipment }, response: ok(SHIPMENT_EXAMPLE) },
  'PUT /api/trackings/{id}': {
    parameters: { id: EXAMPLE_IDS.shipment },
    request: { customer_name: 'Alan M. Turing', customer_emails: ['alan@example.com'], order_id: '#1041', tags: [{ tag_id: EXAMPLE_IDS.tag }] },
    response: ok({ ...SHIPMENT_EXAMPLE, customer_name: 'Alan M. Turing', modified: '2026-03-03T22:01:07.310Z' }, 'Tracking Updated Successfully!'),
  },
  'DELETE /api/trackings/{id}': { parameters: { id: EXAMPLE_IDS.shipment }, response: ok(null, 'Tracking deleted successfully.') },
  'POST /api/trackings/{id}/refresh': { parameters: { id: EXAMPLE_IDS.shipment }, response: ok(SHIPMENT_EXAMPLE, 'Tracking refreshed.') },
  'POST /api/tracking/bulk/delete': { request: { ids: [EXAMPLE_IDS.shipment, EXAMPLE_IDS.otherShipment] }, response: ok({ count: 2 }, 'Selected Shipments deleted successfully !') },
  'POST /api/tracking/bulk/update/status': {
    request: { ids: [EXAMPLE_IDS.shipment], current_status: 'Delivered' },
    response: ok({ count: 1 }, 'Shipment Status Updated Successfully'),
  },
  'POST /api/couriers/detect': { request: { tracking_number: '1Z999AA10123456784' }, response: ok([{ slug: 'ups', title: 'UPS', confidence: 0.95 }]) },
  'GET /api/tags': { response: okList([{ _id: EXAMPLE_IDS.tag, tag_name: 'VIP', tag_color: '#1E88E5' }]) },
  'POST /api/tag': { request: { tag_name: 'VIP', tag_color: '#1E88E5' }, response: ok({ _id: EXAMPLE_IDS.tag, tag_name: 'VIP', tag_color: '#1E88E5' }, 'Tag Added Successfully!') },
  'GET /api/user': { response: ok({ ...SESSION, access_token: API_KEY }) },

  // ---- webhooks ----
  'GET /api/webhook/subscription': { response: ok({ data: [WEBHOOK_VIEW], ...wholeList([WEBHOOK_VIEW]) }) },
  'POST /api/webhook/subscription': {
    request: { endpoint_url: 'https://hooks.shop.example.com/trailpost', notify_if_inactive: true, email_alerts: ['ops@shop.example'] },
    response: ok(WEBHOOK_VIEW, 'Webhook Added Successfully.'),
  },
  'PUT /api/webhook/subscription': {
    request: { id: EXAMPLE_IDS.webhook, email_alerts: ['ops@shop.example', 'dev@shop.example'] },
    response: ok({ ...WEBHOOK_VIEW, email_alerts: ['ops@shop.example', 'dev@shop.example'] }, 'Webhook Updated Successfully.'),
  },
  'DELETE /api/webhook/subscription/{id}': { parameters: { id: EXAMPLE_IDS.webhook }, response: ok(null, 'Webhook Deleted Successfully.') },
  'POST /api/webhook/subscription/{id}/rotate_secret': {
    parameters: { id: EXAMPLE_IDS.webhook },
    response: ok(
      { ...WEBHOOK_VIEW, secret: 'whsec_uM9rw+Ba36c+kZKPjQ5tU0x0W3HAb92QSrjWUKRg92A=', previous_secret_expires_at: '2026-03-04T22:04:15.316Z' },
      'Signing secret rotated. The previous secret keeps signing for 24 hours.',
    ),
  },
  'POST /api/webhook/subscription/{id}/test': {
    parameters: { id: EXAMPLE_IDS.webhook },
    response: ok({ delivered: true, response_code: 200, response_body: 'ok', error: null, delivery_id: EXAMPLE_IDS.delivery }, 'Test event delivered: the endpoint answered 200.'),
  },
  'GET /api/webhook/subscription/{id}/deliveries': {
    parameters: { id: EXAMPLE_IDS.webhook, pageId: 1, limit: 20, status: 'failed' },
    response: ok({ data: [DELIVERY_VIEW], total: 1, page_info: { page: 1, limit: 20, total: 1, has_more: false } }),
  },
  'POST /api/webhook/subscription/{id}/deliveries/{deliveryId}/replay': {
    parameters: { id: EXAMPLE_IDS.webhook, deliveryId: EXAMPLE_IDS.delivery },
    response: ok({ ...DELIVERY_VIEW, status: 'pending', attempts: 0, next_attempt_at: '2026-03-04T08:00:00.000Z' }, 'Delivery queued again.'),
  },
  'POST /api/webhook/subscription/{id}/deliveries/replay': {
    parameters: { id: EXAMPLE_IDS.webhook },
    request: { from: '2026-03-03T00:00:00Z', to: '2026-03-04T00:00:00Z' },
    response: ok({ count: 4 }, '4 failed deliveries queued again.'),
  },

  // ---- integrations ----
  'GET /api/stores/list': { response: okList([STORE_VIEW]) },
  'GET /api/channels/list': {
    response: okList([
      { channel_id: 3, display_name: 'Australia Post', logo: '/channel-logos/auspost.svg' },
      { channel_id: 4, display_name: 'WooCommerce', logo: '/channel-logos/wooCommerce.svg' },
      { channel_id: 8, display_name: 'Ninja Van', logo: '/channel-logos/ninja_van.svg' },
    ]),
  },
  'POST /api/stores': { request: STORE_FORM, response: ok(STORE_VIEW, 'Store Saved.') },
  'GET /api/stores/{id}': { parameters: { id: EXAMPLE_IDS.store }, response: ok([STORE_VIEW]) },
  'PUT /api/stores/{id}': {
    parameters: { id: EXAMPLE_IDS.store },
    request: { store_name: 'Australia Post', channel_id: 3, key2: 'f0e9d8c7-b6a5-52d1' },
    response: ok(
      { ...STORE_VIEW, key2: '••••••••52d1', credential_status: 'unverified', credential_message: 'Australia Post did not answer within 15 s', credential_checked_at: '2026-03-03T08:30:00.000Z' },
      'Australia Post could not be reached to check these credentials. They are saved and will be checked again shortly.',
    ),
  },
  'PUT /api/stores/activation/{id}': { parameters: { id: EXAMPLE_IDS.store }, request: { active: 0 }, response: ok({ ...STORE_VIEW, active: 0 }, 'Store Deactivated.') },
  'POST /api/stores/reveal/{id}': { parameters: { id: EXAMPLE_IDS.store }, response: ok({ key1: 'pa55w0rd-9f2c', key2: 'a1b2c3d4-e5f6-7b41', key3: '0001234567' }) },
  'POST /api/stores/link': { request: { request_id: '6b1f0c3e-2d4a-4e8b-9f7c-1a2b3c4d5e6f' }, response: ok({ ...SHOPIFY_VIEW, sync: 1 }, 'Store Saved.') },
  'POST /api/stores/sync/{id}': { parameters: { id: EXAMPLE_IDS.store }, response: ok({ ...WOOCOMMERCE_VIEW, sync: 1 }, 'Sync started.') },
  'DELETE /api/stores/{id}': { parameters: { id: EXAMPLE_IDS.store }, response: ok(null, 'Store Deleted.') },

  // ---- Delivery performance ----
  'GET /api/performance/couriers': {
    parameters: { from: '2026-03-02', to: '2026-03-15', destination_country: 'GB' },
    response: ok({
      ...PERFORMANCE_RANGE,
      total: { ...PERFORMANCE_FIGURES, weeks: PERFORMANCE_WEEKS },
      rows: [{ slug: 'royal-mail', courier_name: 'Royal Mail', ...PERFORMANCE_FIGURES, weeks: PERFORMANCE_WEEKS }],
    }),
  },
  'GET /api/performance/lanes': {
    parameters: { from: '2026-03-02', to: '2026-03-15', courier_id: 'royal-mail' },
    response: ok({
      ...PERFORMANCE_RANGE,
      total: { ...PERFORMANCE_FIGURES, weeks: PERFORMANCE_WEEKS },
      rows: [{ slug: 'royal-mail', courier_name: 'Royal Mail', origin_country: 'GB', destination_country: 'GB', ...PERFORMANCE_FIGURES, weeks: PERFORMANCE_WEEKS }],
    }),
  },

  // ---- API keys ----
  'GET /api/user/get_tokens': { response: ok({ developer_token: [API_KEY_VIEW], ...wholeList([API_KEY_VIEW]) }) },
  'POST /api/user/add_token': { request: { token_name: 'Warehouse sync' }, response: ok({ ...API_KEY_VIEW, last_used_at: null }, 'Developer Token Added Successfully.') },
  'PUT /api/user/refresh_token': {
    request: { developer_token: { token: API_KEY, token_name: 'Warehouse sync' } },
    response: ok({ ...API_KEY_VIEW, token: 'tp_live_q8W2mZ0cV4nB6xL1kJ3hG5fD7sA9pO2iU4yT6rE8wQ0', last_used_at: null }, 'Developer Token Refreshed Successfully.'),
  },
  'DELETE /api/user/delete_token': { request: { developer_token: { token: API_KEY, token_name: 'Warehouse sync' } }, response: ok(null, 'Developer Token Deleted Successfully.') },
};

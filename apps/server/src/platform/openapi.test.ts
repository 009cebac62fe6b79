import { createHmac, timingSafeEqual } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { Webhook } from 'standardwebhooks';
import { WEBHOOK_EVENT_TYPES } from '@trailpost/contracts';
import { signUp } from '../test/accounts.js';
import { useTestApp } from '../test/harness.js';
import { documentValidator } from '../test/openapi-schemas.js';
import { OPERATION_EXAMPLES } from './openapi-docs/examples.js';
import { NODE_VERIFY_EXAMPLE } from './openapi-docs/introduction.js';
import { OPENAPI_JSON_PATH, OPENAPI_UI_PATH } from './openapi.js';

/**
 * The API reference an integrator reads at /api/docs: how to authenticate, which routes need
 * a key, examples that match the routes' own schemas, and the webhooks Trailpost sends.
 */
const t = useTestApp();

type JsonObject = Record<string, unknown>;
interface MediaType {
  schema?: JsonObject;
  example?: unknown;
}
interface Operation {
  security?: unknown[];
  tags?: string[];
  parameters?: { in: string; name: string; schema?: JsonObject; example?: unknown }[];
  requestBody?: { content: Record<string, MediaType> };
  responses: Record<string, { $ref?: string; content?: Record<string, MediaType> }>;
}
interface Document {
  openapi: string;
  info: { description: string };
  security: JsonObject[];
  components: { securitySchemes: Record<string, JsonObject>; schemas: Record<string, JsonObject>; responses: Record<string, JsonObject> };
  paths: Record<string, Record<string, Operation>>;
  webhooks: Record<string, { post: Operation }>;
}

let doc: Document;
const operations: [string, Operation][] = [];
const operation = (key: string) => {
  const [method, path] = key.split(' ') as [string, string];
  const found = doc.paths[path]?.[method.toLowerCase()];
  if (!found) throw new Error(`${key} is not in the document`);
  return found;
};
const isPublic = (op: Operation) => Array.isArray(op.security) && op.security.length === 0;

/** Validates against a schema of the document, its `#/components/...` references included. */
let validate: (schema: unknown, value: unknown) => string | null;

beforeAll(async () => {
  const response = await t.app.inject({ method: 'GET', url: OPENAPI_JSON_PATH });
  expect(response.statusCode).toBe(200);
  doc = response.json();
  for (const [path, methods] of Object.entries(doc.paths)) for (const [method, op] of Object.entries(methods)) operations.push([`${method.toUpperCase()} ${path}`, op]);

  validate = documentValidator(doc.components);
});

describe('authentication in the document', () => {
  it('declares the two ways an API key is sent, and requires one by default', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.components.securitySchemes.apiKey).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(doc.components.securitySchemes.accessToken).toMatchObject({ type: 'apiKey', in: 'header', name: 'access-token' });
    expect(doc.security).toEqual([{ apiKey: [] }, { accessToken: [] }]);
  });

  it('opens the public routes and leaves the others behind a key', () => {
    const login = operation('POST /api/user/login');
    expect(login.security).toEqual([]);
    const trackings = operation('GET /api/trackings');
    // No security of its own: the document's default (either scheme) applies.
    expect(trackings.security).toBeUndefined();
    expect(trackings.security ?? doc.security).toEqual([{ apiKey: [] }, { accessToken: [] }]);
    for (const [key, op] of operations) expect([undefined, []], key).toContainEqual(op.security);
  });

  it('documents the error answers: 401 behind a key (and for a wrong password), 429 where a limit applies, 404 for an id, 409 for a reused key', () => {
    expect(operation('GET /api/trackings').responses['401']).toEqual({ $ref: '#/components/responses/Unauthorized' });
    expect(operation('GET /api/trackings').responses['429']).toEqual({ $ref: '#/components/responses/TooManyRequests' });
    expect(operation('GET /api/trackings/{id}').responses['404']).toEqual({ $ref: '#/components/responses/NotFound' });
    expect(operation('POST /api/trackings').responses['409']).toEqual({ $ref: '#/components/responses/Conflict' });
    expect(operation('GET /api/health').responses['429']).toBeUndefined();
    expect(operation('POST /api/user/login').responses['401']).toEqual({ $ref: '#/components/responses/Unauthorized' });
    expect(operation('POST /api/user/login').responses['409']).toBeUndefined();
    expect(operation('POST /api/user/login').responses['429']).toEqual({ $ref: '#/components/responses/TooManyRequests' });
    expect(operation('POST /api/user/login').responses['400']).toEqual({ $ref: '#/components/responses/BadRequest' });
    for (const [name, answer] of Object.entries(doc.components.responses)) {
      const media = (answer.content as Record<string, MediaType>)['application/json']!;
      expect(validate(media.schema, media.example), name).toBeNull();
    }
  });

  it('explains keys, the envelope and the errors in the introduction', () => {
    const text = doc.info.description;
    for (const phrase of ['Settings → API Keys', '/developer_apps', 'Authorization: Bearer', 'access-token', 'as the user who created it', 'at once', 'meta.code', '| 400 |', '| 401 |', '| 403 |', '| 404 |', '| 429 |']) {
      expect(text, phrase).toContain(phrase);
    }
  });
});

describe('operations', () => {
  it('each have an operationId of their own, made from the method and path', () => {
    const ids = operations.map(([, op]) => (op as Operation & { operationId?: string }).operationId);
    expect(ids.every((id) => typeof id === 'string' && /^(get|post|put|delete|patch)[A-Z]\w+$/.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(operations.length);
    expect((operation('GET /api/trackings/{slug}/{tracking_number}') as { operationId?: string }).operationId).toBe('getTrackingsBySlugByTrackingNumber');
  });
});

/** Every request field an operation takes, as `METHOD path in:name`, with whether it is described. */
function requestFields(key: string, op: Operation): [string, boolean][] {
  const fields: [string, boolean][] = [];
  const resolve = (schema: JsonObject | undefined): JsonObject | undefined =>
    typeof schema?.$ref === 'string' ? doc.components.schemas[schema.$ref.split('/').pop()!] : schema;
  const walk = (schema: JsonObject | undefined, at: string) => {
    const node = resolve(schema);
    if (!node) return;
    for (const [name, property] of Object.entries((node.properties as Record<string, JsonObject> | undefined) ?? {})) {
      fields.push([`${at}.${name}`, Boolean(property.description ?? resolve(property)?.description)]);
      walk(property, `${at}.${name}`);
    }
    walk(node.items as JsonObject | undefined, `${at}[]`);
    for (const branch of ['anyOf', 'oneOf', 'allOf'].flatMap((keyword) => (node[keyword] as JsonObject[] | undefined) ?? [])) walk(branch, at);
  };
  for (const parameter of op.parameters ?? []) fields.push([`${key} ${parameter.in}:${parameter.name}`, Boolean((parameter as { description?: string }).description ?? parameter.schema?.description)]);
  for (const media of Object.values(op.requestBody?.content ?? {})) walk(media.schema, `${key} body`);
  return fields;
}

describe('descriptions', () => {
  it('say what every operation does', () => {
    expect(operations.filter(([, op]) => !(op as { description?: string }).description).map(([key]) => key)).toEqual([]);
  });

  it('say what every request field means', () => {
    const undescribed = operations.flatMap(([key, op]) => requestFields(key, op)).filter(([, described]) => !described).map(([field]) => field);
    expect(undescribed).toEqual([]);
  });
});

describe('named schemas', () => {
  const dataOf = (key: string) => (operation(key).responses['200']!.content!['application/json']!.schema as { properties: { data: JsonObject } }).properties.data;

  it('are referred to where a shape repeats: a shipment, its checkpoints, a rule and its actions, a webhook', () => {
    for (const key of ['GET /api/trackings/{id}', 'POST /api/trackings', 'PUT /api/trackings/{slug}/{tracking_number}']) expect(dataOf(key), key).toEqual({ $ref: '#/components/schemas/Shipment' });
    expect(JSON.stringify(doc.components.schemas.Shipment)).toContain('"$ref":"#/components/schemas/Checkpoint"');
    expect(dataOf('GET /api/automation/{id}')).toEqual({ $ref: '#/components/schemas/Automation' });
    expect(JSON.stringify(doc.components.schemas.Automation)).toContain('"$ref":"#/components/schemas/AutomationAction"');
    const actionTypes = (doc.components.schemas.AutomationAction!.oneOf as { properties: { type: { const: string } } }[]).map((branch) => branch.properties.type.const);
    expect(actionTypes).toEqual(['EMAIL', 'SMS', 'ASSIGN_SHIPMENT', 'TAG', 'REPEAT_ACTION_REMOVE']);
    expect(JSON.stringify(operation('GET /api/webhook/subscription').responses['200'])).toContain('"$ref":"#/components/schemas/Webhook"');
  });

  it('leave no answer or request body untyped: every schema in one has a type, or says what it may hold', () => {
    const untyped: string[] = [];
    const visit = (node: unknown, at: string) => {
      if (!node || typeof node !== 'object') return;
      if (Array.isArray(node)) return node.forEach((item, index) => visit(item, `${at}[${index}]`));
      const schema = node as JsonObject;
      if (at.endsWith('.schema') || /\.(properties\.[^.]+|items|additionalProperties|(anyOf|oneOf|allOf)\[\d+\])$/.test(at)) {
        // `additionalProperties: {}` is an object's own word that other fields pass through.
        const passThrough = at.endsWith('.additionalProperties') && Object.keys(schema).length === 0;
        if (!passThrough && !['type', '$ref', 'anyOf', 'oneOf', 'allOf', 'const', 'enum', 'not', 'description'].some((keyword) => keyword in schema)) untyped.push(at);
      }
      for (const [key, value] of Object.entries(schema)) if (key !== 'example' && key !== 'examples') visit(value, `${at}.${key}`);
    };
    for (const [key, op] of operations) {
      for (const [status, answer] of Object.entries(op.responses)) visit(answer.content, `${key} ${status}`);
      visit(op.requestBody?.content, `${key} body`);
    }
    visit(doc.components.schemas, 'components');
    expect(untyped).toEqual([]);
  });
});

describe('input rules in the document', () => {
  /** Whether the server takes a new shipment with this field, and whether the document's schema does. */
  async function bothSay(field: string, value: unknown): Promise<[boolean, boolean]> {
    const owner = await signUp(t.app);
    const body = { slug: 'usps', tracking_number: `RULE${Date.now()}${Math.random().toString(36).slice(2, 6)}`, [field]: value };
    const served = await t.app.inject({ method: 'POST', url: '/api/trackings', headers: owner.headers, payload: body });
    const schema = operation('POST /api/trackings').requestBody!.content['application/json']!.schema!;
    return [served.statusCode === 200, validate(schema, body) === null];
  }

  it.each([
    ['tracking_ship_date', '03-01-2026'],
    ['tracking_ship_date', '2026-03-01'],
    ['origin_country', 'GB'],
    ['origin_country', 'GBR'],
    ['tracking_number', 'A12'],
    ['tracking_number', 'A123'],
    ['tracking_number', 'X'.repeat(101)],
  ])('states the rule the server enforces on %s (%s)', async (field, value) => {
    const [server, documented] = await bothSay(field, value);
    expect(documented).toBe(server);
  });
});

describe('examples', () => {
  it('gives the shipment routes a request and response example', () => {
    const detail = operation('GET /api/trackings/{id}');
    expect(detail.parameters!.find((p) => p.name === 'id')!.example).toMatch(/^[0-9a-f-]{36}$/);
    const answer = detail.responses['200']!.content!['application/json']!.example as { meta: { code: number }; data: { tracking_number: string } };
    expect(answer.meta.code).toBe(200);
    expect(answer.data.tracking_number).toBeTruthy();
    expect(operation('POST /api/trackings').requestBody!.content['application/json']!.example).toMatchObject({ slug: 'usps', tracking_number: expect.any(String) });
    expect(operation('GET /api/trackings').responses['200']!.content!['application/json']!.example).toMatchObject({ data: { total_records: 1 } });
  });

  it('gives every public route an example', () => {
    const bare = operations
      .filter(([, op]) => isPublic(op))
      .filter(([key]) => !OPERATION_EXAMPLES[key])
      .map(([key]) => key);
    expect(bare, 'add an example for these public routes in platform/openapi-docs/examples.ts').toEqual([]);
  });

  it.each(Object.keys(OPERATION_EXAMPLES))('%s: the example names a route of the document and matches its schemas', (key) => {
    const example = OPERATION_EXAMPLES[key]!;
    const op = operation(key);
    for (const [name, value] of Object.entries(example.parameters ?? {})) {
      const parameter = op.parameters?.find((candidate) => candidate.name === name && candidate.in !== 'header');
      expect(parameter, `parameter ${name}`).toBeDefined();
      expect(parameter!.example).toEqual(value);
      expect(validate(parameter!.schema ?? {}, value), `parameter ${name}`).toBeNull();
    }
    for (const [name, header] of Object.entries(example.headers ?? {})) {
      expect(op.parameters).toContainEqual(expect.objectContaining({ in: 'header', name, example: header.example }));
    }
    if (example.request !== undefined) {
      const media = op.requestBody?.content['application/json'];
      expect(media?.example, 'request body').toEqual(example.request);
      expect(validate(media!.schema, example.request), 'request body').toBeNull();
    }
    if (example.rawRequest) expect(op.requestBody?.content[example.rawRequest.contentType]?.example).toEqual(example.rawRequest.example);
    if (example.response !== undefined) {
      const media = op.responses['200']?.content?.['application/json'];
      expect(media?.example, 'response').toEqual(example.response);
      expect(validate(media!.schema, example.response), 'response').toBeNull();
    }
    if (example.rawResponse) expect(op.responses['200']?.content?.[example.rawResponse.contentType]).toBeDefined();
  });
});

describe('webhooks', () => {
  it('describes the three events, whose data is the shipment of GET /trackings/{id}', () => {
    expect(Object.keys(doc.webhooks)).toEqual([...WEBHOOK_EVENT_TYPES]);
    expect(doc.webhooks).toEqual({ 'tracking.created': expect.anything(), 'tracking.updated': expect.anything(), 'tracking.deleted': expect.anything() });
    const detail = operation('GET /api/trackings/{id}').responses['200']!.content!['application/json']!.schema as { properties: { data: JsonObject } };
    expect(detail.properties.data).toEqual({ $ref: '#/components/schemas/Shipment' });
    expect(doc.components.schemas.Shipment).toMatchObject({ type: 'object', description: expect.any(String) });
    for (const type of WEBHOOK_EVENT_TYPES) {
      const { post } = doc.webhooks[type]!;
      expect(post.security).toEqual([]);
      expect(post.parameters!.map((p) => `${p.in} ${p.name}`)).toEqual(['header webhook-id', 'header webhook-timestamp', 'header webhook-signature']);
      const media = post.requestBody!.content['application/json']!;
      expect(media.example).toMatchObject({ type, timestamp: expect.any(String), data: { _id: expect.any(String) } });
      expect(validate(media.schema, media.example), type).toBeNull();
      expect(validate(media.schema, { ...(media.example as JsonObject), type: 'tracking.other' }), type).not.toBeNull();
      expect(Object.keys(post.responses).sort()).toEqual(['2XX', '410', 'default']);
    }
  });

  it('explains signing, verifying, retries and switching off', () => {
    const text = doc.info.description;
    for (const phrase of [
      'webhook-id',
      'webhook-timestamp',
      'webhook-signature',
      'v1,',
      '{webhook-id}.{webhook-timestamp}.{body}',
      'whsec_',
      'standardwebhooks',
      'new Webhook(',
      '.verify(',
      'createHmac',
      '2xx',
      '15 seconds',
      '410 Gone',
      '5 days',
      'email_alerts',
      '±10 %',
      '10 attempts over about 75 hours',
      '| 10 | 1 d | 3 d 3 h 35 min 5 s |',
      '/deliveries',
      '/replay',
    ]) {
      expect(text, phrase).toContain(phrase);
    }
  });

  it('shows a Node verification that accepts what standardwebhooks signs, and nothing else', () => {
    const source = NODE_VERIFY_EXAMPLE.replace(/^import .*$/m, '');
    const verifyWebhook = new Function('createHmac', 'timingSafeEqual', `${source}\nreturn verifyWebhook;`)(createHmac, timingSafeEqual) as (
      secret: string,
      headers: Record<string, string>,
      body: string,
    ) => unknown;
    const current = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';
    const previous = 'whsec_dzzLVt61qxlQz/yuPme6Xdj1Scrzh1UZI92frEYZr8Q=';
    const body = JSON.stringify({ type: 'tracking.updated', timestamp: new Date().toISOString(), data: { _id: 'x' } });
    const at = new Date();
    const headers = {
      'webhook-id': 'msg_1',
      'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
      // During a rotation: one signature per secret, space-separated.
      'webhook-signature': [previous, current].map((secret) => new Webhook(secret).sign('msg_1', at, body)).join(' '),
    };
    expect(verifyWebhook(current, headers, body)).toMatchObject({ type: 'tracking.updated' });
    expect(verifyWebhook(previous, headers, body)).toMatchObject({ type: 'tracking.updated' });
    expect(new Webhook(current).verify(body, headers)).toMatchObject({ type: 'tracking.updated' });
    expect(() => verifyWebhook('whsec_c2VjcmV0LW9mLXNvbWVvbmUtZWxzZQ==', headers, body)).toThrow(/No signature matches/);
    expect(() => verifyWebhook(current, headers, body.replace('updated', 'deleted'))).toThrow(/No signature matches/);
    expect(() => verifyWebhook(current, { ...headers, 'webhook-timestamp': String(Math.floor(at.getTime() / 1000) - 3600) }, body)).toThrow(/timestamp/);
  });
});

describe('the reference UI', () => {
  it('is served under a Content-Security-Policy that runs only scripts of this origin', async () => {
    const page = await t.app.inject({ method: 'GET', url: `${OPENAPI_UI_PATH}/` });
    expect(page.statusCode).toBe(200);
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toMatch(/script-src 'self'(;|$)/);
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    // Every script of the page is a file of this origin: nothing inline for the policy to block.
    const scripts = [...page.body.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, content] of scripts) {
      const src = /src="([^"]+)"/.exec(attributes!)?.[1];
      expect(src, attributes).toMatch(/^\.\/static\//);
      expect(content!.trim()).toBe('');
      const file = await t.app.inject({ method: 'GET', url: `${OPENAPI_UI_PATH}/${src!.slice(2)}` });
      expect(file.statusCode, src).toBe(200);
    }
    // The initializer fetches the document from this origin (connect-src 'self').
    const initializer = await t.app.inject({ method: 'GET', url: `${OPENAPI_UI_PATH}/static/swagger-initializer.js` });
    expect(initializer.body).toContain('./json');
  });
});

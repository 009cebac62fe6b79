import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { apiRateLimited, ERROR_CODE_DESCRIPTIONS, ERROR_CODES, errorCodeOfStatus, IDEMPOTENCY_KEY_MAX, IDEMPOTENCY_MESSAGES } from '@trailpost/contracts';
import { nameDocumentSchemas, withoutUnusedSchemas } from './openapi-docs/components.js';
import { OPERATION_EXAMPLES, type OperationExample } from './openapi-docs/examples.js';
import { API_INTRODUCTION } from './openapi-docs/introduction.js';
import { EXTRA_STATUSES } from './openapi-docs/statuses.js';
import { webhookDocs } from './openapi-docs/webhooks.js';

/** Where the reference UI and its JSON document are served. */
export const OPENAPI_UI_PATH = '/api/docs';
export const OPENAPI_JSON_PATH = `${OPENAPI_UI_PATH}/json`;

type JsonObject = Record<string, unknown>;

interface Operation {
  operationId?: string;
  security?: unknown[];
  parameters?: { in: string; name: string; example?: unknown }[];
  requestBody?: { description?: string; required?: boolean; content?: Record<string, JsonObject> };
  responses?: Record<string, JsonObject>;
}

/** How an API key is sent: as a bearer token, or in the `access-token` header (pinned "API keys"). */
const SECURITY_SCHEMES = {
  apiKey: {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'tp_live_…',
    description: 'An API key from Settings → API Keys, sent as `Authorization: Bearer <key>`. It acts as the user who created it.',
  },
  accessToken: { type: 'apiKey', in: 'header', name: 'access-token', description: 'The same API key in the `access-token` header.' },
};

const errorEnvelope = (code: number, message: string) => ({ meta: { code, message: [message], error_code: errorCodeOfStatus(code) }, data: null });

/** The error answers every route may give, by the circumstance that makes them possible. */
const ERROR_RESPONSES: Record<string, { name: string; description: string; example: JsonObject }> = {
  '400': { name: 'BadRequest', description: 'The input breaks a rule (`meta.message` lists each problem), or the address itself is malformed.', example: errorEnvelope(400, 'Tracking number is required') },
  '401': { name: 'Unauthorized', description: 'No API key, an unknown one, or one that was refreshed or deleted (on sign-in: a wrong e-mail or password).', example: errorEnvelope(401, 'Your session has expired. Please login again.') },
  '403': {
    name: 'Forbidden',
    description: "The key's user has no access to this module (its role), or the call is for the main account only.",
    example: errorEnvelope(403, "Guess you don't have access to this module. Check with your admin for more details."),
  },
  '414': { name: 'UriTooLong', description: 'A value in the path is longer than any id or number the API takes.', example: errorEnvelope(414, 'The address is too long.') },
  '413': { name: 'PayloadTooLarge', description: 'The body is larger than the route accepts (1 MB for JSON).', example: errorEnvelope(413, 'Request body is too large') },
  '415': { name: 'UnsupportedMediaType', description: 'The body is not JSON (`Content-Type: application/json`).', example: errorEnvelope(415, 'Unsupported Media Type: application/x-www-form-urlencoded') },
  '404': { name: 'NotFound', description: 'Nothing with that id in your account (records of other accounts included).', example: errorEnvelope(404, 'Tracking not found.') },
  '409': {
    name: 'Conflict',
    description: 'The `Idempotency-Key` was used with another request (`idempotency_key_reused`), or its first request is still running (`conflict`).',
    example: { meta: { code: 409, message: [IDEMPOTENCY_MESSAGES.reused], error_code: 'idempotency_key_reused' }, data: null },
  },
  '429': {
    name: 'TooManyRequests',
    description: "Too many calls in the account's second (with a key), or from this address on an open route: wait `Retry-After` seconds.",
    example: errorEnvelope(429, apiRateLimited(10)),
  },
};

/** What a refused call is told (part 3): when to try again, and the limit it ran into. */
const RATE_LIMIT_HEADERS = {
  'Retry-After': { description: 'Seconds to wait before calling again.', schema: { type: 'integer' } },
  'RateLimit-Limit': { description: 'Calls allowed in the window.', schema: { type: 'integer' } },
  'RateLimit-Remaining': { description: 'Calls left in the window (0 here).', schema: { type: 'integer' } },
  'RateLimit-Reset': { description: 'Seconds until the window starts again.', schema: { type: 'integer' } },
};

const ERROR_SCHEMA = {
  type: 'object',
  description: 'The envelope of an error: the HTTP status equals `meta.code`.',
  properties: {
    meta: {
      type: 'object',
      properties: {
        code: { type: 'integer' },
        message: { type: 'array', items: { type: 'string' }, description: 'What went wrong, in the words the product shows.' },
        error_code: {
          type: 'string',
          enum: [...ERROR_CODES],
          description: `A stable reason to branch on:\n${ERROR_CODES.map((code) => `- \`${code}\`: ${ERROR_CODE_DESCRIPTIONS[code]}`).join('\n')}`,
        },
        fields: { type: 'object', additionalProperties: { type: 'string' }, description: 'Validation errors: each refused field (a dotted path) and its message.' },
        existing_id: { type: 'string', description: 'A duplicate shipment: the `_id` of the one that exists.' },
      },
      required: ['code', 'message', 'error_code'],
    },
    data: { type: 'null' },
  },
  required: ['meta', 'data'],
};

/** Tag descriptions, shown above each group of the reference (only for tags some route uses). */
const TAG_DESCRIPTIONS: Record<string, string> = {
  Shipments: 'Add, list, read, edit and delete shipments. `GET /trackings/{id}` is also what webhooks carry in `data`.',
  'API keys': "Your own API keys (Settings → API Keys). Refreshing or deleting one ends it at once.",
  Webhooks: 'Your webhook endpoints, their deliveries and replays. The events Trailpost sends are under **Webhooks** at the end; signing and retries are described in the introduction.',
};

const operationKey = (method: string, path: string) => `${method.toUpperCase()} ${path}`;
/** Words of a path segment, capitalised: `assign_or_unassign_user` -> `AssignOrUnassignUser`. */
const pascal = (text: string) => text.split(/[^A-Za-z0-9]+/).filter(Boolean).map((word) => word[0]!.toUpperCase() + word.slice(1)).join('');

/**
 * A stable operationId from the method and path, for generated clients:
 * `GET /api/trackings/{slug}/{tracking_number}` -> `getTrackingsBySlugByTrackingNumber`.
 */
export function operationIdOf(method: string, path: string): string {
  const segments = path.replace(/^\/api\//, '').split('/').filter(Boolean);
  return method.toLowerCase() + segments.map((segment) => (segment.startsWith('{') ? `By${pascal(segment)}` : pascal(segment))).join('');
}

/** `/api/trackings/:id` as the document writes it: `/api/trackings/{id}`. */
const documentPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

function addExamples(operation: Operation, example: OperationExample) {
  for (const [name, value] of Object.entries(example.parameters ?? {})) {
    const parameter = operation.parameters?.find((candidate) => candidate.name === name && candidate.in !== 'header');
    if (parameter) parameter.example = value;
  }
  for (const [name, { description, example: value }] of Object.entries(example.headers ?? {})) {
    operation.parameters = [...(operation.parameters ?? []), { in: 'header', name, required: true, description, schema: { type: 'string' }, example: value } as never];
  }
  const jsonRequest = operation.requestBody?.content?.['application/json'];
  if (example.request !== undefined && jsonRequest) jsonRequest.example = example.request;
  if (example.rawRequest) {
    const { contentType, example: value, description } = example.rawRequest;
    // A body the route declares (a form's fields) keeps its schema; raw bytes are binary.
    const declared = (operation.requestBody?.content as Record<string, JsonObject> | undefined)?.[contentType]?.schema;
    const schema = declared ?? (contentType === 'application/json' ? { type: 'object' } : { type: 'string', format: 'binary' });
    operation.requestBody = { required: true, ...(description ? { description } : {}), content: { [contentType]: { schema, example: value } } };
  }
  const jsonResponse = operation.responses?.['200']?.content as Record<string, JsonObject> | undefined;
  if (example.response !== undefined && jsonResponse?.['application/json']) jsonResponse['application/json'].example = example.response;
  if (example.rawResponse) {
    const { contentType, example: value, description } = example.rawResponse;
    const schema = value === undefined ? { type: 'string', format: 'binary' } : { type: 'string' };
    operation.responses = { ...operation.responses, '200': { description, content: { [contentType]: { schema, ...(value === undefined ? {} : { example: value }) } } } };
  }
}

/** The error answers an operation can give, referred to from components.responses. */
function addErrorResponses(operation: Operation, method: string, path: string, rateLimited: boolean) {
  const isPublic = Array.isArray(operation.security) && operation.security.length === 0;
  const codes = [
    // Any request may be refused for a malformed address (a broken percent-encoding).
    '400',
    isPublic ? null : '401',
    isPublic ? null : '403',
    path.includes('{') ? '404' : null,
    path.includes('{') ? '414' : null,
    // Signed-in POSTs take an Idempotency-Key.
    method === 'post' && !isPublic ? '409' : null,
    operation.requestBody?.content?.['application/json'] ? '413' : null,
    operation.requestBody?.content?.['application/json'] ? '415' : null,
    ...(EXTRA_STATUSES[operationKey(method, path)] ?? []),
    // Signed-in calls are limited per second (API_RATE_LIMIT); open routes where they say so.
    rateLimited || !isPublic ? '429' : null,
  ];
  const responses = { ...operation.responses };
  if (responses['200']?.description === 'Default Response') responses['200'] = { ...responses['200'], description: 'Success: the envelope with the result in `data`.' };
  for (const code of codes) if (code && !responses[code]) responses[code] = { $ref: `#/components/responses/${ERROR_RESPONSES[code]!.name}` };
  operation.responses = responses;
}

/** Answer fields that hold an instant (`created`, `modified`, `timestamp`, `…_at`): ISO 8601 with its offset. */
const INSTANT_FIELD = /^(?:created|modified|timestamp)$|_at$/;

/** Marks the instants of an answer's schema `format: date-time` (the route matrix checks every answer against it). */
function markInstants(schema: unknown, name?: string): void {
  if (!schema || typeof schema !== 'object') return;
  const node = schema as JsonObject;
  const types = [node.type].flat();
  if (name && INSTANT_FIELD.test(name) && types.includes('string') && !node.format) node.format = 'date-time';
  for (const [key, value] of Object.entries((node.properties as JsonObject | undefined) ?? {})) markInstants(value, key);
  for (const key of ['items', 'additionalProperties']) markInstants(node[key], name);
  for (const key of ['anyOf', 'oneOf', 'allOf']) for (const branch of (node[key] as unknown[] | undefined) ?? []) markInstants(branch, name);
}

/** Signed-in POSTs take an optional `Idempotency-Key` (part 3; decision 0057). */
function addIdempotencyKey(operation: Operation) {
  const parameter = {
    in: 'header',
    name: 'Idempotency-Key',
    required: false,
    description: 'Any text (1 to 255 characters): a repeat of this request within 24 hours gets the first answer again, with `Idempotent-Replayed: true`.',
    schema: { type: 'string', minLength: 1, maxLength: IDEMPOTENCY_KEY_MAX },
  };
  operation.parameters = [...(operation.parameters ?? []), parameter as never];
}

/** Webhooks, examples, error answers and tag texts, added to the document generated from the routes. */
function completeDocument(document: JsonObject, rateLimited: ReadonlySet<string>): JsonObject {
  const paths = document.paths as Record<string, Record<string, Operation>>;
  const usedTags = new Set<string>();
  for (const [path, operations] of Object.entries(paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      const key = operationKey(method, path);
      operation.operationId ??= operationIdOf(method, path);
      for (const answer of Object.values(operation.responses ?? {})) markInstants((answer.content as Record<string, JsonObject> | undefined)?.['application/json']?.schema);
      const example = OPERATION_EXAMPLES[key];
      if (example) addExamples(operation, example);
      addErrorResponses(operation, method, path, rateLimited.has(key));
      if (method === 'post' && !(Array.isArray(operation.security) && operation.security.length === 0)) addIdempotencyKey(operation);
      for (const tag of (operation as { tags?: string[] }).tags ?? []) usedTags.add(tag);
    }
  }

  const { webhooks, schemas } = webhookDocs();

  const components = (document.components ?? {}) as { schemas?: JsonObject; responses?: JsonObject };
  for (const schema of Object.values(components.schemas ?? {})) markInstants(schema);
  const responses = Object.fromEntries(
    Object.values(ERROR_RESPONSES).map(({ name, description, example }) => [
      name,
      { description, ...(name === 'TooManyRequests' ? { headers: RATE_LIMIT_HEADERS } : {}), content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' }, example } } },
    ]),
  );
  const tags = Object.entries(TAG_DESCRIPTIONS)
    .filter(([name]) => usedTags.has(name))
    .map(([name, description]) => ({ name, description }));
  return withoutUnusedSchemas({
    ...document,
    ...(tags.length ? { tags } : {}),
    components: { ...components, schemas: { ...components.schemas, Error: ERROR_SCHEMA, ...schemas }, responses: { ...components.responses, ...responses } },
    webhooks,
  });
}

/**
 * The OpenAPI 3.1 document is generated from the routes' own schemas; /api/docs renders it.
 * What a schema cannot say (authentication, the envelope, webhooks, examples) is added here
 * from openapi-docs/, so no module has to carry documentation of its own.
 */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  const rateLimited = new Set<string>();
  // Schemas named in openapi-docs/components.ts are referred to, not repeated.
  nameDocumentSchemas();
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'Trailpost API', version: '1.0.0', description: API_INTRODUCTION, license: { name: 'Proprietary: for Trailpost accounts and their integrations', identifier: 'LicenseRef-Trailpost-Proprietary' } },
      servers: [{ url: '/' }],
      components: { securitySchemes: SECURITY_SCHEMES as never },
      // Either scheme: a route that declares nothing needs an API key (or the web app's session).
      security: [{ apiKey: [] }, { accessToken: [] }],
    },
    transform: (input) => {
      const output = jsonSchemaTransform(input);
      const { route } = input;
      if (route.config?.rateLimit) for (const method of [route.method].flat()) rateLimited.add(operationKey(method, documentPath(input.url)));
      // A route open without a session says so: `security: []` overrides the document's default.
      if (!route.config?.public) return output;
      return { ...output, schema: { ...output.schema, security: [] } as typeof output.schema };
    },
    transformObject: (input) => completeDocument(jsonSchemaTransformObject(input) as JsonObject, rateLimited) as never,
  });
  await app.register(swaggerUi, { routePrefix: OPENAPI_UI_PATH });
}

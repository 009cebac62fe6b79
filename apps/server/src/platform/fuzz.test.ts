import { beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { signUp, type SignedIn } from '../test/accounts.js';
import { useTestApp } from '../test/harness.js';

/**
 * Schema fuzzing: every route of the OpenAPI document gets generated malformed paths, queries and
 * bodies, signed in as a merchant. No answer may be a 500, every error answer is the envelope
 * with meta.code equal to the HTTP status, and every status is one the document lists. The routes come from the document, so a new route is
 * fuzzed without anyone remembering to add it.
 */
const t = useTestApp();

const RUNS_PER_ROUTE = 30;

interface Operation {
  parameters?: { in: 'path' | 'query' | 'header'; name: string }[];
  requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
  responses?: Record<string, unknown>;
}

/** Answers that are not JSON when they succeed: a spreadsheet, a file, an event stream. */
// The bot challenge is the raw object the ALTCHA widget reads, not the envelope.
const NON_JSON_SUCCESS = new Set(['GET /api/import/template', 'GET /api/audit_log/export', 'GET /api/files/download', 'GET /api/firebase/stream', 'GET /api/altcha/challenge']);

/** Routes that end the caller's session: fuzzed without one. */
const SIGNS_OUT = new Set(['POST /api/user/logout', 'POST /api/user/logout_all']);

/** Values a careless or hostile client sends. */
const hostileText = fc.constantFrom(
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\uD800',
  '\uDFFFx',
  '\uFFFE',
  '\u202Eevil',
  '0000-01-01',
  '-271821-04-20T00:00:00Z',
  '275760-09-13',
  '2024-02-30',
  '9'.repeat(400),
  'x'.repeat(5000),
  '../../etc/passwd',
  '%00',
  '%E0%A4%A',
  '{"$gt":""}',
  "' OR 1=1 --",
  '<script>alert(1)</script>',
  '=HYPERLINK("http://x")',
  'NaN',
  '-0',
  '1e309',
  'true',
  'null',
  '00000000-0000-0000-0000-000000000000',
);
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileText,
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.integer(),
  fc.double(),
  fc.constantFrom(Number.MAX_SAFE_INTEGER, -1, 0, 1e308),
  fc.boolean(),
  fc.constant(null),
  fc.array(hostileText, { maxLength: 4 }),
  fc.dictionary(fc.string({ maxLength: 8 }), hostileText, { maxKeys: 3 }),
);

/** Deeply nested arrays, as text: a parser or validator that recurses must not fall over. */
const DEEP_JSON = '['.repeat(5000) + ']'.repeat(5000);

/** Percent-encodes any string, lone surrogates included (as the bytes of an invalid UTF-8 sequence). */
function encode(value: string): string {
  return value.replace(/[\s\S]/gu, (char) => {
    try {
      return encodeURIComponent(char);
    } catch {
      return '%ED%A0%80';
    }
  });
}

function bodyArbitrary(operation: Operation): fc.Arbitrary<{ payload?: unknown; contentType?: string }> {
  const properties = Object.keys(operation.requestBody?.content?.['application/json']?.schema?.properties ?? {});
  const shaped = properties.length
    ? fc.record(Object.fromEntries(properties.map((name) => [name, hostileValue])), { requiredKeys: [] })
    : fc.constant({});
  return fc.oneof(
    { weight: 6, arbitrary: shaped.map((payload) => ({ payload })) },
    { weight: 1, arbitrary: fc.anything({ maxDepth: 3 }).map((payload) => ({ payload: JSON.stringify(payload ?? null) ?? 'null', contentType: 'application/json' })) },
    { weight: 1, arbitrary: fc.constantFrom('{"a":', 'not json', '', '[]', '"text"', '0', DEEP_JSON).map((payload) => ({ payload, contentType: 'application/json' })) },
    { weight: 1, arbitrary: hostileText.map((payload) => ({ payload, contentType: 'text/plain' })) },
  );
}

function queryArbitrary(operation: Operation): fc.Arbitrary<string> {
  const names = (operation.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
  const pairs = fc.array(fc.tuple(fc.oneof(fc.constantFrom(...(names.length ? names : ['q'])), fc.string({ maxLength: 6 })), hostileValue), { maxLength: 6 });
  return pairs.map((entries) =>
    entries
      .flatMap(([name, value]) => (Array.isArray(value) ? value : [value]).map((item) => `${encode(name)}=${encode(typeof item === 'string' ? item : JSON.stringify(item) ?? '')}`))
      .join('&'),
  );
}

function pathArbitrary(path: string): fc.Arbitrary<string> {
  const names = [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!);
  if (!names.length) return fc.constant(path);
  return fc.array(hostileText.filter((value) => value.length > 0), { minLength: names.length, maxLength: names.length }).map((values) => {
    let index = 0;
    return path.replace(/\{\w+\}/g, () => encode(values[index++]!));
  });
}

function expectEnvelopeAnswer(route: string, request: InjectOptions, response: { statusCode: number; body: string; headers: Record<string, unknown> }) {
  const context = `${route} ${String(request.url).slice(0, 300)} -> ${response.statusCode} ${response.body.slice(0, 300)}`;
  expect(response.statusCode, context).toBeLessThan(500);
  if (response.statusCode < 300 && NON_JSON_SUCCESS.has(route)) return;
  const body = JSON.parse(response.body) as { meta?: { code?: unknown; message?: unknown } };
  expect(body.meta?.code, context).toBe(response.statusCode);
  expect(Array.isArray(body.meta?.message), context).toBe(true);
  expect(body, context).toHaveProperty('data');
}

let doc: { paths: Record<string, Record<string, Operation>> };
let merchant: SignedIn;

/**
 * The operation of the document that serves a concrete address, as the router picks it: a fixed
 * segment before a parameter (`/trackings/filters` is not `/trackings/{id}`).
 */
function servingOperation(method: string, url: string): [string, Operation] | null {
  const segments = url.split('?')[0]!.split('/');
  let best: [string, Operation, string] | null = null;
  for (const [path, methods] of Object.entries(doc.paths)) {
    const operation = methods[method.toLowerCase()];
    const pattern = path.split('/');
    if (!operation || pattern.length !== segments.length) continue;
    if (!pattern.every((part, index) => part.startsWith('{') || part === segments[index])) continue;
    // Fixed segments rank before parameters, position by position.
    const rank = pattern.map((part) => (part.startsWith('{') ? '1' : '0')).join('');
    if (!best || rank < best[2]) best = [path, operation, rank];
  }
  return best && [`${method.toUpperCase()} ${best[0]}`, best[1]];
}

/** Statuses answered that the serving operation's document does not list. */
const undocumented = new Set<string>();

function recordStatus(method: string, url: string, status: number) {
  const serving = servingOperation(method, url);
  if (serving && !(String(status) in (serving[1].responses ?? {}))) undocumented.add(`${serving[0]} ${status}`);
}

beforeAll(async () => {
  doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
  merchant = await signUp(t.app);
});

describe('schema fuzzing', () => {
  it('covers the routes of the document', () => {
    expect(Object.keys(doc.paths).length).toBeGreaterThan(40);
  });

  it('answers every route with generated malformed input without a 500 and in the envelope', async () => {
    // One seed for the run, named when it fails, so the failure can be replayed with FUZZ_SEED.
    const seed = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31);
    for (const [path, methods] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(methods)) {
        const route = `${method.toUpperCase()} ${path}`;
        // Signing out would end the session the rest of the run uses.
        const headers = SIGNS_OUT.has(route) ? {} : merchant.headers;
        await fc.assert(
          fc.asyncProperty(pathArbitrary(path), queryArbitrary(operation), bodyArbitrary(operation), async (url, query, body) => {
            const request: InjectOptions = {
              method: method.toUpperCase() as InjectOptions['method'],
              url: query ? `${url}?${query}` : url,
              headers: { ...headers, ...(body.contentType ? { 'content-type': body.contentType } : {}) },
              ...(method === 'get' || method === 'delete' ? {} : { payload: body.payload as InjectOptions['payload'] }),
            };
            const response = await t.app.inject(request);
            expectEnvelopeAnswer(route, request, response);
            recordStatus(method, url, response.statusCode);
          }),
          { numRuns: RUNS_PER_ROUTE, seed },
        );
      }
    }
    // Every status answered is one the document lists for the operation that answered it.
    expect([...undocumented].sort(), `FUZZ_SEED=${seed}`).toEqual([]);
  }, 300_000);

  it('answers unknown, over-long and malformed addresses in the envelope', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(hostileText, { minLength: 1, maxLength: 4 }), fc.constantFrom('GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'), async (segments, method) => {
        const url = `/api/${segments.map(encode).join('/')}`;
        const response = await t.app.inject({ method: method as InjectOptions['method'], url, headers: merchant.headers });
        expectEnvelopeAnswer(`${method} ${url.slice(0, 80)}`, { url }, response);
      }),
      { numRuns: 200 },
    );
    for (const url of [`/${'a'.repeat(5000)}`, `/api/trackings/${'1'.repeat(5000)}`, '/api/%', '/%E0%A4%A', `/assets/${'x'.repeat(3000)}.js`]) {
      const response = await t.app.inject({ method: 'GET', url, headers: merchant.headers });
      expectEnvelopeAnswer(`GET ${url.slice(0, 40)}`, { url }, response);
    }
  });
});

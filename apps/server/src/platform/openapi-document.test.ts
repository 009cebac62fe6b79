import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/harness.js';
import { OPENAPI_JSON_PATH } from './openapi.js';

/** The document packages/client is generated from, committed so the client builds without a server. */
const COMMITTED = path.resolve(import.meta.dirname, '../../../../packages/client/openapi.json');

const t = useTestApp();

describe('the OpenAPI document of the typed client', () => {
  it('is the one the API serves (npm run openapi:write -w apps/server writes it anew)', async () => {
    const served = (await t.app.inject({ method: 'GET', url: OPENAPI_JSON_PATH })).json();
    if (process.env.WRITE_OPENAPI === '1') fs.writeFileSync(COMMITTED, `${JSON.stringify(served, null, 2)}\n`);
    expect(JSON.parse(fs.readFileSync(COMMITTED, 'utf8'))).toEqual(served);
  });
});

import { describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { ERROR_CODES, GENERIC_ERROR, SHIPMENT_MESSAGES } from '@trailpost/contracts';
import { signUp } from '../test/accounts.js';
import { useTestApp } from '../test/harness.js';
import { registerErrorEnvelope } from './envelope.js';

const t = useTestApp();

/** `meta.error_code` (part 3): every error answer carries one of the listed codes beside the spec's messages. */
describe('machine-readable error codes', () => {
  it('names each refused field of a schema rule in meta.fields', async () => {
    const owner = await signUp(t.app);
    const response = await t.app.inject({ method: 'POST', url: '/api/trackings', headers: owner.headers, payload: { customer_emails: ['not an address'] } });
    expect(response.statusCode).toBe(400);
    expect(response.json().meta).toMatchObject({ error_code: 'validation_failed', fields: { slug: SHIPMENT_MESSAGES.courierRequired } });
    expect(Object.keys(response.json().meta.fields)).toEqual(expect.arrayContaining(['slug', 'tracking_number', 'customer_emails.0']));
  });

  it('names the field of a rule a service checks, beyond the schema', async () => {
    const owner = await signUp(t.app);
    const refusals = {
      current_password: await t.app.inject({
        method: 'PUT',
        url: '/api/user/change_password',
        headers: owner.headers,
        payload: { current_password: 'Not-the-password-1', new_password: 'Another-password-2', confirm_password: 'Another-password-2' },
      }),
      query: await t.app.inject({ method: 'POST', url: '/api/trackings/suggestions', headers: owner.headers, payload: { query: 'ab' } }),
      time_zone: await t.app.inject({ method: 'POST', url: '/api/export/trackings', headers: owner.headers, payload: { time_zone: 'Mars/Olympus_Mons' } }),
      role_id: await t.app.inject({
        method: 'POST',
        url: '/api/sub_user/invite',
        headers: owner.headers,
        payload: { name: 'Ann', email: 'ann@example.com', role_id: '00000000-0000-4000-8000-000000000000' },
      }),
    };
    for (const [field, response] of Object.entries(refusals)) {
      expect(response.statusCode, field).toBe(400);
      const { meta } = response.json();
      expect(meta, field).toMatchObject({ error_code: 'validation_failed', fields: { [field]: meta.message[0] } });
    }
  });

  it('answers unsupported_media_type, payload_too_large, validation_failed (bad JSON) and not_found', async () => {
    const owner = await signUp(t.app);
    const form = await t.app.inject({ method: 'POST', url: '/api/trackings', headers: { ...owner.headers, 'content-type': 'application/x-www-form-urlencoded' }, payload: 'slug=usps' });
    expect(form.json().meta).toMatchObject({ code: 415, error_code: 'unsupported_media_type' });
    const large = await t.app.inject({ method: 'POST', url: '/api/trackings', headers: { ...owner.headers, 'content-type': 'application/json' }, payload: JSON.stringify({ slug: 'x'.repeat(1_100_000) }) });
    expect(large.json().meta).toMatchObject({ code: 413, error_code: 'payload_too_large' });
    const malformed = await t.app.inject({ method: 'POST', url: '/api/trackings', headers: { ...owner.headers, 'content-type': 'application/json' }, payload: '{"slug":' });
    expect(malformed.json().meta).toMatchObject({ code: 400, error_code: 'validation_failed' });
    const unknown = await t.app.inject({ method: 'GET', url: '/api/no-such-route', headers: owner.headers });
    expect(unknown.json().meta).toMatchObject({ code: 404, error_code: 'not_found' });
  });

  it('answers internal for a failure it did not expect, without its details', async () => {
    const app = Fastify({ logger: false });
    registerErrorEnvelope(app);
    app.get('/boom', async () => {
      throw new Error('secret detail');
    });
    const response = await app.inject({ method: 'GET', url: '/boom' });
    expect(response.json()).toEqual({ meta: { code: 500, message: [GENERIC_ERROR], error_code: 'internal' }, data: null });
    await app.close();
  });

  it('lists every code in the API reference', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(document.components.schemas.Error.properties.meta.properties.error_code.enum).toEqual([...ERROR_CODES]);
  });
});

import { describe, expect, it } from 'vitest';
import { SHIPMENT_MESSAGES } from '@trailpost/contracts';
import { messagesOf, useMerchant } from '../../test/accounts.js';
import { useTestApp } from '../../test/harness.js';
import { addShipment, uniqueNumber } from '../../test/shipments.js';

const t = useTestApp();
const owner = useMerchant(t);

const create = (payload: object) => t.app.inject({ method: 'POST', url: '/api/trackings', headers: owner.headers, payload: { slug: 'usps', tracking_number: uniqueNumber(), ...payload } });
const edit = (id: string, payload: object) => t.app.inject({ method: 'PUT', url: `/api/trackings/${id}`, headers: owner.headers, payload });
const read = async (id: string) => (await t.app.inject({ method: 'GET', url: `/api/trackings/${id}`, headers: owner.headers })).json().data;

describe("a shipment's language", () => {
  it('is stored as a canonical BCP 47 tag, and is null when none is given', async () => {
    expect((await addShipment(t.app, owner, { language: 'fr-fr' })).language).toBe('fr-FR');
    expect((await addShipment(t.app, owner, { language: 'pt_BR' })).language).toBe('pt-BR');
    expect((await addShipment(t.app, owner, { language: '' })).language).toBeNull();
    expect((await addShipment(t.app, owner)).language).toBeNull();
  });

  it.each(['not a language!', 'x', 'de-', 'a'.repeat(36)])('refuses %j in the envelope, adding nothing', async (language) => {
    const number = uniqueNumber();
    const response = await create({ tracking_number: number, language });
    expect(response.statusCode).toBe(400);
    expect(messagesOf(response)).toEqual([SHIPMENT_MESSAGES.languageInvalid]);
    expect(response.json().meta.fields).toEqual({ language: SHIPMENT_MESSAGES.languageInvalid });
    const search = await t.app.inject({ method: 'GET', url: `/api/trackings?searchQuery=${encodeURIComponent(JSON.stringify({ query: number }))}`, headers: owner.headers });
    expect(search.json().data.trackings).toEqual([]);
  });

  it('is kept by an edit that leaves it out, changed by one that names it, and taken off by null or empty', async () => {
    const shipment = await addShipment(t.app, owner, { language: 'de' });
    const base = { customer_name: 'Jonas', tags: [] };
    expect((await edit(shipment._id, base)).json().data.language).toBe('de');
    expect((await edit(shipment._id, { ...base, language: 'ja' })).json().data.language).toBe('ja');
    expect((await read(shipment._id)).language).toBe('ja');
    expect((await edit(shipment._id, { ...base, language: null })).json().data.language).toBeNull();
    await edit(shipment._id, { ...base, language: 'es' });
    expect((await edit(shipment._id, { ...base, language: '' })).json().data.language).toBeNull();
    const refused = await edit(shipment._id, { ...base, language: 'not a language!' });
    expect(refused.statusCode).toBe(400);
    expect(messagesOf(refused)).toEqual([SHIPMENT_MESSAGES.languageInvalid]);
  });
});

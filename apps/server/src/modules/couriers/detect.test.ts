import { describe, expect, it } from 'vitest';
import { confidentCandidate, SHIPMENT_MESSAGES } from '@trailpost/contracts';
import { createSubUser, messagesOf, signUp, useMerchant } from '../../test/accounts.js';
import { useTestApp } from '../../test/harness.js';
import { detectCouriers } from '../../tracking/detect.js';

const t = useTestApp();
const owner = useMerchant(t);

const detect = (payload: unknown, headers = owner.headers) => t.app.inject({ method: 'POST', url: '/api/couriers/detect', headers, payload: payload as object });

describe('courier detection', () => {
  // Valid numbers of each format, as the formats' published test numbers give them.
  it.each([
    ['1Z5R89390357567127', 'ups'],
    ['9400111202555842332669', 'usps'],
    ['7112 3456 7891 2345 6787', 'usps'],
    ['986578788855', 'fedex'],
    ['0414 4176 0228 964', 'fedex'],
    ['3318810025', 'dhl'],
    ['C11031500001879', 'ontrac'],
    ['TBA502887274000', 'amazon'],
    ['RB123456785GB', 'royal-mail'],
    ['rb123456785cn', 'china-post'],
    ['EB123456785CN', 'china-ems'],
    ['RB123456785IN', 'india-post'],
  ])('recognises %s as %s, confidently', (number, slug) => {
    const [best] = detectCouriers(number);
    expect(best?.slug).toBe(slug);
    expect(confidentCandidate(detectCouriers(number))?.slug).toBe(slug);
  });

  it('checks the S10 mod-11 digit and the UPS check digit: one wrong digit and nothing is proposed', () => {
    expect(detectCouriers('RB123456784GB')).toEqual([]);
    expect(detectCouriers('1Z5R89390357567128')).toEqual([]);
    expect(detectCouriers('1234567890')).toEqual([]);
  });

  it('is not confident when the best is not clearly ahead', () => {
    expect(confidentCandidate([{ slug: 'a', title: 'A', confidence: 0.48 }, { slug: 'b', title: 'B', confidence: 0.47 }])).toBeNull();
    expect(confidentCandidate([{ slug: 'a', title: 'A', confidence: 0.9 }, { slug: 'b', title: 'B', confidence: 0.85 }])).toBeNull();
    expect(confidentCandidate([])).toBeNull();
  });

  it('answers ranked candidates with titles through the API', async () => {
    const response = await detect({ tracking_number: '1Z5R89390357567127' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual([{ slug: 'ups', title: 'UPS', confidence: 0.95 }]);
    expect((await detect({ tracking_number: 'NOTHING-LIKE-IT' })).json().data).toEqual([]);
  });

  it('refuses a missing, short, long or non-text number with the shipment form messages', async () => {
    for (const payload of [{}, { tracking_number: '' }, { tracking_number: 42 }]) {
      const response = await detect(payload);
      expect(response.statusCode).toBe(400);
      expect(messagesOf(response)[0]).toBe(SHIPMENT_MESSAGES.trackingNumberRequired);
    }
    for (const tracking_number of ['ABC', 'X'.repeat(101)]) {
      const response = await detect({ tracking_number });
      expect(response.statusCode).toBe(400);
      expect(messagesOf(response)).toEqual([SHIPMENT_MESSAGES.trackingNumberLength]);
    }
  });

  it('answers every signed-in caller alike: another tenant, and a sub-user of any role, see the same catalogue answer', async () => {
    const other = await signUp(t.app);
    const restricted = await createSubUser(t.app, t.database, owner, ['assignTracking']);
    const bare = await createSubUser(t.app, t.database, owner, []);
    const expected = [{ slug: 'royal-mail', title: 'Royal Mail', confidence: 0.95 }];
    for (const who of [owner, other, restricted, bare]) {
      const response = await detect({ tracking_number: 'RB123456785GB' }, who.headers);
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toEqual(expected);
    }
  });

  it('needs a session', async () => {
    expect((await detect({ tracking_number: '1Z5R89390357567127' }, {})).statusCode).toBe(401);
    expect((await detect({ tracking_number: '1Z5R89390357567127' }, { authorization: 'Bearer not-a-token' })).statusCode).toBe(401);
  });
});

import { describe, expect, it } from 'vitest';
import { STORE_MESSAGES } from '@trailpost/contracts';
import { StoreApiError } from './store-api-error.js';
import { checkOf } from './check-of.js';

describe('the check on save', () => {
  it('does not keep the merchant waiting on a store that does not answer: it is asked again later', async () => {
    const never = new Promise(() => undefined);
    expect(await checkOf(() => never, 20)).toEqual({ status: 'unreachable', reason: STORE_MESSAGES.storeTimedOut });
  });

  it('ignores the outcome of a read that ends after the time allowed', async () => {
    const late = new Promise((_, reject) => setTimeout(() => reject(new StoreApiError('rejected', 'too late')), 40));
    expect(await checkOf(() => late, 10)).toMatchObject({ status: 'unreachable' });
    await new Promise((resolve) => setTimeout(resolve, 60));
  });

  it('reports a refused address on its own, refused keys in the store’s words, and a store that answered as ok', async () => {
    const refusedAddress = new StoreApiError('rejected', STORE_MESSAGES.storeAddressRefused, { about: 'address' });
    expect(await checkOf(() => Promise.reject(refusedAddress))).toEqual({ status: 'rejected', reason: STORE_MESSAGES.storeAddressRefused, about: 'address' });
    expect(await checkOf(() => Promise.reject(new StoreApiError('rejected', 'the store answered 401')))).toEqual({ status: 'rejected', reason: 'the store answered 401' });
    expect(await checkOf(() => Promise.resolve([]))).toEqual({ status: 'ok' });
  });
});

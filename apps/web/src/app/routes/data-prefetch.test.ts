import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { readSession, storeSession } from '@/lib/session';
import { sessionFixture, subUserFixture } from '@/test/fixtures';
import { mockApi } from '@/test/mock-api';
import { toGuardSession } from '../guard/guard-session';
import { prefetchDataFor } from './data-prefetch';

const at = (pathname: string, search = '') => ({ pathname, search });

/** Prefetches as the app does on start, for the stored session, and answers the calls made. */
async function callsOnOpening(pathname: string) {
  const calls = mockApi({});
  await prefetchDataFor(at(pathname), new QueryClient({ defaultOptions: { queries: { retry: false } } }), toGuardSession(readSession()));
  return calls;
}

describe('the data asked for while the app starts', () => {
  it('is the dashboard’s for a merchant opening it', async () => {
    storeSession(sessionFixture());
    expect((await callsOnOpening('/dashboard')).length).toBeGreaterThan(0);
  });

  it("is the shipment's, the drawer's code and the list's first page for a shipment's own address", async () => {
    storeSession(sessionFixture());
    const id = '7d1f3c5e-0a7b-4c1e-9f00-000000000001';
    const paths = (await callsOnOpening(`/tracking/${id}`)).map((call) => call.path).sort();
    expect(paths).toEqual(['/api/tags', `/api/trackings/${id}`, '/api/trackings', '/api/trackings/filters'].sort());
  });

  it.each([
    ['/tracking/7d1f3c5e-0a7b-4c1e-9f00-000000000001', ['dashboard' as const]],
    ['/dashboard', ['tracking' as const]],
    ['/tracking', ['dashboard' as const]],
    ['/', ['tracking' as const]],
  ])('is nothing for a sub-user whose role cannot open %s', async (pathname, roles) => {
    storeSession(subUserFixture(roles));
    expect(await callsOnOpening(pathname)).toEqual([]);
  });

  it('is nothing for a sub-user who must turn two-step sign-in on first', async () => {
    storeSession({ ...subUserFixture(['dashboard']), two_factor_enrolment_required: true });
    expect(await callsOnOpening('/dashboard')).toEqual([]);
  });

  it('is nothing without a session', async () => {
    expect(await callsOnOpening('/dashboard')).toEqual([]);
  });
});

import { STORE_INSTALL_MESSAGES } from '@trailpost/contracts';
import { screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { describe, expect, it } from 'vitest';
import { storeSession } from '@/lib/session';
import { sessionFixture } from '@/test/fixtures';
import { mockApi, type MockReply } from '@/test/mock-api';
import { renderScreen } from '@/test/render';
import { BIGCOMMERCE_SHOP, installResult } from '../test-data';
import { BigCommerceLoadRoute } from './BigCommerceLoadRoute';

const JWT = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJzdG9yZXMvYWJjMTIzIn0.c2lnbmF0dXJl';
const LINKED = installResult({ shop: BIGCOMMERCE_SHOP, storeExist: true, isRegister: true, request_id: null });

function open(reply: MockReply) {
  const calls = mockApi({ 'POST /api/load_bigcommerce_store': () => reply });
  const query = new URLSearchParams({ signed_payload: 'legacy.payload', signed_payload_jwt: JWT });
  renderScreen(
    <StrictMode>
      <BigCommerceLoadRoute />
    </StrictMode>,
    { path: '/bigCommerceApp/load', url: `/bigCommerceApp/load?${query}` },
  );
  return calls;
}

describe('/bigCommerceApp/load', () => {
  it('sends the signed payload once and takes a signed-out merchant of a linked store to sign in', async () => {
    const calls = open({ data: LINKED });
    expect(screen.getByRole('heading', { name: STORE_INSTALL_MESSAGES.redirecting })).toBeTruthy();
    expect((await screen.findByTestId('location')).textContent).toBe('/login?utm_source=storeExist');
    expect(calls.map((call) => call.body)).toEqual([{ signed_payload: JWT }]);
  });

  it('takes a signed-in merchant to Manage Integrations', async () => {
    storeSession(sessionFixture());
    open({ data: LINKED });
    expect((await screen.findByTestId('location')).textContent).toBe('/integrated_list');
  });

  it("shows Unauthorized User... with the server's reason when no account linked the store", async () => {
    open({ status: 400, message: [STORE_INSTALL_MESSAGES.unknownStore] });
    expect(await screen.findByRole('heading', { name: STORE_INSTALL_MESSAGES.unauthorizedUser })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe(STORE_INSTALL_MESSAGES.unknownStore);
  });

  it('shows Unauthorized User... when the answer is not a linked store', async () => {
    open({ data: { ...LINKED, storeExist: false } });
    expect(await screen.findByRole('heading', { name: STORE_INSTALL_MESSAGES.unauthorizedUser })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe(STORE_INSTALL_MESSAGES.unknownStore);
  });
});

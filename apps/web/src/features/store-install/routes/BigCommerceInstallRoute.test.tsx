import { STORE_INSTALL_MESSAGES } from '@trailpost/contracts';
import { screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { describe, expect, it } from 'vitest';
import { takePendingStoreLink } from '@/lib/pending-store-link';
import { mockApi, type MockReply } from '@/test/mock-api';
import { renderScreen } from '@/test/render';
import { BIGCOMMERCE_SHOP, installResult, REQUEST_ID } from '../test-data';
import { BigCommerceInstallRoute } from './BigCommerceInstallRoute';

const SCOPE = 'store_v2_orders_read_only store_v2_information_read_only users_basic_information';

function open(reply: MockReply) {
  const calls = mockApi({ 'POST /api/bigcommerce_to_trailpost_token': () => reply });
  const query = new URLSearchParams({ code: 'qr6h3thvbvag2ffq', scope: SCOPE, context: 'stores/abc123' });
  renderScreen(
    <StrictMode>
      <BigCommerceInstallRoute />
    </StrictMode>,
    { path: '/bigCommerceApp/install', url: `/bigCommerceApp/install?${query}` },
  );
  return calls;
}

describe('/bigCommerceApp/install', () => {
  it('sends the code, scope and context once, keeps the install and sends a new merchant to sign up', async () => {
    const calls = open({ data: installResult({ shop: BIGCOMMERCE_SHOP }) });
    expect(screen.getByRole('heading', { name: STORE_INSTALL_MESSAGES.redirecting })).toBeTruthy();
    expect((await screen.findByTestId('location')).textContent).toBe('/signup?utm_source=bigcommerce');
    expect(calls.map((call) => call.body)).toEqual([{ code: 'qr6h3thvbvag2ffq', scope: SCOPE, context: 'stores/abc123' }]);
    expect(takePendingStoreLink()).toBe(REQUEST_ID);
  });

  it('sends the owner of an account to sign in', async () => {
    open({ data: installResult({ shop: BIGCOMMERCE_SHOP, isRegister: true }) });
    expect((await screen.findByTestId('location')).textContent).toBe('/login?utm_source=bigcommerce');
  });

  it("shows Unauthorized Store... with the server's reason on failure", async () => {
    const reason = STORE_INSTALL_MESSAGES.notConfigured('BigCommerce');
    open({ status: 400, message: [reason] });
    expect(await screen.findByRole('heading', { name: STORE_INSTALL_MESSAGES.unauthorizedStore })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe(reason);
    expect(takePendingStoreLink()).toBeNull();
  });
});

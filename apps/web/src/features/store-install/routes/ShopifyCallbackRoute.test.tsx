import { AUTH_MESSAGES, STORE_INSTALL_MESSAGES, STORE_MESSAGES, type StoreInstallResult } from '@trailpost/contracts';
import { screen, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { describe, expect, it } from 'vitest';
import { takePendingStoreLink } from '@/lib/pending-store-link';
import { readSession, storeSession } from '@/lib/session';
import { sessionFixture } from '@/test/fixtures';
import { mockApi, type MockReply } from '@/test/mock-api';
import { renderScreen } from '@/test/render';
import { installResult, REQUEST_ID } from '../test-data';
import { ShopifyCallbackRoute } from './ShopifyCallbackRoute';

const QUERY = 'code=0907a61c0c8d55e99db179b68161bc00&hmac=700e2dadb827fcc8609e9d5ce208b2e9&shop=maple-goods.myshopify.com&state=s1&timestamp=1700000000';

function open(answer: MockReply, link: MockReply = { message: [STORE_MESSAGES.linked] }) {
  const calls = mockApi({
    'POST /api/shopify_to_trailpost_token': () => answer,
    'POST /api/stores/link': () => link,
  });
  renderScreen(
    <StrictMode>
      <ShopifyCallbackRoute />
    </StrictMode>,
    { path: '/shopify_to_trailpost_token', url: `/shopify_to_trailpost_token?${QUERY}` },
  );
  return calls;
}
const location = () => screen.findByTestId('location').then((probe) => probe.textContent);
const answer = (overrides: Partial<StoreInstallResult>): MockReply => ({ data: installResult(overrides) });

describe('/shopify_to_trailpost_token', () => {
  it("sends the code, the shop and the page's address once, saying it is redirecting meanwhile", async () => {
    const calls = open(answer({ storeExist: true, request_id: null }));
    expect(screen.getByRole('heading', { name: STORE_INSTALL_MESSAGES.redirecting })).toBeTruthy();
    await location();
    expect(calls.filter((call) => call.path === '/api/shopify_to_trailpost_token')).toHaveLength(1);
    expect(calls[0]?.body).toEqual({
      code: '0907a61c0c8d55e99db179b68161bc00',
      shop_name: 'maple-goods.myshopify.com',
      url: `${window.location.origin}/shopify_to_trailpost_token?${QUERY}`,
    });
  });

  it('sends a signed-out merchant whose store is already linked to sign in', async () => {
    open(answer({ storeExist: true, isRegister: true, request_id: null }));
    expect(await location()).toBe('/login?utm_source=storeExist');
    expect(takePendingStoreLink()).toBeNull();
  });

  it('sends a signed-in merchant whose store is already linked to Manage Integrations', async () => {
    storeSession(sessionFixture());
    const calls = open(answer({ storeExist: true, isRegister: true, request_id: null }));
    expect(await location()).toBe('/integrated_list');
    expect(calls.some((call) => call.path === '/api/stores/link')).toBe(false);
  });

  it('keeps the install and sends the owner of an account to sign in', async () => {
    open(answer({ isRegister: true }));
    expect(await location()).toBe('/login?utm_source=shopify');
    expect(takePendingStoreLink()).toBe(REQUEST_ID);
  });

  it('keeps the install and sends a new merchant to sign up', async () => {
    open(answer({ isRegister: false }));
    expect(await location()).toBe('/signup?utm_source=shopify');
    expect(takePendingStoreLink()).toBe(REQUEST_ID);
  });

  it('links the install at once for a signed-in merchant, says so and shows Manage Integrations', async () => {
    storeSession(sessionFixture());
    const calls = open(answer({ isRegister: true }));
    expect(await location()).toBe('/integrated_list');
    expect(await screen.findByText(STORE_MESSAGES.linked)).toBeTruthy();
    const links = calls.filter((call) => call.path === '/api/stores/link');
    expect(links.map((call) => call.body)).toEqual([{ request_id: REQUEST_ID }]);
    expect(takePendingStoreLink()).toBeNull();
  });

  it('keeps the install for after sign-in when the stored session has ended', async () => {
    storeSession(sessionFixture());
    open(answer({ isRegister: true }), { status: 401, message: [AUTH_MESSAGES.sessionExpired] });
    expect(await location()).toBe('/login?utm_source=shopify');
    expect(readSession()).toBeNull();
    expect(takePendingStoreLink()).toBe(REQUEST_ID);
  });

  it("shows Unauthorized Store... with the server's reason when the link is refused", async () => {
    storeSession(sessionFixture());
    open(answer({ isRegister: true }), { status: 400, message: [STORE_MESSAGES.installExpired] });
    expect(await screen.findByRole('heading', { name: STORE_INSTALL_MESSAGES.unauthorizedStore })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe(STORE_MESSAGES.installExpired);
  });

  it("shows Unauthorized Store... with the server's reason when Shopify's callback does not check out", async () => {
    open({ status: 400, message: [STORE_INSTALL_MESSAGES.badSignature] });
    expect(await screen.findByRole('heading', { name: STORE_INSTALL_MESSAGES.unauthorizedStore })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe(STORE_INSTALL_MESSAGES.badSignature);
    await waitFor(() => expect(screen.queryByTestId('location')).toBeNull());
  });
});

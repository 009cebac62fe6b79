import { STORE_INSTALL_MESSAGES } from '@trailpost/contracts';
import { screen, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/test/mock-api';
import { renderScreen } from '@/test/render';
import { ShopifyInstallRoute } from './ShopifyInstallRoute';

const QUERY = 'hmac=4712bf92ffc2917d15a2f5a273e39f0116667419aa4b6ac0b3baaf26fa3c4d20&host=YWRtaW4uc2hvcGlmeS5jb20&shop=maple-goods.myshopify.com&timestamp=1700000000';
const AUTHORIZE_URL = 'https://maple-goods.myshopify.com/admin/oauth/authorize?client_id=abc&state=s1';

/** The page as Shopify opens it, in StrictMode as in development, with the browser's navigation stubbed. */
function open() {
  const assign = vi.fn();
  vi.stubGlobal('location', { ...window.location, assign });
  renderScreen(
    <StrictMode>
      <ShopifyInstallRoute />
    </StrictMode>,
    { path: '/shopifyApp/install', url: `/shopifyApp/install?${QUERY}` },
  );
  return assign;
}

describe('/shopifyApp/install', () => {
  it("sends Shopify's query once and opens the shop's approval page", async () => {
    const calls = mockApi({ 'POST /api/shopify/install': () => ({ data: { url: AUTHORIZE_URL } }) });
    const assign = open();
    expect(screen.getByRole('heading', { name: STORE_INSTALL_MESSAGES.redirecting })).toBeTruthy();
    expect(screen.getByText('Trailpost')).toBeTruthy();
    expect(screen.getByRole('progressbar')).toBeTruthy();
    await waitFor(() => expect(assign).toHaveBeenCalledWith(AUTHORIZE_URL));
    expect(calls).toHaveLength(1);
    expect(calls[0]?.body).toEqual({
      channel_name: 'shopify',
      store_param: 'maple-goods.myshopify.com',
      redirect_uri: `${window.location.origin}/shopify_to_trailpost_token`,
      query: QUERY,
      signature: '4712bf92ffc2917d15a2f5a273e39f0116667419aa4b6ac0b3baaf26fa3c4d20',
    });
  });

  it("shows Unauthorized Store... with the server's reason when the install is refused", async () => {
    const reason = STORE_INSTALL_MESSAGES.notConfigured('Shopify');
    mockApi({ 'POST /api/shopify/install': () => ({ status: 400, message: [reason] }) });
    const assign = open();
    expect(await screen.findByRole('heading', { name: STORE_INSTALL_MESSAGES.unauthorizedStore })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe(reason);
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(assign).not.toHaveBeenCalled();
  });
});

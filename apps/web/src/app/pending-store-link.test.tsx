import { STORE_MESSAGES, type SessionRecord } from '@trailpost/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { REQUEST_ID } from '@/features/store-install/test-data';
import { hasPendingStoreLink, keepPendingStoreLink } from '@/lib/pending-store-link';
import { storeSession } from '@/lib/session';
import { sessionFixture } from '@/test/fixtures';
import { mockApi, type MockReply } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

/** The server's side: the account, its (empty) integrations, and the link's answer. */
function server(record: SessionRecord, link: MockReply = { message: [STORE_MESSAGES.linked] }) {
  return mockApi({
    'POST /api/user/verify_email': () => ({ data: { name: record.name, email: record.email } }),
    'POST /api/user/login': () => ({ data: record }),
    'POST /api/user/register': () => ({ data: record }),
    'GET /api/user': () => ({ data: record }),
    'GET /api/user/sub_domain': () => ({ data: { sub_domain: null, custom_domain_url: null } }),
    'PUT /api/user/sub_domain': () => ({ data: { sub_domain: 'acme', custom_domain_url: 'acme.trailpost.app' } }),
    'GET /api/stores/list': () => ({ data: [] }),
    'GET /api/channels/list': () => ({ data: [] }),
    'POST /api/stores/link': () => link,
  });
}
const links = (calls: ReturnType<typeof server>) => calls.filter((call) => call.path === '/api/stores/link').map((call) => call.body);

describe('a store install kept for after sign-in', () => {
  it('is linked once the merchant signs in, who lands on Manage Integrations', async () => {
    keepPendingStoreLink(REQUEST_ID);
    const calls = server(sessionFixture());
    const user = userEvent.setup();
    const { router } = renderApp('/login?utm_source=shopify');
    await user.type(await screen.findByLabelText('E-mail'), 'ada@example.com{Enter}');
    await user.type(await screen.findByLabelText('Password'), 'secret1{Enter}');
    expect(await screen.findByText(STORE_MESSAGES.linked)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/integrated_list');
    expect(await screen.findByRole('heading', { name: 'Manage Integrations' })).toBeTruthy();
    expect(links(calls)).toEqual([{ request_id: REQUEST_ID }]);
    expect(hasPendingStoreLink()).toBe(false);
  });

  it('is linked once a new merchant signs up, who lands on Manage Integrations after choosing the sub-domain', async () => {
    keepPendingStoreLink(REQUEST_ID);
    const calls = server(sessionFixture({ onboarding: { status: 0 }, sub_domain: null, custom_domain_url: null }));
    const user = userEvent.setup();
    const { router } = renderApp('/signup?utm_source=shopify');
    await user.type(await screen.findByLabelText('Name'), 'Ada Merchant');
    await user.type(screen.getByLabelText('E-mail'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret1{Enter}');
    expect(await screen.findByText(STORE_MESSAGES.linked)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/onboarding');
    expect(calls.find((call) => call.path === '/api/user/register')?.body).toMatchObject({ source: 'shopify' });
    expect(links(calls)).toEqual([{ request_id: REQUEST_ID }]);

    await user.type(await screen.findByLabelText('Sub-domain'), 'acme');
    await user.click(screen.getByRole('button', { name: 'DONE' }));
    expect(await screen.findByRole('heading', { name: 'Manage Integrations' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/integrated_list');
  });

  it('is linked when a signed-in merchant is sent to sign in, who goes on to Manage Integrations', async () => {
    keepPendingStoreLink(REQUEST_ID);
    storeSession(sessionFixture());
    const calls = server(sessionFixture());
    const { router } = renderApp('/login?utm_source=bigcommerce');
    expect(await screen.findByText(STORE_MESSAGES.linked)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/integrated_list');
    expect(links(calls)).toEqual([{ request_id: REQUEST_ID }]);
  });

  it("is dropped when the server refuses it, with the server's reason", async () => {
    keepPendingStoreLink(REQUEST_ID);
    storeSession(sessionFixture());
    const calls = server(sessionFixture(), { status: 400, message: [STORE_MESSAGES.installExpired] });
    const { router } = renderApp('/login?utm_source=shopify');
    expect(await screen.findByText(STORE_MESSAGES.installExpired)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/integrated_list');
    expect(hasPendingStoreLink()).toBe(false);
    await waitFor(() => expect(links(calls)).toHaveLength(1));
  });

  it('leaves the usual landing page alone when there is none', async () => {
    const calls = server(sessionFixture());
    storeSession(sessionFixture());
    const { router } = renderApp('/login?utm_source=shopify');
    expect(await screen.findByRole('heading', { name: 'Overview' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(links(calls)).toEqual([]);
  });
});

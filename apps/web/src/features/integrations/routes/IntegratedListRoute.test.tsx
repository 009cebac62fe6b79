import { STORE_MESSAGES, type StoreRecord } from '@trailpost/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { storeSession } from '@/lib/session';
import { sessionFixture } from '@/test/fixtures';
import { mockApi, type MockHandler } from '@/test/mock-api';
import { renderScreen } from '@/test/render';
import { SYNC_POLL_MS } from '../api/get-stores';
import { AUSPOST_ID, AUSPOST_STORE, CHANNELS, MAGENTO_STORE, NINJA_ID, NINJA_STORE, SHOPIFY_STORE, WOO_ID, WOO_STORE } from '../test-data';
import { IntegratedListRoute } from './IntegratedListRoute';

const UNVERIFIED: StoreRecord = {
  ...NINJA_STORE,
  _id: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
  store_name: 'Mexico City',
  channel_id: 10,
  credential_status: 'unverified',
  credential_message: STORE_MESSAGES.unverified('99minutos'),
};

/** The server's side of a switch: the store keeps what it was set to. */
const activate = (stores: StoreRecord[], id: string): MockHandler => (body) => {
  const { active } = body as { active: 0 | 1 };
  stores.splice(0, stores.length, ...stores.map((store) => (store._id === id ? { ...store, active } : store)));
  return { message: [active ? STORE_MESSAGES.activated : STORE_MESSAGES.deactivated] };
};

function setup(options: { stores?: StoreRecord[]; activation?: MockHandler; sync?: MockHandler } = {}) {
  const stores = options.stores ?? [NINJA_STORE, AUSPOST_STORE, UNVERIFIED];
  const calls = mockApi({
    'GET /api/stores/list': () => ({ data: stores, message: ['Success'] }),
    'GET /api/channels/list': () => ({ data: CHANNELS, message: ['Success'] }),
    [`PUT /api/stores/activation/${NINJA_ID}`]: options.activation ?? activate(stores, NINJA_ID),
    [`PUT /api/stores/activation/${AUSPOST_ID}`]: options.activation ?? activate(stores, AUSPOST_ID),
    ...(options.sync ? { [`POST /api/stores/sync/${WOO_ID}`]: options.sync } : {}),
  });
  const user = userEvent.setup({ delay: null });
  renderScreen(<IntegratedListRoute />, { path: '/integrated_list' });
  return { calls, user };
}
const card = (name: string) => screen.getByRole('link', { name: `Edit ${name}` }).closest('li') as HTMLElement;
const activations = (calls: ReturnType<typeof setup>['calls']) => calls.filter((call) => call.path.startsWith('/api/stores/activation/')).map((call) => [call.path, call.body]);

describe('/integrated_list', () => {
  beforeEach(() => storeSession(sessionFixture()));

  it('shows a card per store with its logo, names and verification, and an Add Integration card', async () => {
    setup();
    expect(await screen.findByRole('heading', { level: 2, name: 'Lion City Shop' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Manage Integrations' }).getAttribute('aria-selected')).toBe('true');
    const ninja = card('Lion City Shop');
    expect(within(ninja).getByText('Ninja Van')).toBeTruthy();
    expect(within(ninja).getByText('Verified')).toBeTruthy();
    expect(ninja.querySelector('img')?.getAttribute('src')).toBe('/channel-logos/ninja_van.svg');
    expect((within(ninja).getByRole('switch', { name: 'Lion City Shop active' }) as HTMLInputElement).checked).toBe(true);

    const auspost = card('Sydney Warehouse');
    expect(within(auspost).getByText('Australia Post')).toBeTruthy();
    expect(within(auspost).getByText('Rejected')).toBeTruthy();
    expect((within(auspost).getByRole('switch', { name: 'Sydney Warehouse active' }) as HTMLInputElement).checked).toBe(false);
    expect(within(card('Mexico City')).getByText('Not verified yet')).toBeTruthy();

    expect(screen.getByRole('link', { name: 'Edit Lion City Shop' }).getAttribute('href')).toBe(`/edit_ninja_van/${NINJA_ID}`);
    expect(screen.getByRole('link', { name: 'Edit Sydney Warehouse' }).getAttribute('href')).toBe(`/edit_auspost/${AUSPOST_ID}`);
    expect(screen.getByRole('link', { name: 'Add Integration' }).getAttribute('href')).toBe('/integrations');
  });

  it("shows a rejected store's reason as the chip's tooltip", async () => {
    const { user } = setup();
    await screen.findByRole('heading', { level: 2, name: 'Sydney Warehouse' });
    await user.hover(within(card('Sydney Warehouse')).getByText('Rejected'));
    expect((await screen.findByRole('tooltip')).textContent).toBe(AUSPOST_STORE.credential_message);
  });

  it('shows the empty state with the Add Integration card', async () => {
    setup({ stores: [] });
    expect(await screen.findByText(STORE_MESSAGES.empty)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Add Integration' })).toBeTruthy();
  });

  it('switches a store off and on at once and says so', async () => {
    const { calls, user } = setup();
    const toggle = await screen.findByRole('switch', { name: 'Lion City Shop active' });
    await user.click(toggle);
    await waitFor(() => expect((toggle as HTMLInputElement).checked).toBe(false));
    expect(await screen.findByText(STORE_MESSAGES.deactivated)).toBeTruthy();
    await waitFor(() => expect((toggle as HTMLInputElement).disabled).toBe(false));
    await user.click(toggle);
    expect(await screen.findByText(STORE_MESSAGES.activated)).toBeTruthy();
    await waitFor(() => expect((toggle as HTMLInputElement).checked).toBe(true));
    expect(activations(calls)).toEqual([
      [`/api/stores/activation/${NINJA_ID}`, { active: 0 }],
      [`/api/stores/activation/${NINJA_ID}`, { active: 1 }],
    ]);
  });

  it('moves the switch back and shows the first message when the server refuses', async () => {
    let answer: (value: void) => void = () => undefined;
    const refused = new Promise<void>((resolve) => (answer = resolve));
    const { user } = setup({
      activation: async () => {
        await refused;
        return { status: 400, message: ['Ninja Van did not accept these credentials: invalid client.', 'second'] };
      },
    });
    const toggle = (await screen.findByRole('switch', { name: 'Lion City Shop active' })) as HTMLInputElement;
    await user.click(toggle);
    // It moves before the server answers...
    await waitFor(() => expect(toggle.checked).toBe(false));
    answer();
    // ...and back once it refuses.
    expect(await screen.findByText('Ninja Van did not accept these credentials: invalid client.')).toBeTruthy();
    await waitFor(() => expect(toggle.checked).toBe(true));
    expect(screen.queryByText('second')).toBeNull();
  });
});

describe('/integrated_list: store sync', () => {
  beforeEach(() => storeSession(sessionFixture()));

  const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
  const syncNow = (name: string) => within(card(name)).getByRole('button', { name: 'Sync now' }) as HTMLButtonElement;

  it("shows each store's last sync, its error, or that it has not synced yet; couriers have none", async () => {
    const failed: StoreRecord = { ...MAGENTO_STORE, last_synced_at: minutesAgo(60), last_sync_orders: 0, last_sync_created: 0, last_sync_error: 'The store refused the access token.' };
    setup({ stores: [{ ...WOO_STORE, last_synced_at: minutesAgo(5) }, failed, { ...MAGENTO_STORE, _id: 'c0ffee00-0000-4000-8000-000000000001', store_name: 'New Shop' }, NINJA_STORE] });
    await screen.findByRole('heading', { level: 2, name: 'Maple Goods' });
    expect(within(card('Maple Goods')).getByText('Last synced 5 minutes ago: 12 orders read, 3 new shipments')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Edit Maple Goods' }).getAttribute('href')).toBe(`/edit_wooCommerce/${WOO_ID}`);
    const harbour = card('Harbour Outfitters');
    expect(within(harbour).getByText('Last synced 1 hour ago: 0 orders read, 0 new shipments')).toBeTruthy();
    expect(within(harbour).getByText('The store refused the access token.')).toBeTruthy();
    expect(within(card('New Shop')).getByText('Not synced yet')).toBeTruthy();
    expect(within(card('Lion City Shop')).queryByRole('button', { name: 'Sync now' })).toBeNull();
  });

  it('says "Sync in progress..." while a sync runs, and offers Sync now only to an active store that is not syncing', async () => {
    setup({ stores: [{ ...WOO_STORE, sync: 1 }, { ...MAGENTO_STORE, active: 0 }] });
    await screen.findByRole('heading', { level: 2, name: 'Maple Goods' });
    expect(within(card('Maple Goods')).getByText(STORE_MESSAGES.syncInProgress)).toBeTruthy();
    expect(within(card('Maple Goods')).queryByText(/^Last synced/)).toBeNull();
    expect(syncNow('Maple Goods').disabled).toBe(true);
    expect(syncNow('Harbour Outfitters').disabled).toBe(true);
  });

  it('Sync now asks the server, says so, and reads the list again until the sync has ended', async () => {
    const stores = [WOO_STORE];
    const { calls, user } = setup({
      stores,
      sync: () => {
        stores[0] = { ...WOO_STORE, sync: 1 };
        return { data: stores[0], message: [STORE_MESSAGES.syncStarted] };
      },
    });
    await screen.findByRole('heading', { level: 2, name: 'Maple Goods' });
    expect(syncNow('Maple Goods').disabled).toBe(false);
    await user.click(syncNow('Maple Goods'));
    expect(await screen.findByText(STORE_MESSAGES.syncStarted)).toBeTruthy();
    expect(within(card('Maple Goods')).getByText(STORE_MESSAGES.syncInProgress)).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual([`/api/stores/sync/${WOO_ID}`]);

    // The worker finishes: the next poll shows the new counts.
    stores[0] = { ...WOO_STORE, last_synced_at: new Date().toISOString(), last_sync_orders: 15, last_sync_created: 4 };
    expect(await within(card('Maple Goods')).findByText('Last synced just now: 15 orders read, 4 new shipments', undefined, { timeout: SYNC_POLL_MS + 2000 })).toBeTruthy();
    expect(syncNow('Maple Goods').disabled).toBe(false);
  });

  it('shows a store of a store app without an edit link, with its sync like any store', async () => {
    setup({ stores: [{ ...SHOPIFY_STORE, last_synced_at: minutesAgo(15) }, { ...SHOPIFY_STORE, _id: 'c0ffee00-0000-4000-8000-000000000002', store_name: 'Syncing Shop', sync: 1 }] });
    const heading = await screen.findByRole('heading', { level: 2, name: 'Maple Goods Shopify' });
    const shopify = heading.closest('li') as HTMLElement;
    expect(within(shopify).queryByRole('link')).toBeNull();
    expect(within(shopify).getByText('Shopify')).toBeTruthy();
    expect(shopify.querySelector('img')?.getAttribute('src')).toBe('/channel-logos/shopify.svg');
    expect(within(shopify).getByText('Last synced 15 minutes ago: 12 orders read, 3 new shipments')).toBeTruthy();
    expect((within(shopify).getByRole('button', { name: 'Sync now' }) as HTMLButtonElement).disabled).toBe(false);
    expect(within(shopify).getByRole('switch', { name: 'Maple Goods Shopify active' })).toBeTruthy();

    // Part 2 §2.9: a Shopify store says "Sync in progress..." while its orders are read, once.
    const syncing = screen.getByRole('heading', { level: 2, name: 'Syncing Shop' }).closest('li') as HTMLElement;
    expect(within(syncing).getAllByText(STORE_MESSAGES.syncInProgress)).toHaveLength(1);
  });

  it("shows the server's refusal", async () => {
    const { user } = setup({ stores: [WOO_STORE], sync: () => ({ status: 400, message: [STORE_MESSAGES.syncInactive] }) });
    await screen.findByRole('heading', { level: 2, name: 'Maple Goods' });
    await user.click(syncNow('Maple Goods'));
    expect(await screen.findByText(STORE_MESSAGES.syncInactive)).toBeTruthy();
    await waitFor(() => expect(syncNow('Maple Goods').disabled).toBe(false));
  });
});

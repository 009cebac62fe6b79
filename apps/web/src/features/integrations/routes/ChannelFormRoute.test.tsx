import { CHANNEL_FORMS, GENERIC_ERROR, STORE_MESSAGES, type StoreRecord } from '@trailpost/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { storeSession } from '@/lib/session';
import { sessionFixture, subUserFixture } from '@/test/fixtures';
import { mockApi, type ApiCall, type MockHandler } from '@/test/mock-api';
import { renderAtPaths } from '@/test/render-at-paths';
import { WEBHOOK_URL_COPIED } from '../components/WebhookUrlField';
import { AUSPOST_ID, AUSPOST_STORE, NINJA_ID, NINJA_STORE, WOO_ID, WOO_STORE } from '../test-data';
import { ChannelFormRoute } from './ChannelFormRoute';

const PATHS = CHANNEL_FORMS.flatMap(({ path }) => [`/add_${path}`, `/edit_${path}/:id`]);

function setup(url: string, extra: Record<string, MockHandler> = {}) {
  const calls = mockApi({
    [`GET /api/stores/${NINJA_ID}`]: () => ({ data: [NINJA_STORE], message: ['Success'] }),
    [`GET /api/stores/${AUSPOST_ID}`]: () => ({ data: [AUSPOST_STORE], message: ['Success'] }),
    [`GET /api/stores/${WOO_ID}`]: () => ({ data: [WOO_STORE], message: ['Success'] }),
    'POST /api/stores': () => ({ data: NINJA_STORE, message: [STORE_MESSAGES.saved] }),
    [`PUT /api/stores/${AUSPOST_ID}`]: () => ({ data: AUSPOST_STORE, message: [STORE_MESSAGES.saved] }),
    [`PUT /api/stores/${WOO_ID}`]: () => ({ data: WOO_STORE, message: [STORE_MESSAGES.saved] }),
    [`POST /api/stores/reveal/${AUSPOST_ID}`]: () => ({ data: { key1: 'pw-clear-0001', key2: 'api-clear-7c6d', key3: '1234567890' }, message: ['Success'] }),
    [`DELETE /api/stores/${AUSPOST_ID}`]: () => ({ message: [STORE_MESSAGES.deleted] }),
    ...extra,
  });
  const user = userEvent.setup({ delay: null });
  renderAtPaths(<ChannelFormRoute />, PATHS, url);
  return { calls, user };
}
const sent = (calls: ApiCall[], key: string) => calls.filter((call) => `${call.method} ${call.path}` === key).map((call) => call.body);
const location = () => screen.getByTestId('location').textContent;
/** Navigation lands after the click or the answer that causes it: wait for it. */
const landsAt = (path: string) => waitFor(() => expect(location()).toBe(path));
const form = (name: string) => screen.findByRole('form', { name: `${name} credentials` });
const input = (scope: HTMLElement, label: string) => within(scope).getByLabelText(new RegExp(`^${label}`)) as HTMLInputElement;
const fieldLabels = (scope: HTMLElement) => Array.from(scope.querySelectorAll('input')).map((field) => field.labels?.[0]?.textContent?.replace(/\s*\*$/, ''));
const steps = () => within(screen.getByRole('list', { name: 'How to connect' })).getAllByRole('listitem').map((step) => step.textContent);

async function openForm(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(await screen.findByRole('button', { name: 'NEXT' }));
  return form(name);
}

describe('add an integration', () => {
  beforeEach(() => storeSession(sessionFixture()));

  it('shows the breadcrumb, the logo and the numbered steps; CANCEL goes back to the catalogue', async () => {
    const { user } = setup('/add_auspost');
    expect(await screen.findByRole('heading', { level: 1, name: 'Australia Post' })).toBeTruthy();
    const crumbs = screen.getByRole('navigation', { name: 'breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: 'Integration' }).getAttribute('href')).toBe('/integrations');
    expect(document.querySelector('img')?.getAttribute('src')).toBe('/channel-logos/auspost.svg');
    const steps = within(screen.getByRole('list', { name: 'How to connect' })).getAllByRole('listitem');
    expect(steps.length).toBeGreaterThan(2);
    expect(steps[0]!.textContent).toMatch(/E-mail your Australia Post account manager/);
    expect(steps.at(-1)!.textContent).toMatch(/Account Number, the API Key, and the key password/);
    await user.click(screen.getByRole('link', { name: 'CANCEL' }));
    await landsAt('/integrations');
  });

  it.each(CHANNEL_FORMS.map((channel) => [channel.displayName, channel] as const))('%s: checks every field in the specification’s words, and editing a field clears its error', async (_name, channel) => {
    const { calls, user } = setup(`/add_${channel.path}`);
    const scope = await openForm(user, channel.displayName);
    for (const field of channel.fields) expect(input(scope, field.label).type).toBe(field.secret ? 'password' : 'text');
    await user.click(within(scope).getByRole('button', { name: 'SAVE' }));
    expect(await within(scope).findByText(STORE_MESSAGES.nameRequired(channel.nameLabel))).toBeTruthy();
    for (const field of channel.fields) expect(within(scope).getByText(STORE_MESSAGES.keyRequired(field.label))).toBeTruthy();
    expect(sent(calls, 'POST /api/stores')).toEqual([]);

    await user.type(input(scope, channel.nameLabel), 'Main account');
    await waitFor(() => expect(within(scope).queryByText(STORE_MESSAGES.nameRequired(channel.nameLabel))).toBeNull());
    const [first] = channel.fields;
    await user.type(input(scope, first!.label), 'abc');
    await waitFor(() => expect(within(scope).queryByText(STORE_MESSAGES.keyRequired(first!.label))).toBeNull());
  });

  it('shows and hides each secret with its own toggle', async () => {
    const { user } = setup('/add_auspost');
    const scope = await openForm(user, 'Australia Post');
    await user.click(within(scope).getByRole('button', { name: 'Show Secret Key' }));
    expect(input(scope, 'Secret Key').type).toBe('text');
    expect(input(scope, 'API Key').type).toBe('password');
    await user.click(within(scope).getByRole('button', { name: 'Hide Secret Key' }));
    expect(input(scope, 'Secret Key').type).toBe('password');
  });

  it('saves with every key in its stored field, disables SAVE meanwhile, then goes to Manage Integrations', async () => {
    let answer: () => void = () => undefined;
    const { calls, user } = setup('/add_ninja_van', {
      'POST /api/stores': async () => {
        await new Promise<void>((resolve) => (answer = resolve));
        return { data: NINJA_STORE, message: [STORE_MESSAGES.saved] };
      },
    });
    const scope = await openForm(user, 'Ninja Van');
    await user.type(input(scope, 'Store Name'), ' Lion City Shop ');
    await user.type(input(scope, 'Client Key'), 'client-123');
    await user.type(input(scope, 'Secret Key'), 'secret-456');
    await user.click(within(scope).getByRole('button', { name: 'SAVE' }));
    const save = await within(scope).findByRole('button', { name: 'SAVE' });
    await waitFor(() => expect((save as HTMLButtonElement).disabled).toBe(true));
    expect(within(save).getByRole('progressbar')).toBeTruthy();
    answer();
    expect(await screen.findByText(STORE_MESSAGES.saved)).toBeTruthy();
    await landsAt('/integrated_list');
    expect(sent(calls, 'POST /api/stores')).toEqual([{ store_name: 'Lion City Shop', channel_id: 8, active: 1, key1: 'client-123', key2: 'secret-456' }]);
  });

  it("says so when the courier could not be reached, and the keys are kept", async () => {
    const { user } = setup('/add_99minutos', { 'POST /api/stores': () => ({ data: null, message: [STORE_MESSAGES.unverified('99minutos')] }) });
    const scope = await openForm(user, '99minutos');
    await user.type(input(scope, 'Carrier Name'), 'MX');
    await user.type(input(scope, 'Api Key'), 'id');
    await user.type(input(scope, 'Client Secret'), 'secret');
    await user.click(within(scope).getByRole('button', { name: 'SAVE' }));
    expect(await screen.findByText(STORE_MESSAGES.unverified('99minutos'))).toBeTruthy();
    await landsAt('/integrated_list');
  });

  it("shows the first message of a 400 and stays on the form", async () => {
    const refusal = STORE_MESSAGES.rejected('Blue Dart', 'Invalid license key.');
    const { user } = setup('/add_bluedart', { 'POST /api/stores': () => ({ status: 400, message: [refusal, 'other'] }) });
    const scope = await openForm(user, 'Blue Dart');
    await user.type(input(scope, 'Carrier Name'), 'BD');
    await user.type(input(scope, 'Login Id'), 'login');
    await user.type(input(scope, 'License Key'), 'license');
    await user.click(within(scope).getByRole('button', { name: 'SAVE' }));
    expect(await screen.findByText(refusal)).toBeTruthy();
    expect(screen.queryByText('other')).toBeNull();
    expect(location()).toBe('/add_bluedart');
    expect((within(scope).getByRole('button', { name: 'SAVE' }) as HTMLButtonElement).disabled).toBe(false);
  });
});

describe('add a store', () => {
  beforeEach(() => storeSession(sessionFixture()));

  it('WooCommerce: shows its twelve steps, then asks for the name, the Store URL and the keys in that order', async () => {
    const { user } = setup('/add_wooCommerce');
    expect(await screen.findByRole('heading', { level: 1, name: 'WooCommerce' })).toBeTruthy();
    expect(document.querySelector('img')?.getAttribute('src')).toBe('/channel-logos/wooCommerce.svg');
    expect(steps()).toHaveLength(12);
    expect(steps()[0]).toMatch(/WooCommerce Shipment Tracking extension/);
    expect(steps().join(' ')).toMatch(/Read \(or Read\/Write\)/);
    const scope = await openForm(user, 'WooCommerce');
    expect(fieldLabels(scope)).toEqual(['Store Name', 'Store URL', 'Consumer Key', 'Consumer Secret']);
    await user.click(within(scope).getByRole('button', { name: 'SAVE' }));
    await within(scope).findByText(STORE_MESSAGES.urlRequired('Store URL'));
    expect(within(scope).getAllByText(/ is required\.$/).map((error) => error.textContent)).toEqual([
      'Store Name is required.', 'Store URL is required.', 'Consumer Key is required.', 'Consumer Secret is required.',
    ]);
  });

  /** Fills the WooCommerce form and saves it. */
  async function saveWooCommerce(user: ReturnType<typeof userEvent.setup>) {
    const scope = await openForm(user, 'WooCommerce');
    await user.type(input(scope, 'Store Name'), 'Maple Goods');
    await user.type(input(scope, 'Store URL'), 'https://maple.invalid');
    await user.type(input(scope, 'Consumer Key'), 'ck_live_1234');
    await user.type(input(scope, 'Consumer Secret'), 'cs_live_5678');
    await user.click(within(scope).getByRole('button', { name: 'SAVE' }));
  }

  it('WooCommerce at an address nobody answers: the toast says so in the product’s words, the card too', async () => {
    const unreachable = { ...WOO_STORE, credential_status: 'unverified' as const, credential_message: STORE_MESSAGES.storeUnreachable };
    const { user } = setup('/add_wooCommerce', { 'POST /api/stores': () => ({ data: unreachable, message: [STORE_MESSAGES.unverified('WooCommerce')] }) });
    await saveWooCommerce(user);
    expect((await screen.findByRole('alert')).textContent).toBe(STORE_MESSAGES.unverified('WooCommerce'));
    await landsAt('/integrated_list');
  });

  it('an answer that is not the API’s (a gateway’s error page, say) shows the generic message, never its words', async () => {
    const { user } = setup('/add_wooCommerce');
    const envelopes = globalThis.fetch;
    const gateway = { statusCode: 502, error: 'Bad Gateway', message: 'getaddrinfo ENOTFOUND maple.invalid https://maple.invalid/wp-json/wc/v3/orders' };
    vi.stubGlobal('fetch', (request: RequestInfo | URL, init?: RequestInit) =>
      init?.method === 'POST' ? Promise.resolve(new Response(JSON.stringify(gateway), { status: 502, headers: { 'Content-Type': 'application/json' } })) : envelopes(request, init),
    );
    await saveWooCommerce(user);
    expect((await screen.findByRole('alert')).textContent).toBe(GENERIC_ERROR);
    expect(document.body.textContent).not.toMatch(/ENOTFOUND|getaddrinfo|wp-json|Bad Gateway/);
    expect(location()).toBe('/add_wooCommerce');
  });

  it('WooCommerce: says "Invalid Url." until the Store URL is an address, then sends it with the keys', async () => {
    const { calls, user } = setup('/add_wooCommerce');
    const scope = await openForm(user, 'WooCommerce');
    await user.type(input(scope, 'Store Name'), 'Maple Goods');
    await user.type(input(scope, 'Store URL'), 'maple.example.com');
    await user.type(input(scope, 'Consumer Key'), 'ck_live_1234');
    await user.type(input(scope, 'Consumer Secret'), 'cs_live_5678');
    await user.click(within(scope).getByRole('button', { name: 'SAVE' }));
    expect(await within(scope).findByText(STORE_MESSAGES.invalidUrl)).toBeTruthy();
    expect(sent(calls, 'POST /api/stores')).toEqual([]);

    await user.clear(input(scope, 'Store URL'));
    await user.type(input(scope, 'Store URL'), 'https://maple.example.com/');
    await waitFor(() => expect(within(scope).queryByText(STORE_MESSAGES.invalidUrl)).toBeNull());
    await user.click(within(scope).getByRole('button', { name: 'SAVE' }));
    expect(await screen.findByText(STORE_MESSAGES.saved)).toBeTruthy();
    expect(sent(calls, 'POST /api/stores')).toEqual([
      { store_name: 'Maple Goods', channel_id: 4, active: 1, url: 'https://maple.example.com', key1: 'ck_live_1234', key2: 'cs_live_5678' },
    ]);
  });

  it('Magento 2.x: shows the steps for an access token and for the store id, then its form', async () => {
    const { user } = setup('/add_magento');
    expect(await screen.findByRole('heading', { level: 1, name: 'Magento 2.x' })).toBeTruthy();
    expect(document.querySelector('img')?.getAttribute('src')).toBe('/channel-logos/magento.svg');
    expect(steps()[0]).toMatch(/System → Extensions → Integrations/);
    expect(steps().some((step) => /Copy the Access Token/.test(step ?? ''))).toBe(true);
    expect(steps().some((step) => /store_id\/1\//.test(step ?? ''))).toBe(true);
    expect(steps().at(-1)).toMatch(/Store URL, the Access Token and the Store ID/);
    const scope = await openForm(user, 'Magento 2.x');
    expect(fieldLabels(scope)).toEqual(['Store Name', 'Store URL', 'Access Token', 'Store ID']);
    expect(input(scope, 'Access Token').type).toBe('password');
  });
});

describe('edit a store', () => {
  beforeEach(() => storeSession(sessionFixture()));

  it('fills the Store URL and sends it only when it changed, with every key typed again', async () => {
    const { calls, user } = setup(`/edit_wooCommerce/${WOO_ID}`);
    const scope = await form('WooCommerce');
    expect(screen.queryByRole('button', { name: 'NEXT' })).toBeNull();
    expect(screen.getByRole('switch', { name: 'Maple Goods active' })).toBeTruthy();
    expect(input(scope, 'Store URL').value).toBe('https://maple.example.com');
    // The same address with a trailing slash is no change.
    await user.type(input(scope, 'Store URL'), '/');
    await user.type(input(scope, 'Store Name'), ' Co');
    await user.click(within(scope).getByRole('button', { name: 'SAVE' }));
    expect(await screen.findByText(STORE_MESSAGES.saved)).toBeTruthy();

    expect(within(scope).getByText(/Changing the Store URL needs every key typed again/)).toBeTruthy();
    await user.clear(input(scope, 'Store URL'));
    await user.type(input(scope, 'Store URL'), 'https://shop.maple.example.com');
    await user.click(within(scope).getByRole('button', { name: 'SAVE' }));
    // The saved secret is not sent to another address: it is asked for again.
    expect(await within(scope).findByText(STORE_MESSAGES.keysForNewUrl(CHANNEL_FORMS.find((channel) => channel.channelId === 4)!))).toBeTruthy();
    expect(sent(calls, `PUT /api/stores/${WOO_ID}`)).toHaveLength(1);
    await user.type(input(scope, 'Consumer Secret'), 'cs_live_new_5678');
    await user.click(within(scope).getByRole('button', { name: 'SAVE' }));
    await waitFor(() => expect(sent(calls, `PUT /api/stores/${WOO_ID}`)).toHaveLength(2));
    expect(sent(calls, `PUT /api/stores/${WOO_ID}`)).toEqual([
      { store_name: 'Maple Goods Co', channel_id: 4 },
      { store_name: 'Maple Goods Co', channel_id: 4, url: 'https://shop.maple.example.com', key1: 'ck_live_1234', key2: 'cs_live_new_5678' },
    ]);
  });
});

describe('edit a courier', () => {
  beforeEach(() => storeSession(sessionFixture()));

  it('opens on the form with the switch and verification, secrets masked and blank, and sends only the keys changed', async () => {
    const { calls, user } = setup(`/edit_auspost/${AUSPOST_ID}`);
    const scope = await form('Australia Post');
    expect(screen.queryByRole('button', { name: 'NEXT' })).toBeNull();
    const crumbs = screen.getByRole('navigation', { name: 'breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: 'Manage Integration' }).getAttribute('href')).toBe('/integrated_list');
    expect((screen.getByRole('switch', { name: 'Sydney Warehouse active' }) as HTMLInputElement).checked).toBe(false);
    expect(screen.getByText('Rejected')).toBeTruthy();
    expect(input(scope, 'Carrier Name').value).toBe('Sydney Warehouse');
    expect(input(scope, 'Account Number').value).toBe('1234567890');
    for (const [label, masked] of [['API Key', AUSPOST_STORE.key2], ['Secret Key', AUSPOST_STORE.key1]] as const) {
      expect(input(scope, label).value).toBe('');
      expect(input(scope, label).placeholder).toBe(masked);
    }
    await user.type(input(scope, 'API Key'), 'new-api-key');
    await user.click(within(scope).getByRole('button', { name: 'SAVE' }));
    expect(await screen.findByText(STORE_MESSAGES.saved)).toBeTruthy();
    await user.clear(input(scope, 'Account Number'));
    await user.type(input(scope, 'Account Number'), '5550001111');
    await user.click(within(scope).getByRole('button', { name: 'SAVE' }));
    await waitFor(() => expect(sent(calls, `PUT /api/stores/${AUSPOST_ID}`)).toHaveLength(2));
    expect(sent(calls, `PUT /api/stores/${AUSPOST_ID}`)).toEqual([
      { store_name: 'Sydney Warehouse', channel_id: 3, key2: 'new-api-key' },
      { store_name: 'Sydney Warehouse', channel_id: 3, key3: '5550001111' },
    ]);
    expect(location()).toBe(`/edit_auspost/${AUSPOST_ID}`);
    expect(input(scope, 'API Key').value).toBe('');
  });

  it('shows a saved key in clear for the owner, and does not send it back unchanged', async () => {
    const { calls, user } = setup(`/edit_auspost/${AUSPOST_ID}`);
    const scope = await form('Australia Post');
    await user.click(within(scope).getByRole('button', { name: 'Show saved Secret Key' }));
    await waitFor(() => expect(input(scope, 'Secret Key').value).toBe('pw-clear-0001'));
    expect(input(scope, 'Secret Key').type).toBe('text');
    await user.click(within(scope).getByRole('button', { name: 'Show saved API Key' }));
    await waitFor(() => expect(input(scope, 'API Key').value).toBe('api-clear-7c6d'));
    // Asked once for all of them; a key in clear already has nothing to show.
    expect(sent(calls, `POST /api/stores/reveal/${AUSPOST_ID}`)).toHaveLength(1);
    expect(within(scope).queryByRole('button', { name: 'Show saved Account Number' })).toBeNull();
    await user.clear(input(scope, 'Carrier Name'));
    await user.type(input(scope, 'Carrier Name'), 'Sydney DC');
    await user.click(within(scope).getByRole('button', { name: 'SAVE' }));
    expect(await screen.findByText(STORE_MESSAGES.saved)).toBeTruthy();
    expect(sent(calls, `PUT /api/stores/${AUSPOST_ID}`)).toEqual([{ store_name: 'Sydney DC', channel_id: 3 }]);
  });

  it('offers no Show to a sub-user', async () => {
    storeSession(subUserFixture(['settings']));
    setup(`/edit_auspost/${AUSPOST_ID}`);
    const scope = await form('Australia Post');
    expect(input(scope, 'API Key').placeholder).toBe(AUSPOST_STORE.key2);
    expect(within(scope).queryByRole('button', { name: /^Show saved/ })).toBeNull();
  });

  it("shows Ninja Van's read-only Webhook Url with a copy button", async () => {
    const { user } = setup(`/edit_ninja_van/${NINJA_ID}`);
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const scope = await form('Ninja Van');
    const url = input(scope, 'Webhook Url');
    expect(url.value).toBe(NINJA_STORE.webhook_url);
    expect(url.readOnly).toBe(true);
    await user.click(within(scope).getByRole('button', { name: 'Copy Webhook Url' }));
    expect(writeText).toHaveBeenCalledWith(NINJA_STORE.webhook_url);
    expect(await screen.findByText(WEBHOOK_URL_COPIED)).toBeTruthy();
  });

  it('shows no Webhook Url for other couriers, nor when adding Ninja Van', async () => {
    const { user } = setup('/add_ninja_van');
    const scope = await openForm(user, 'Ninja Van');
    expect(within(scope).queryByLabelText(/^Webhook Url/)).toBeNull();
  });

  it('deletes after confirmation and goes back to Manage Integrations', async () => {
    const { calls, user } = setup(`/edit_auspost/${AUSPOST_ID}`);
    const scope = await form('Australia Post');
    await user.click(within(scope).getByRole('button', { name: 'DELETE' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Integration?' });
    expect(within(dialog).getByText(/Sydney Warehouse will be disconnected/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Yes, Delete' }));
    expect(await screen.findByText(STORE_MESSAGES.deleted)).toBeTruthy();
    expect(sent(calls, `DELETE /api/stores/${AUSPOST_ID}`)).toHaveLength(1);
    await landsAt('/integrated_list');
  });

  it('says so when the store does not exist', async () => {
    setup('/edit_cdl/ffffffff-ffff-4fff-8fff-ffffffffffff', {
      'GET /api/stores/ffffffff-ffff-4fff-8fff-ffffffffffff': () => ({ status: 404, message: [STORE_MESSAGES.notFound] }),
    });
    expect(await screen.findByText(STORE_MESSAGES.notFound)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Manage Integrations' }).getAttribute('href')).toBe('/integrated_list');
  });

  it("moves to the store's own courier when the address names another", async () => {
    const wrong: StoreRecord = { ...NINJA_STORE };
    setup(`/edit_cdl/${NINJA_ID}`, { [`GET /api/stores/${NINJA_ID}`]: () => ({ data: [wrong], message: ['Success'] }) });
    await form('Ninja Van');
    await landsAt(`/edit_ninja_van/${NINJA_ID}`);
  });
});

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { storeSession } from '@/lib/session';
import { sessionFixture } from '@/test/fixtures';
import { mockApi } from '@/test/mock-api';
import { renderScreen } from '@/test/render';
import { CHANNELS } from '../test-data';
import { IntegrationsRoute } from './IntegrationsRoute';

function setup() {
  mockApi({ 'GET /api/channels/list': () => ({ data: CHANNELS, message: ['Success'] }) });
  const user = userEvent.setup({ delay: null });
  renderScreen(<IntegrationsRoute />, { path: '/integrations' });
  return user;
}
const cardNames = () => within(screen.getByRole('list', { name: 'Integrations' })).getAllByRole('heading').map((heading) => heading.textContent);

describe('/integrations', () => {
  beforeEach(() => storeSession(sessionFixture()));

  it('shows the side tabs, the heading and a card per channel with its logo', async () => {
    setup();
    expect(await screen.findByRole('heading', { level: 2, name: 'Ninja Van' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Select from to integrate' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'All' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tab', { name: 'Manage Integrations' }).getAttribute('href')).toBe('/integrated_list');
    expect(cardNames()).toEqual(['Shopify', 'BigCommerce', 'Australia Post', 'WooCommerce', 'Magento 2.x', 'Blue Dart', 'CDL Last Mile', 'Ninja Van', 'Gw World', '99minutos']);
    const card = screen.getByRole('link', { name: 'Ninja Van' });
    expect(card.querySelector('img')?.getAttribute('src')).toBe('/channel-logos/ninja_van.svg');
  });

  it('filters the cards by name as the merchant types, whatever the case', async () => {
    const user = setup();
    await screen.findByRole('heading', { level: 2, name: 'Ninja Van' });
    await user.type(screen.getByRole('searchbox', { name: 'Search integrations' }), 'NIN');
    expect(cardNames()).toEqual(['Ninja Van']);
    await user.clear(screen.getByRole('searchbox', { name: 'Search integrations' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search integrations' }), 'post');
    expect(cardNames()).toEqual(['Australia Post']);
    await user.type(screen.getByRole('searchbox', { name: 'Search integrations' }), 'x');
    expect(screen.getByText('No integration matches “postx”.')).toBeTruthy();
  });

  it('lists the stores connected by form with their logos', async () => {
    const user = setup();
    const woo = await screen.findByRole('link', { name: 'WooCommerce' });
    expect(woo.querySelector('img')?.getAttribute('src')).toBe('/channel-logos/wooCommerce.svg');
    expect(screen.getByRole('link', { name: 'Magento 2.x' }).querySelector('img')?.getAttribute('src')).toBe('/channel-logos/magento.svg');
    await user.click(woo);
    expect(screen.getByTestId('location').textContent).toBe('/add_wooCommerce');
  });

  it('lists the store apps first, opening their install guides', async () => {
    const user = setup();
    const shopify = await screen.findByRole('link', { name: 'Shopify' });
    expect(shopify.querySelector('img')?.getAttribute('src')).toBe('/channel-logos/shopify.svg');
    expect(screen.getByRole('link', { name: 'BigCommerce' }).getAttribute('href')).toBe('/add_bigcommerce_step1');
    await user.click(shopify);
    expect(screen.getByTestId('location').textContent).toBe('/add_shopify');
  });

  it('leaves out a channel this version of the app has no screen for', async () => {
    mockApi({ 'GET /api/channels/list': () => ({ data: [...CHANNELS, { channel_id: 99, display_name: 'Future Store', logo: '/channel-logos/future.svg' }] }) });
    renderScreen(<IntegrationsRoute />, { path: '/integrations' });
    await screen.findByRole('heading', { level: 2, name: 'Shopify' });
    expect(screen.queryByRole('heading', { level: 2, name: 'Future Store' })).toBeNull();
  });

  it("opens a channel's add screen", async () => {
    const user = setup();
    await user.click(await screen.findByRole('link', { name: '99minutos' }));
    expect(screen.getByTestId('location').textContent).toBe('/add_99minutos');
  });
});

import { STORE_MESSAGES } from '@trailpost/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { storeSession } from '@/lib/session';
import { sessionFixture } from '@/test/fixtures';
import { mockApi } from '@/test/mock-api';
import { renderAtPaths } from '@/test/render-at-paths';
import { StoreAppRoute } from './StoreAppRoute';

const PATHS = ['/add_shopify', '/add_bigcommerce_step1', '/add_unknown'];
const open = (url: string) => renderAtPaths(<StoreAppRoute />, PATHS, url);

describe('store app install guides', () => {
  beforeEach(() => {
    storeSession(sessionFixture());
    mockApi({});
  });

  it('/add_shopify: the logo, what the app does, and the link to the Shopify App Store in a new tab', () => {
    open('/add_shopify');
    expect(screen.getByRole('heading', { level: 1, name: 'Shopify' })).toBeTruthy();
    expect(document.querySelector('img')?.getAttribute('src')).toBe('/channel-logos/shopify.svg');
    expect(within(screen.getByRole('navigation', { name: 'breadcrumb' })).getByRole('link', { name: 'Integration' }).getAttribute('href')).toBe('/integrations');
    expect(screen.getByText(/your shop's fulfilled orders become shipments here, every 15 minutes and when you click Sync now/)).toBeTruthy();
    const install = screen.getByRole('link', { name: 'Install from the Shopify App Store' });
    expect(install.getAttribute('href')).toBe('https://apps.shopify.com/trailpost');
    expect(install.getAttribute('target')).toBe('_blank');
    expect(install.getAttribute('rel')).toBe('noopener');
  });

  it('/add_bigcommerce_step1: the steps, and the link to the BigCommerce App Marketplace', () => {
    open('/add_bigcommerce_step1');
    expect(screen.getByRole('heading', { level: 1, name: 'BigCommerce' })).toBeTruthy();
    const steps = within(screen.getByRole('list', { name: 'How to connect' })).getAllByRole('listitem');
    expect(steps).toHaveLength(4);
    expect(steps[1]?.textContent).toBe('Find Trailpost and click Install.');
    expect(steps[3]?.textContent).toMatch(/^BigCommerce brings you back here to sign in, or to create your Trailpost account/);
    const marketplace = screen.getByRole('link', { name: 'Open the BigCommerce App Marketplace' });
    expect(marketplace.getAttribute('href')).toBe('https://www.bigcommerce.com/apps/trailpost/');
    expect(marketplace.getAttribute('target')).toBe('_blank');
  });

  it('CANCEL goes back to the catalogue', async () => {
    const user = userEvent.setup({ delay: null });
    open('/add_shopify');
    await user.click(screen.getByRole('link', { name: 'CANCEL' }));
    expect(screen.getByTestId('location').textContent).toBe('/integrations');
  });

  it('says an unknown address is not an integration', () => {
    open('/add_unknown');
    expect(screen.getByText(STORE_MESSAGES.channelUnknown)).toBeTruthy();
  });
});

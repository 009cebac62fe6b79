import { CHANNEL_FORMS } from '@trailpost/contracts';
import { describe, expect, it } from 'vitest';
import { ROUTES } from './route-table';
import { SCREENS } from './screens';

describe('integration form screens', () => {
  it.each(CHANNEL_FORMS.map((channel) => [channel.path] as const))('/add_%s and its edit route have a screen and a guarded route', (word) => {
    for (const path of [`/add_${word}`, `/edit_${word}/:id`]) {
      expect(SCREENS[path], path).toBeDefined();
      expect(ROUTES.find((route) => route.path === path)?.access).toBe('settings');
    }
  });

  it('gives the store apps their own add screen, a guide to the platform rather than a form', () => {
    for (const path of ['/add_shopify', '/add_bigcommerce_step1']) {
      expect(SCREENS[path], path).toBeDefined();
      expect(SCREENS[path], path).not.toBe(SCREENS['/add_wooCommerce']);
      expect(ROUTES.find((route) => route.path === path)?.access).toBe('settings');
    }
  });
});

describe('store install pages', () => {
  it.each(['/shopifyApp/install', '/shopify_to_trailpost_token', '/bigCommerceApp/install', '/bigCommerceApp/load'])('%s has a screen on a public route without the shell', (path) => {
    expect(SCREENS[path]).toBeDefined();
    expect(ROUTES.find((route) => route.path === path)).toMatchObject({ kind: 'public', shellHidden: true });
  });
});

describe('screen modules', () => {
  const firstPathOf = new Map<string, string>();
  for (const { path, module } of ROUTES) if (module && !firstPathOf.has(module)) firstPathOf.set(module, path);

  it('gives a screen to every route of the table with a module, and to no other', () => {
    for (const route of ROUTES) expect(SCREENS[route.path] !== undefined, route.path).toBe(route.module !== undefined);
  });

  it("leaves only the server's own pages and the inbox without a module", () => {
    expect(ROUTES.filter((route) => !route.module).map((route) => route.path)).toEqual(['/trackingPage', '/trackingPage/:trackingNumber', '/trackingButton', '/inbox']);
  });

  it.each([...firstPathOf])('%s exports the screen named after it', async (_modulePath, path) => {
    await expect(SCREENS[path]!.preload()).resolves.toBeTruthy();
  });
});

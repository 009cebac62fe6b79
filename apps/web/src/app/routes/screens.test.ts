import { CHANNEL_FORMS } from '@trailpost/contracts';
import { describe, expect, it } from 'vitest';
import { ROUTES } from './route-table';
import { SCREEN_MODULES } from './screen-modules';
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
  for (const [path, modulePath] of Object.entries(SCREEN_MODULES)) if (!firstPathOf.has(modulePath)) firstPathOf.set(modulePath, path);

  it('gives every route of the table that has a screen its module', () => {
    for (const path of Object.keys(SCREEN_MODULES)) expect(ROUTES.some((route) => route.path === path), path).toBe(true);
  });

  it.each([...firstPathOf])('%s exports the screen named after it', async (_modulePath, path) => {
    await expect(SCREENS[path]!.preload()).resolves.toBeTruthy();
  });
});

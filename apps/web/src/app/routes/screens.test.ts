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

  it('leaves the app-store installs to their own screens', () => {
    for (const path of ['/add_shopify', '/add_bigcommerce_step1']) expect(SCREENS[path], path).toBeUndefined();
  });
});

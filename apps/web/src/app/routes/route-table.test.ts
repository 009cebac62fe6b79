import { describe, expect, it } from 'vitest';
import { matchAppRoute, showsShell, titleForPath } from './match-route';
import { MENU, ROUTES } from './route-table';

describe('top bar title', () => {
  const cases: Record<string, string[]> = {
    Overview: ['/', '/inbox', '/dashboard', '/performance'],
    Track: ['/tracking', '/tracking/add', '/tracking/import', '/tracking/export', '/tracking/edit/7', '/tracking/7'],
    Automate: ['/automations', '/automations/add', '/automations/7', '/automations/edit/7', '/automations/7/logs'],
    Integrate: [
      '/integrations',
      '/integrated_list',
      '/add_shopify',
      '/add_bigcommerce_step1',
      '/add_auspost',
      '/add_wooCommerce',
      '/add_magento',
      '/add_bluedart',
      '/add_cdl',
      '/add_ninja_van',
      '/add_gw_world',
      '/add_99minutos',
      '/edit_auspost/7',
      '/edit_wooCommerce/7',
      '/edit_magento/7',
      '/edit_bluedart/7',
      '/edit_cdl/7',
      '/edit_ninja_van/7',
      '/edit_gw_world/7',
      '/edit_99minutos/7',
    ],
    Page: [
      '/custom_tracking_page',
      '/custom_tracking_page/create',
      '/custom_tracking_page/preview',
      '/custom_tracking_page/preview/7',
      '/custom_tracking_page/edit/7',
      '/custom_tracking_page/copy/7',
    ],
    Button: ['/track_button', '/track_button_shopify', '/track_button_custom'],
    Settings: [
      '/settings',
      '/organization',
      '/webhook',
      '/custom_email_template',
      '/edit_email_template/7',
      '/copy_email_template/7',
      '/email_alerts',
      '/custom_domain',
      '/tags',
      '/sub_users',
      '/developer_apps',
      '/settings_profile',
      '/settings_domain',
      '/settings_email',
      '/settings_sms',
      '/custom_sms_template',
      '/edit_sms_template/7',
      '/copy_sms_template/7',
    ],
  };

  for (const [title, paths] of Object.entries(cases)) {
    it(`is ${title} for its path group`, () => {
      for (const path of paths) expect(titleForPath(path), path).toBe(title);
    });
  }

  it('is empty outside the shell groups', () => {
    expect(titleForPath('/login')).toBe('');
    expect(titleForPath('/nowhere')).toBe('');
  });
});

describe('route table', () => {
  const access: Record<string, string[]> = {
    dashboard: ['/dashboard', '/', '/inbox', '/performance'],
    tracking: ['/tracking', '/tracking/add', '/tracking/import', '/tracking/export', '/tracking/edit/:id', '/tracking/:id'],
    automations: ['/automations', '/automations/add', '/automations/:id', '/automations/edit/:id', '/automations/:id/logs'],
    settingMainMenu: ['/settings', '/settings_profile'],
    webhooks: ['/webhook'],
    settings: [
      '/organization', '/developer_apps', '/settings_domain', '/settings_email',
      '/custom_email_template', '/edit_email_template/:id', '/copy_email_template/:id', '/settings_sms',
      '/custom_sms_template', '/edit_sms_template/:id', '/copy_sms_template/:id', '/integrations', '/integrated_list',
      '/add_shopify', '/add_bigcommerce_step1', '/add_auspost', '/add_wooCommerce', '/add_magento', '/add_bluedart',
      '/add_cdl', '/add_ninja_van', '/add_gw_world', '/add_99minutos', '/edit_auspost/:id', '/edit_wooCommerce/:id',
      '/edit_magento/:id', '/edit_bluedart/:id', '/edit_cdl/:id', '/edit_ninja_van/:id', '/edit_gw_world/:id',
      '/edit_99minutos/:id', '/custom_domain', '/email_alerts', '/tags', '/sub_users', '/custom_tracking_page',
      '/custom_tracking_page/create', '/custom_tracking_page/preview', '/custom_tracking_page/preview/:id',
      '/custom_tracking_page/edit/:id', '/custom_tracking_page/copy/:id', '/track_button', '/track_button_shopify',
      '/track_button_custom', '/onboarding',
    ],
  };

  for (const [value, paths] of Object.entries(access)) {
    it(`holds every ${value} route with that access`, () => {
      for (const path of paths) {
        const route = ROUTES.find((r) => r.path === path);
        expect(route, path).toBeDefined();
        expect(route?.kind, path).toBe('guarded');
        expect(route?.access, path).toBe(value);
      }
    });
  }

  it('holds the public and sign-in routes', () => {
    const open = [
      '/login', '/signup', '/users', '/userLogin', '/forgotPassword', '/accept_invite', '/reset_password',
      '/trackingPage', '/trackingPage/:trackingNumber', '/trackingButton', '/shopifyApp/install',
      '/shopify_to_trailpost_token', '/bigCommerceApp/install', '/bigCommerceApp/load',
    ];
    for (const path of open) {
      const route = ROUTES.find((r) => r.path === path);
      expect(route?.kind, path).toMatch(/^(public|auth)$/);
      expect(route?.access, path).toBeUndefined();
    }
  });

  it('matches static paths before parameters', () => {
    expect(matchAppRoute('/tracking/add')?.path).toBe('/tracking/add');
    expect(matchAppRoute('/tracking/abc')?.path).toBe('/tracking/:id');
    expect(matchAppRoute('/automations/abc/logs')?.path).toBe('/automations/:id/logs');
    expect(matchAppRoute('/nowhere')).toBeNull();
  });

  it('has no duplicate paths', () => {
    expect(new Set(ROUTES.map((r) => r.path)).size).toBe(ROUTES.length);
  });

  it('links every menu entry to a route', () => {
    for (const entry of MENU) expect(matchAppRoute(entry.path), entry.path).not.toBeNull();
    expect(MENU.map((e) => e.label)).toEqual(['Overview', 'Track', 'Automate', 'Integrate', 'Page', 'Button', 'Settings']);
  });
});

describe('shell visibility', () => {
  it('is shown on guarded screens', () => {
    for (const path of ['/', '/dashboard', '/tracking/7', '/settings', '/custom_tracking_page/edit/7']) {
      expect(showsShell(path), path).toBe(true);
    }
  });

  it('is hidden on public, sign-in, preview, onboarding and unknown paths', () => {
    for (const path of [
      '/login', '/users', '/reset_password', '/accept_invite', '/shopifyApp/install', '/shopify_to_trailpost_token',
      '/bigCommerceApp/install', '/bigCommerceApp/load', '/custom_tracking_page/preview',
      '/custom_tracking_page/preview/7', '/trackingPage', '/trackingPage/1Z', '/trackingButton', '/onboarding',
      '/outbox', '/nowhere',
    ]) {
      expect(showsShell(path), path).toBe(false);
    }
  });
});

import type { Access, RoleValue } from '@trailpost/contracts';

/** The path groups that give the top bar its title (part 1 §2.1). */
export const TITLE_GROUPS = {
  overview: 'Overview',
  track: 'Track',
  automate: 'Automate',
  integrate: 'Integrate',
  page: 'Page',
  button: 'Button',
  settings: 'Settings',
} as const;
export type TitleGroup = keyof typeof TITLE_GROUPS;

/**
 * auth: sign-in screens, open to visitors; a signed-in user is sent on.
 * public: open to everyone, never redirected.
 * guarded: needs a session and the route's access.
 */
export type RouteKind = 'auth' | 'public' | 'guarded';

export type AppRoute = {
  path: string;
  kind: RouteKind;
  /** Required access for guarded routes (part 1 §2.4, part 2 §2.18). */
  access?: Access;
  group?: TitleGroup;
  /** The shell (side menu and top bar) is not drawn on this route. */
  shellHidden?: boolean;
  /** The account owner's alone (Users & Roles, the audit log): a sub-user sees the no-access screen whatever its role. */
  mainUserOnly?: boolean;
};

/** Whether the shell (side menu and top bar) is drawn around the route's screen. */
export const drawsShell = (route: AppRoute) => route.kind === 'guarded' && !route.shellHidden;

const guarded = (path: string, access: Access, group: TitleGroup | undefined, shellHidden = false): AppRoute => ({
  path,
  kind: 'guarded',
  access,
  group,
  shellHidden,
});
const ownerOnly = (route: AppRoute): AppRoute => ({ ...route, mainUserOnly: true });
const publicRoute = (path: string): AppRoute => ({ path, kind: 'public', shellHidden: true });
const authRoute = (path: string): AppRoute => ({ path, kind: 'auth', shellHidden: true });

const INTEGRATION_ADD_PATHS = [
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
];
const INTEGRATION_EDIT_PATHS = [
  '/edit_auspost/:id',
  '/edit_wooCommerce/:id',
  '/edit_magento/:id',
  '/edit_bluedart/:id',
  '/edit_cdl/:id',
  '/edit_ninja_van/:id',
  '/edit_gw_world/:id',
  '/edit_99minutos/:id',
];

/** Every screen route of the product, with its access, title group and shell flag. */
export const ROUTES: readonly AppRoute[] = [
  // Sign-in and account screens.
  authRoute('/login'),
  authRoute('/signup'),
  authRoute('/users'),
  authRoute('/userLogin'),
  authRoute('/forgotPassword'),
  authRoute('/accept_invite'),

  // Public pages.
  publicRoute('/reset_password'),
  publicRoute('/trackingPage'),
  publicRoute('/trackingPage/:trackingNumber'),
  publicRoute('/trackingButton'),
  publicRoute('/shopifyApp/install'),
  publicRoute('/shopify_to_trailpost_token'),
  publicRoute('/bigCommerceApp/install'),
  publicRoute('/bigCommerceApp/load'),
  publicRoute('/outbox'),
  publicRoute('/unsubscribe'),

  // Overview.
  guarded('/', 'dashboard', 'overview'),
  guarded('/dashboard', 'dashboard', 'overview'),
  guarded('/inbox', 'dashboard', 'overview'),

  // Shipments.
  guarded('/tracking', 'tracking', 'track'),
  guarded('/tracking/add', 'tracking', 'track'),
  guarded('/tracking/import', 'tracking', 'track'),
  guarded('/tracking/export', 'tracking', 'track'),
  guarded('/tracking/edit/:id', 'tracking', 'track'),
  guarded('/tracking/:id', 'tracking', 'track'),

  // Automations.
  guarded('/automations', 'automations', 'automate'),
  guarded('/automations/add', 'automations', 'automate'),
  guarded('/automations/:id', 'automations', 'automate'),
  guarded('/automations/edit/:id', 'automations', 'automate'),
  guarded('/automations/:id/logs', 'automations', 'automate'),

  // Settings.
  guarded('/settings', 'settingMainMenu', 'settings'),
  guarded('/settings_profile', 'settingMainMenu', 'settings'),
  guarded('/organization', 'settings', 'settings'),
  guarded('/webhook', 'webhooks', 'settings'),
  guarded('/developer_apps', 'settings', 'settings'),
  guarded('/settings_domain', 'settings', 'settings'),
  guarded('/settings_email', 'settings', 'settings'),
  guarded('/message_log', 'settings', 'settings'),
  ownerOnly(guarded('/audit_log', 'settings', 'settings')),
  guarded('/custom_email_template', 'settings', 'settings'),
  guarded('/edit_email_template/:id', 'settings', 'settings'),
  guarded('/copy_email_template/:id', 'settings', 'settings'),
  guarded('/settings_sms', 'settings', 'settings'),
  guarded('/custom_sms_template', 'settings', 'settings'),
  guarded('/edit_sms_template/:id', 'settings', 'settings'),
  guarded('/copy_sms_template/:id', 'settings', 'settings'),
  guarded('/custom_domain', 'settings', 'settings'),
  guarded('/email_alerts', 'settings', 'settings'),
  guarded('/tags', 'settings', 'settings'),
  ownerOnly(guarded('/sub_users', 'settings', 'settings')),

  // Integrations.
  guarded('/integrations', 'settings', 'integrate'),
  guarded('/integrated_list', 'settings', 'integrate'),
  ...INTEGRATION_ADD_PATHS.map((path) => guarded(path, 'settings', 'integrate')),
  ...INTEGRATION_EDIT_PATHS.map((path) => guarded(path, 'settings', 'integrate')),

  // Tracking-page templates.
  guarded('/custom_tracking_page', 'settings', 'page'),
  guarded('/custom_tracking_page/create', 'settings', 'page'),
  guarded('/custom_tracking_page/preview', 'settings', 'page', true),
  guarded('/custom_tracking_page/preview/:id', 'settings', 'page', true),
  guarded('/custom_tracking_page/edit/:id', 'settings', 'page'),
  guarded('/custom_tracking_page/copy/:id', 'settings', 'page'),

  // Track button.
  guarded('/track_button', 'settings', 'button'),
  guarded('/track_button_shopify', 'settings', 'button'),
  guarded('/track_button_custom', 'settings', 'button'),

  // Onboarding: a full page without the shell.
  guarded('/onboarding', 'settings', undefined, true),

  // Two-step sign-in enrolment, when the organization requires it: nothing else until it is on.
  guarded('/two_factor_setup', 'settingMainMenu', undefined, true),
];

export type MenuEntry = {
  label: string;
  path: string;
  /** The role value that shows the entry to a sub-user (part 1 §2.1). */
  role: RoleValue;
};

/** Left menu, in order. A main user sees every entry. */
export const MENU: readonly MenuEntry[] = [
  { label: 'Overview', path: '/', role: 'dashboard' },
  { label: 'Track', path: '/tracking', role: 'tracking' },
  { label: 'Automate', path: '/automations', role: 'automations' },
  { label: 'Integrate', path: '/integrated_list', role: 'settings' },
  { label: 'Page', path: '/custom_tracking_page', role: 'settings' },
  { label: 'Button', path: '/track_button', role: 'settings' },
  { label: 'Settings', path: '/settings', role: 'settings' },
];

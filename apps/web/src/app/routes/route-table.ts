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
  /**
   * The module that draws the route's screen, its own chunk (screens.tsx). The build reads it too,
   * to list the chunks each address needs in route-preloads.json, which the server turns into
   * preload hints. A screen's module exports its component under the module's own name
   * (DashboardRoute.tsx: DashboardRoute). None: the server's own page, or the shell alone.
   */
  module?: string;
};

/** Whether the shell (side menu and top bar) is drawn around the route's screen. */
export const drawsShell = (route: AppRoute) => route.kind === 'guarded' && !route.shellHidden;

/** The shell (side menu and top bar), drawn around every signed-in screen that shows it. */
export const APP_SHELL_MODULE = '/src/app/shell/AppShell.tsx';

/** A feature's screen module: features/<area>/routes/<name>.tsx. */
const screen = (area: string, name: string) => `/src/features/${area}/routes/${name}.tsx`;
/** The shipment list with its drawers, composed by the app from two features. */
const TRACKING_PAGE = '/src/app/pages/TrackingPage.tsx';

type Options = { shellHidden?: boolean; mainUserOnly?: boolean };

const guarded = (path: string, access: Access, group: TitleGroup | undefined, module: string | undefined, options: Options = {}): AppRoute => ({
  path,
  kind: 'guarded',
  access,
  group,
  shellHidden: options.shellHidden ?? false,
  ...(options.mainUserOnly ? { mainUserOnly: true } : {}),
  ...(module ? { module } : {}),
});
const publicRoute = (path: string, module?: string): AppRoute => ({ path, kind: 'public', shellHidden: true, ...(module ? { module } : {}) });
const authRoute = (path: string, module: string): AppRoute => ({ path, kind: 'auth', shellHidden: true, module });

/**
 * The courier accounts and stores connected by form share one add and one edit screen, told apart
 * by their address. The words are written out rather than read from the contracts' forms, which
 * would bring the contracts' integration module into the sign-in page's script.
 */
const CHANNEL_FORM_WORDS = ['auspost', 'wooCommerce', 'magento', 'bluedart', 'cdl', 'ninja_van', 'gw_world', '99minutos'];
const CHANNEL_FORM = screen('integrations', 'ChannelFormRoute');
/** The store apps' add screens: a guide to the platform rather than a form. */
const STORE_APP = screen('integrations', 'StoreAppRoute');

const integration = (path: string, module: string) => guarded(path, 'settings', 'integrate', module);
const setting = (path: string, module: string, options?: Options) => guarded(path, 'settings', 'settings', module, options);
const pageTemplate = (path: string, module: string, options?: Options) => guarded(path, 'settings', 'page', module, options);
const trackButton = (path: string, module: string) => guarded(path, 'settings', 'button', module);

const EMAIL_TEMPLATE_EDITOR = screen('messaging', 'EmailTemplateEditorRoute');
const SMS_TEMPLATE_EDITOR = screen('messaging', 'SmsTemplateEditorRoute');
const AUTOMATION_BUILDER = screen('automations', 'AutomationBuilderRoute');
const PAGE_TEMPLATE_EDITOR = screen('tracking-pages', 'TrackingTemplateEditorRoute');
const PAGE_TEMPLATE_PREVIEW = screen('tracking-pages', 'TrackingTemplatePreviewRoute');

/** Every screen route of the product: access, title group, shell flag and the module that draws it. */
export const ROUTES: readonly AppRoute[] = [
  // Sign-in and account screens.
  authRoute('/login', screen('auth', 'LoginRoute')),
  authRoute('/signup', screen('auth', 'SignupRoute')),
  authRoute('/users', screen('auth', 'UsersRoute')),
  authRoute('/userLogin', screen('auth', 'UserLoginRoute')),
  authRoute('/forgotPassword', screen('auth', 'ForgotPasswordRoute')),
  authRoute('/accept_invite', screen('team', 'AcceptInviteRoute')),

  // Public pages (the tracking page and button are the server's own page, src/public).
  publicRoute('/reset_password', screen('auth', 'ResetPasswordRoute')),
  publicRoute('/trackingPage'),
  publicRoute('/trackingPage/:trackingNumber'),
  publicRoute('/trackingButton'),
  publicRoute('/shopifyApp/install', screen('store-install', 'ShopifyInstallRoute')),
  publicRoute('/shopify_to_trailpost_token', screen('store-install', 'ShopifyCallbackRoute')),
  publicRoute('/bigCommerceApp/install', screen('store-install', 'BigCommerceInstallRoute')),
  publicRoute('/bigCommerceApp/load', screen('store-install', 'BigCommerceLoadRoute')),
  publicRoute('/outbox', screen('outbox', 'OutboxRoute')),
  publicRoute('/unsubscribe', screen('unsubscribe', 'UnsubscribeRoute')),

  // Overview (the inbox has no screen of its own: the shell with an empty content area).
  guarded('/', 'dashboard', 'overview', screen('dashboard', 'DashboardRoute')),
  guarded('/dashboard', 'dashboard', 'overview', screen('dashboard', 'DashboardRoute')),
  guarded('/inbox', 'dashboard', 'overview', undefined),
  guarded('/performance', 'dashboard', 'overview', screen('performance', 'PerformanceRoute')),

  // Shipments.
  guarded('/tracking', 'tracking', 'track', TRACKING_PAGE),
  guarded('/tracking/add', 'tracking', 'track', TRACKING_PAGE),
  guarded('/tracking/import', 'tracking', 'track', TRACKING_PAGE),
  guarded('/tracking/export', 'tracking', 'track', TRACKING_PAGE),
  guarded('/tracking/edit/:id', 'tracking', 'track', TRACKING_PAGE),
  guarded('/tracking/:id', 'tracking', 'track', TRACKING_PAGE),

  // Automations.
  guarded('/automations', 'automations', 'automate', screen('automations', 'AutomationsRoute')),
  guarded('/automations/add', 'automations', 'automate', AUTOMATION_BUILDER),
  guarded('/automations/:id', 'automations', 'automate', AUTOMATION_BUILDER),
  guarded('/automations/edit/:id', 'automations', 'automate', AUTOMATION_BUILDER),
  guarded('/automations/:id/logs', 'automations', 'automate', screen('automations', 'AutomationLogsRoute')),

  // Settings.
  guarded('/settings', 'settingMainMenu', 'settings', screen('settings', 'SettingsHubRoute')),
  guarded('/settings_profile', 'settingMainMenu', 'settings', screen('settings', 'ProfileRoute')),
  setting('/organization', screen('settings', 'OrganizationRoute')),
  guarded('/webhook', 'webhooks', 'settings', screen('webhooks', 'WebhooksRoute')),
  setting('/developer_apps', screen('developer-apps', 'DeveloperAppsRoute')),
  setting('/settings_domain', screen('sender-domains', 'SenderDomainsRoute')),
  setting('/settings_email', screen('messaging', 'EmailTemplatesRoute')),
  setting('/message_log', screen('message-log', 'MessageLogRoute')),
  setting('/audit_log', screen('audit-log', 'AuditLogRoute'), { mainUserOnly: true }),
  setting('/custom_email_template', EMAIL_TEMPLATE_EDITOR),
  setting('/edit_email_template/:id', EMAIL_TEMPLATE_EDITOR),
  setting('/copy_email_template/:id', EMAIL_TEMPLATE_EDITOR),
  setting('/settings_sms', screen('messaging', 'SmsTemplatesRoute')),
  setting('/custom_sms_template', SMS_TEMPLATE_EDITOR),
  setting('/edit_sms_template/:id', SMS_TEMPLATE_EDITOR),
  setting('/copy_sms_template/:id', SMS_TEMPLATE_EDITOR),
  setting('/custom_domain', screen('onboarding', 'CustomDomainRoute')),
  setting('/email_alerts', screen('settings', 'EmailAlertsRoute')),
  setting('/tags', screen('tags', 'TagsRoute')),
  setting('/sub_users', screen('team', 'SubUsersRoute'), { mainUserOnly: true }),

  // Integrations.
  integration('/integrations', screen('integrations', 'IntegrationsRoute')),
  integration('/integrated_list', screen('integrations', 'IntegratedListRoute')),
  integration('/add_shopify', STORE_APP),
  integration('/add_bigcommerce_step1', STORE_APP),
  ...CHANNEL_FORM_WORDS.map((word) => integration(`/add_${word}`, CHANNEL_FORM)),
  ...CHANNEL_FORM_WORDS.map((word) => integration(`/edit_${word}/:id`, CHANNEL_FORM)),

  // Tracking-page templates.
  pageTemplate('/custom_tracking_page', screen('tracking-pages', 'TrackingTemplatesRoute')),
  pageTemplate('/custom_tracking_page/create', PAGE_TEMPLATE_EDITOR),
  pageTemplate('/custom_tracking_page/preview', PAGE_TEMPLATE_PREVIEW, { shellHidden: true }),
  pageTemplate('/custom_tracking_page/preview/:id', PAGE_TEMPLATE_PREVIEW, { shellHidden: true }),
  pageTemplate('/custom_tracking_page/edit/:id', PAGE_TEMPLATE_EDITOR),
  pageTemplate('/custom_tracking_page/copy/:id', PAGE_TEMPLATE_EDITOR),

  // Track button.
  trackButton('/track_button', screen('track-button', 'TrackButtonRoute')),
  trackButton('/track_button_shopify', screen('track-button', 'ShopifyTrackButtonRoute')),
  trackButton('/track_button_custom', screen('track-button', 'CustomTrackButtonRoute')),

  // Onboarding: a full page without the shell.
  guarded('/onboarding', 'settings', undefined, screen('onboarding', 'OnboardingRoute'), { shellHidden: true }),

  // Two-step sign-in enrolment, when the organization requires it: nothing else until it is on.
  guarded('/two_factor_setup', 'settingMainMenu', undefined, screen('settings', 'TwoFactorEnrolmentRoute'), { shellHidden: true }),
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

/**
 * The module that draws each route, by path (a screen's own chunk, see screens.tsx). Plain data:
 * the build reads it too, to list the chunks each address needs in route-preloads.json, which
 * the server turns into preload hints in the page it answers for that address. A screen's
 * module exports its component under the module's own name (DashboardRoute.tsx: DashboardRoute).
 */
export const SCREEN_MODULES: Readonly<Record<string, string>> = {
  '/': '/src/features/dashboard/routes/DashboardRoute.tsx',
  '/dashboard': '/src/features/dashboard/routes/DashboardRoute.tsx',
  '/login': '/src/features/auth/routes/LoginRoute.tsx',
  '/userLogin': '/src/features/auth/routes/UserLoginRoute.tsx',
  '/users': '/src/features/auth/routes/UsersRoute.tsx',
  '/signup': '/src/features/auth/routes/SignupRoute.tsx',
  '/forgotPassword': '/src/features/auth/routes/ForgotPasswordRoute.tsx',
  '/reset_password': '/src/features/auth/routes/ResetPasswordRoute.tsx',
  '/onboarding': '/src/features/onboarding/routes/OnboardingRoute.tsx',
  '/two_factor_setup': '/src/features/settings/routes/TwoFactorEnrolmentRoute.tsx',
  '/outbox': '/src/features/outbox/routes/OutboxRoute.tsx',
  '/unsubscribe': '/src/features/unsubscribe/routes/UnsubscribeRoute.tsx',
  '/shopifyApp/install': '/src/features/store-install/routes/ShopifyInstallRoute.tsx',
  '/shopify_to_trailpost_token': '/src/features/store-install/routes/ShopifyCallbackRoute.tsx',
  '/bigCommerceApp/install': '/src/features/store-install/routes/BigCommerceInstallRoute.tsx',
  '/bigCommerceApp/load': '/src/features/store-install/routes/BigCommerceLoadRoute.tsx',
  '/message_log': '/src/features/message-log/routes/MessageLogRoute.tsx',
  '/audit_log': '/src/features/audit-log/routes/AuditLogRoute.tsx',
  '/tracking': '/src/app/pages/TrackingPage.tsx',
  '/tracking/add': '/src/app/pages/TrackingPage.tsx',
  '/tracking/import': '/src/app/pages/TrackingPage.tsx',
  '/tracking/export': '/src/app/pages/TrackingPage.tsx',
  '/tracking/:id': '/src/app/pages/TrackingPage.tsx',
  '/tracking/edit/:id': '/src/app/pages/TrackingPage.tsx',
  '/tags': '/src/features/tags/routes/TagsRoute.tsx',
  '/settings': '/src/features/settings/routes/SettingsHubRoute.tsx',
  '/settings_profile': '/src/features/settings/routes/ProfileRoute.tsx',
  '/email_alerts': '/src/features/settings/routes/EmailAlertsRoute.tsx',
  '/organization': '/src/features/settings/routes/OrganizationRoute.tsx',
  '/webhook': '/src/features/webhooks/routes/WebhooksRoute.tsx',
  '/automations': '/src/features/automations/routes/AutomationsRoute.tsx',
  '/automations/add': '/src/features/automations/routes/AutomationBuilderRoute.tsx',
  '/automations/edit/:id': '/src/features/automations/routes/AutomationBuilderRoute.tsx',
  '/automations/:id': '/src/features/automations/routes/AutomationBuilderRoute.tsx',
  '/automations/:id/logs': '/src/features/automations/routes/AutomationLogsRoute.tsx',
  '/developer_apps': '/src/features/developer-apps/routes/DeveloperAppsRoute.tsx',
  '/sub_users': '/src/features/team/routes/SubUsersRoute.tsx',
  '/accept_invite': '/src/features/team/routes/AcceptInviteRoute.tsx',
  '/custom_domain': '/src/features/onboarding/routes/CustomDomainRoute.tsx',
  '/settings_domain': '/src/features/sender-domains/routes/SenderDomainsRoute.tsx',
  '/settings_email': '/src/features/messaging/routes/EmailTemplatesRoute.tsx',
  '/custom_email_template': '/src/features/messaging/routes/EmailTemplateEditorRoute.tsx',
  '/edit_email_template/:id': '/src/features/messaging/routes/EmailTemplateEditorRoute.tsx',
  '/copy_email_template/:id': '/src/features/messaging/routes/EmailTemplateEditorRoute.tsx',
  '/settings_sms': '/src/features/messaging/routes/SmsTemplatesRoute.tsx',
  '/custom_sms_template': '/src/features/messaging/routes/SmsTemplateEditorRoute.tsx',
  '/edit_sms_template/:id': '/src/features/messaging/routes/SmsTemplateEditorRoute.tsx',
  '/copy_sms_template/:id': '/src/features/messaging/routes/SmsTemplateEditorRoute.tsx',
  '/custom_tracking_page': '/src/features/tracking-pages/routes/TrackingTemplatesRoute.tsx',
  '/custom_tracking_page/create': '/src/features/tracking-pages/routes/TrackingTemplateEditorRoute.tsx',
  '/custom_tracking_page/edit/:id': '/src/features/tracking-pages/routes/TrackingTemplateEditorRoute.tsx',
  '/custom_tracking_page/copy/:id': '/src/features/tracking-pages/routes/TrackingTemplateEditorRoute.tsx',
  '/custom_tracking_page/preview': '/src/features/tracking-pages/routes/TrackingTemplatePreviewRoute.tsx',
  '/custom_tracking_page/preview/:id': '/src/features/tracking-pages/routes/TrackingTemplatePreviewRoute.tsx',
  '/track_button': '/src/features/track-button/routes/TrackButtonRoute.tsx',
  '/track_button_shopify': '/src/features/track-button/routes/ShopifyTrackButtonRoute.tsx',
  '/track_button_custom': '/src/features/track-button/routes/CustomTrackButtonRoute.tsx',
  '/integrations': '/src/features/integrations/routes/IntegrationsRoute.tsx',
  '/integrated_list': '/src/features/integrations/routes/IntegratedListRoute.tsx',
  '/add_shopify': '/src/features/integrations/routes/StoreAppRoute.tsx',
  '/add_bigcommerce_step1': '/src/features/integrations/routes/StoreAppRoute.tsx',  ...channelFormScreens(),
};

/**
 * The courier accounts and stores connected by form share one add and one edit screen, told apart
 * by their address. The words are written out rather than read from the contracts' forms, which
 * would bring the contracts' integration module into the sign-in page's script.
 */
function channelFormScreens(): Record<string, string> {
  const words = ['auspost', 'wooCommerce', 'magento', 'bluedart', 'cdl', 'ninja_van', 'gw_world', '99minutos'];
  const module = '/src/features/integrations/routes/ChannelFormRoute.tsx';
  return Object.fromEntries(words.flatMap((word) => [[`/add_${word}`, module], [`/edit_${word}/:id`, module]]));
}

/** The shell (side menu and top bar), drawn around every signed-in screen that shows it. */
export const APP_SHELL_MODULE = '/src/app/shell/AppShell.tsx';

import type { ComponentType } from 'react';
import { preloadableLazy, type Preloadable } from './preloadable-lazy';

/*
 * Each screen is its own chunk, fetched when its route is first opened (the sign-in page does
 * not download the dashboard's charts). Several paths share a screen and so its chunk.
 */
type LazyScreen = Preloadable<object>;

function lazyScreen<M>(load: () => Promise<M>, pick: (module: M) => ComponentType): LazyScreen {
  return preloadableLazy(async () => pick(await load()));
}

const ForgotPasswordRoute = lazyScreen(() => import('@/features/auth/routes/ForgotPasswordRoute'), (module) => module.ForgotPasswordRoute);
const LoginRoute = lazyScreen(() => import('@/features/auth/routes/LoginRoute'), (module) => module.LoginRoute);
const ResetPasswordRoute = lazyScreen(() => import('@/features/auth/routes/ResetPasswordRoute'), (module) => module.ResetPasswordRoute);
const SignupRoute = lazyScreen(() => import('@/features/auth/routes/SignupRoute'), (module) => module.SignupRoute);
const UserLoginRoute = lazyScreen(() => import('@/features/auth/routes/UserLoginRoute'), (module) => module.UserLoginRoute);
const UsersRoute = lazyScreen(() => import('@/features/auth/routes/UsersRoute'), (module) => module.UsersRoute);
const DashboardRoute = lazyScreen(() => import('@/features/dashboard/routes/DashboardRoute'), (module) => module.DashboardRoute);
const CustomDomainRoute = lazyScreen(() => import('@/features/onboarding/routes/CustomDomainRoute'), (module) => module.CustomDomainRoute);
const OnboardingRoute = lazyScreen(() => import('@/features/onboarding/routes/OnboardingRoute'), (module) => module.OnboardingRoute);
const EmailTemplateEditorRoute = lazyScreen(() => import('@/features/messaging/routes/EmailTemplateEditorRoute'), (module) => module.EmailTemplateEditorRoute);
const EmailTemplatesRoute = lazyScreen(() => import('@/features/messaging/routes/EmailTemplatesRoute'), (module) => module.EmailTemplatesRoute);
const SmsTemplateEditorRoute = lazyScreen(() => import('@/features/messaging/routes/SmsTemplateEditorRoute'), (module) => module.SmsTemplateEditorRoute);
const SmsTemplatesRoute = lazyScreen(() => import('@/features/messaging/routes/SmsTemplatesRoute'), (module) => module.SmsTemplatesRoute);
const OutboxRoute = lazyScreen(() => import('@/features/outbox/routes/OutboxRoute'), (module) => module.OutboxRoute);
const MessageLogRoute = lazyScreen(() => import('@/features/message-log/routes/MessageLogRoute'), (module) => module.MessageLogRoute);
const UnsubscribeRoute = lazyScreen(() => import('@/features/unsubscribe/routes/UnsubscribeRoute'), (module) => module.UnsubscribeRoute);
const EmailAlertsRoute = lazyScreen(() => import('@/features/settings/routes/EmailAlertsRoute'), (module) => module.EmailAlertsRoute);
const OrganizationRoute = lazyScreen(() => import('@/features/settings/routes/OrganizationRoute'), (module) => module.OrganizationRoute);
const ProfileRoute = lazyScreen(() => import('@/features/settings/routes/ProfileRoute'), (module) => module.ProfileRoute);
const SettingsHubRoute = lazyScreen(() => import('@/features/settings/routes/SettingsHubRoute'), (module) => module.SettingsHubRoute);
const SenderDomainsRoute = lazyScreen(() => import('@/features/sender-domains/routes/SenderDomainsRoute'), (module) => module.SenderDomainsRoute);
const TagsRoute = lazyScreen(() => import('@/features/tags/routes/TagsRoute'), (module) => module.TagsRoute);
const AcceptInviteRoute = lazyScreen(() => import('@/features/team/routes/AcceptInviteRoute'), (module) => module.AcceptInviteRoute);
const SubUsersRoute = lazyScreen(() => import('@/features/team/routes/SubUsersRoute'), (module) => module.SubUsersRoute);
const DeveloperAppsRoute = lazyScreen(() => import('@/features/developer-apps/routes/DeveloperAppsRoute'), (module) => module.DeveloperAppsRoute);
const WebhooksRoute = lazyScreen(() => import('@/features/webhooks/routes/WebhooksRoute'), (module) => module.WebhooksRoute);
const AutomationsRoute = lazyScreen(() => import('@/features/automations/routes/AutomationsRoute'), (module) => module.AutomationsRoute);
const AutomationBuilderRoute = lazyScreen(() => import('@/features/automations/routes/AutomationBuilderRoute'), (module) => module.AutomationBuilderRoute);
const AutomationLogsRoute = lazyScreen(() => import('@/features/automations/routes/AutomationLogsRoute'), (module) => module.AutomationLogsRoute);
const TrackingTemplatesRoute = lazyScreen(() => import('@/features/tracking-pages/routes/TrackingTemplatesRoute'), (module) => module.TrackingTemplatesRoute);
const TrackingTemplateEditorRoute = lazyScreen(() => import('@/features/tracking-pages/routes/TrackingTemplateEditorRoute'), (module) => module.TrackingTemplateEditorRoute);
const TrackingTemplatePreviewRoute = lazyScreen(() => import('@/features/tracking-pages/routes/TrackingTemplatePreviewRoute'), (module) => module.TrackingTemplatePreviewRoute);
const TrackButtonRoute = lazyScreen(() => import('@/features/track-button/routes/TrackButtonRoute'), (module) => module.TrackButtonRoute);
const ShopifyTrackButtonRoute = lazyScreen(() => import('@/features/track-button/routes/ShopifyTrackButtonRoute'), (module) => module.ShopifyTrackButtonRoute);
const CustomTrackButtonRoute = lazyScreen(() => import('@/features/track-button/routes/CustomTrackButtonRoute'), (module) => module.CustomTrackButtonRoute);
const IntegrationsRoute = lazyScreen(() => import('@/features/integrations/routes/IntegrationsRoute'), (module) => module.IntegrationsRoute);
const IntegratedListRoute = lazyScreen(() => import('@/features/integrations/routes/IntegratedListRoute'), (module) => module.IntegratedListRoute);
const ChannelFormRoute = lazyScreen(() => import('@/features/integrations/routes/ChannelFormRoute'), (module) => module.ChannelFormRoute);
const StoreAppRoute = lazyScreen(() => import('@/features/integrations/routes/StoreAppRoute'), (module) => module.StoreAppRoute);
const ShopifyInstallRoute = lazyScreen(() => import('@/features/store-install/routes/ShopifyInstallRoute'), (module) => module.ShopifyInstallRoute);
const ShopifyCallbackRoute = lazyScreen(() => import('@/features/store-install/routes/ShopifyCallbackRoute'), (module) => module.ShopifyCallbackRoute);
const BigCommerceInstallRoute = lazyScreen(() => import('@/features/store-install/routes/BigCommerceInstallRoute'), (module) => module.BigCommerceInstallRoute);
const BigCommerceLoadRoute = lazyScreen(() => import('@/features/store-install/routes/BigCommerceLoadRoute'), (module) => module.BigCommerceLoadRoute);
const TrackingPage = lazyScreen(() => import('../pages/TrackingPage'), (module) => module.TrackingPage);

/**
 * The courier accounts and stores connected by form share one add and one edit screen, told apart
 * by their address. The words are written out rather than read from the contracts' forms, which
 * would bring the contracts' integration module into the sign-in page's script.
 */
function channelFormScreens(): Record<string, LazyScreen> {
  const words = ['auspost', 'wooCommerce', 'magento', 'bluedart', 'cdl', 'ninja_van', 'gw_world', '99minutos'];
  return Object.fromEntries(words.flatMap((word) => [[`/add_${word}`, ChannelFormRoute], [`/edit_${word}/:id`, ChannelFormRoute]]));
}

/** Screens built so far, by route path. Other routes show the shell with an empty content area. */
export const SCREENS: Partial<Record<string, LazyScreen>> = {
  '/': DashboardRoute,
  '/dashboard': DashboardRoute,
  '/login': LoginRoute,
  '/userLogin': UserLoginRoute,
  '/users': UsersRoute,
  '/signup': SignupRoute,
  '/forgotPassword': ForgotPasswordRoute,
  '/reset_password': ResetPasswordRoute,
  '/onboarding': OnboardingRoute,
  '/outbox': OutboxRoute,
  '/unsubscribe': UnsubscribeRoute,
  '/shopifyApp/install': ShopifyInstallRoute,
  '/shopify_to_trailpost_token': ShopifyCallbackRoute,
  '/bigCommerceApp/install': BigCommerceInstallRoute,
  '/bigCommerceApp/load': BigCommerceLoadRoute,
  '/message_log': MessageLogRoute,
  '/tracking': TrackingPage,
  '/tracking/add': TrackingPage,
  '/tracking/import': TrackingPage,
  '/tracking/export': TrackingPage,
  '/tracking/:id': TrackingPage,
  '/tracking/edit/:id': TrackingPage,
  '/tags': TagsRoute,
  '/settings': SettingsHubRoute,
  '/settings_profile': ProfileRoute,
  '/email_alerts': EmailAlertsRoute,
  '/organization': OrganizationRoute,
  '/webhook': WebhooksRoute,
  '/automations': AutomationsRoute,
  '/automations/add': AutomationBuilderRoute,
  '/automations/edit/:id': AutomationBuilderRoute,
  '/automations/:id': AutomationBuilderRoute,
  '/automations/:id/logs': AutomationLogsRoute,
  '/developer_apps': DeveloperAppsRoute,
  '/sub_users': SubUsersRoute,
  '/accept_invite': AcceptInviteRoute,
  '/custom_domain': CustomDomainRoute,
  '/settings_domain': SenderDomainsRoute,
  '/settings_email': EmailTemplatesRoute,
  '/custom_email_template': EmailTemplateEditorRoute,
  '/edit_email_template/:id': EmailTemplateEditorRoute,
  '/copy_email_template/:id': EmailTemplateEditorRoute,
  '/settings_sms': SmsTemplatesRoute,
  '/custom_sms_template': SmsTemplateEditorRoute,
  '/edit_sms_template/:id': SmsTemplateEditorRoute,
  '/copy_sms_template/:id': SmsTemplateEditorRoute,
  '/custom_tracking_page': TrackingTemplatesRoute,
  '/custom_tracking_page/create': TrackingTemplateEditorRoute,
  '/custom_tracking_page/edit/:id': TrackingTemplateEditorRoute,
  '/custom_tracking_page/copy/:id': TrackingTemplateEditorRoute,
  '/custom_tracking_page/preview': TrackingTemplatePreviewRoute,
  '/custom_tracking_page/preview/:id': TrackingTemplatePreviewRoute,
  '/track_button': TrackButtonRoute,
  '/track_button_shopify': ShopifyTrackButtonRoute,
  '/track_button_custom': CustomTrackButtonRoute,
  '/integrations': IntegrationsRoute,
  '/integrated_list': IntegratedListRoute,
  '/add_shopify': StoreAppRoute,
  '/add_bigcommerce_step1': StoreAppRoute,
  ...channelFormScreens(),
};

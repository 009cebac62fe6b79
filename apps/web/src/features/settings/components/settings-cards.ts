import type { Access } from '@trailpost/contracts';

/** The cards of the settings hub: the specification's ten in its order (part 2 §2.1), then SMS templates, the message log, the tracking page and its track button. */
export type SettingsCard = {
  title: string;
  path: string;
  description: string;
  /** Hidden from sub-users (Users & Roles). */
  mainUserOnly?: boolean;
  /** What opens it; settings unless said (one's own profile: everyone; webhooks: settings and tracking). */
  access?: Access;
};

export const SETTINGS_CARDS: readonly SettingsCard[] = [
  { title: 'Profile', path: '/settings_profile', description: 'Your name, password, time zone and date format.', access: 'settingMainMenu' },
  { title: 'Organization', path: '/organization', description: 'Company details and the logo shown to your customers.' },
  { title: 'Webhooks', path: '/webhook', description: 'Send shipment updates to your own systems.', access: 'webhooks' },
  { title: 'Users & Roles', path: '/sub_users', description: 'Invite teammates and decide what each role may open.', mainUserOnly: true },
  { title: 'API Keys', path: '/developer_apps', description: 'Keys for calling the Trailpost API from your code.' },
  { title: 'Email Domains', path: '/settings_domain', description: 'Send customer e-mails from your own domain.' },
  { title: 'Email Templates', path: '/settings_email', description: 'The e-mails your automations send to customers.' },
  { title: 'Custom Domain', path: '/custom_domain', description: 'The address of your public tracking page.' },
  { title: 'Email Alerts', path: '/email_alerts', description: 'The daily digest of your shipments.' },
  { title: 'Shipment Tags', path: '/tags', description: 'Labels to group and filter shipments.' },
  { title: 'SMS Templates', path: '/settings_sms', description: 'The text messages your automations send to customers.' },
  { title: 'Message Log', path: '/message_log', description: 'What was sent to your customers, and whether it arrived.' },
  { title: 'Audit Log', path: '/audit_log', description: 'Who changed what in your account, and from where.', mainUserOnly: true },
  { title: 'Tracking Page', path: '/custom_tracking_page', description: 'The page your customers see when they track a parcel.' },
  { title: 'Track Button', path: '/track_button', description: 'A tracking box for your store, on Shopify or any site.' },
];

/**
 * Which part of the server alone writes each table (DESIGN §3, decision 0049): a module folder,
 * or the platform files of one piece of infrastructure. Paths are relative to apps/server/src.
 * Others read through the owner's public functions or a named read-model, and ask the owner
 * to change anything. A table missing here is a lint error wherever it is written.
 */
const accounts = 'modules/accounts/';
const automations = 'modules/automations/';
const digest = 'modules/digest/';
const integrations = 'modules/integrations/';
const messaging = 'modules/messaging/';
const notifications = 'modules/notifications/';
const shipments = 'modules/shipments/';
const team = 'modules/team/';
const webhooks = 'modules/webhooks/';
const eventLog = ['platform/event-log.ts', 'platform/events.ts'];
const mailOutbox = ['platform/mail.ts', 'platform/message-delivery.ts'];

export const TABLE_OWNERS = {
  tenants: accounts,
  users: accounts,
  sessions: accounts,
  password_resets: accounts,
  login_failures: accounts,
  known_devices: accounts,
  // The global look-ups (an address, a token's hash → its tenant); api-keys writes through accounts' public functions.
  user_emails: accounts,
  token_owners: accounts,
  two_factor_challenges_used: accounts,
  two_factor_recovery_codes: accounts,
  api_keys: 'modules/api-keys/',
  audit_log: 'modules/audit/',
  automation_rules: automations,
  automation_runs: automations,
  automation_skip_sets: automations,
  automation_skips: automations,
  automation_steps: automations,
  // Counted by the shipments module with each change of shipments (decisions 0053, 0064); the dashboard reads them.
  shipment_delivery_rollups: shipments,
  shipment_performance_rollups: shipments,
  shipment_destination_rollups: shipments,
  shipment_status_rollups: shipments,
  digest_sends: digest,
  digest_tallies: digest,
  file_jobs: 'modules/file-jobs/',
  stores: integrations,
  store_installs: integrations,
  store_install_states: integrations,
  shopify_webhook_receipts: integrations,
  email_templates: messaging,
  sms_templates: messaging,
  sms_opt_outs: messaging,
  sms_settings: messaging,
  mail_unsubscribes: messaging,
  notifications,
  notification_mutes: notifications,
  sender_domains: 'modules/sender-domains/',
  shipments,
  checkpoints: shipments,
  shipment_status_counts: shipments,
  tags: 'modules/tags/',
  roles: team,
  invitations: team,
  tracking_page_templates: 'modules/tracking-pages/',
  tracking_page_settings: 'modules/tracking-pages/',
  webhook_subscriptions: webhooks,
  webhook_deliveries: webhooks,
  events: eventLog,
  event_deliveries: eventLog,
  mail_outbox: mailOutbox,
  app_secrets: 'platform/secrets.ts',
  job_heartbeats: 'platform/job-heartbeats.ts',
  rate_counters: 'platform/rate-limits/',
  idempotency_keys: 'platform/idempotency/',
};

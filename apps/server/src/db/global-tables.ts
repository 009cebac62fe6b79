/**
 * The tables that hold no tenant's rows (no tenant_id): what the whole installation shares, or
 * what is keyed by something found before the tenant is (a shop's install, a rate limit's key).
 * Every other table is a tenant table, keyed by tenant_id first (db/tenant-keys.test.ts checks
 * both) and, on a distributed database, spread by it (docs/scaling.md).
 */
export const GLOBAL_TABLES = [
  'app_secrets',
  'job_heartbeats',
  'login_failures',
  'rate_counters',
  'shopify_webhook_receipts',
  'store_install_states',
  'store_installs',
  'tenants',
] as const;

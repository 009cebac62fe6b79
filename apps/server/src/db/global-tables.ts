/**
 * The tables that are not a tenant's: what the whole installation shares, or what is keyed by
 * something found before the tenant is (a shop's install, a rate limit's key, the look-ups from
 * an address or a token's hash to its tenant). Every other table is a tenant table, keyed by
 * tenant_id first (db/tenant-keys.test.ts checks both) and, on a distributed database, spread
 * by it (db/distribute.ts, docs/scaling.md).
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
  'token_owners',
  'user_emails',
] as const;

/**
 * The platform's own bookkeeping, written on many requests and read by nothing else: on a
 * distributed database they stay plain tables on the coordinator, where a write is one local
 * statement; every other global table is copied to every node (a reference table).
 */
export const COORDINATOR_TABLES = ['app_secrets', 'job_heartbeats', 'login_failures', 'rate_counters'] as const satisfies readonly (typeof GLOBAL_TABLES)[number][];

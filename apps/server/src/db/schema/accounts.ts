import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, check, foreignKey, index, integer, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/** A merchant account: the tenant every owned record hangs from. */
export const tenants = pgTable(
  'tenants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    subDomain: text('sub_domain'),
    customDomainUrl: text('custom_domain_url'),
    /**
     * The custom domain's DNS check (part 2 §2.13): 'pending' until a CNAME to the sub-domain is
     * seen, then 'verified'; 'failed' when the last check found none. Only a verified custom
     * domain serves the public pages.
     */
    customDomainStatus: text('custom_domain_status').notNull().default('pending'),
    customDomainCheckedAt: timestamp('custom_domain_checked_at', { withTimezone: true }),
    /** 0 until the merchant has chosen a sub-domain, then 1 (part 1 §2.3). */
    onboardingStatus: smallint('onboarding_status').notNull().default(0),
    /** Organization (part 2 §3): shown to customers on the tracking page and in e-mails. */
    companyName: text('company_name'),
    contactNo: text('contact_no'),
    address1: text('address1'),
    address2: text('address2'),
    city: text('city'),
    state: text('state'),
    countryIso: text('country_iso').notNull().default('IN'),
    zipcode: text('zipcode'),
    websiteUrl: text('website_url'),
    /** Storage key of the logo ("logos/<tenant>/<random>.png"), served by the public logo route. */
    logoKey: text('logo_key'),
    /** Organization: every sub-user must sign in with a second step (enrolled at next sign-in). */
    requireTwoFactor: boolean('require_two_factor').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('tenants_sub_domain_key').on(t.subDomain),
    // Public pages find their merchant by host: a verified custom domain belongs to one account.
    uniqueIndex('tenants_verified_custom_domain_key').on(t.customDomainUrl).where(sql`${t.customDomainStatus} = 'verified'`),
  ],
);

/**
 * Main users and sub-users. Sign-in looks a user up by e-mail before the tenant is known,
 * so e-mail is unique across tenants; every other read goes through tenant_id.
 */
export const users = pgTable(
  'users',
  {
    id: uuid('id').notNull().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    name: text('name').notNull(),
    passwordHash: text('password_hash'),
    userType: text('user_type').notNull(),
    roleId: uuid('role_id'),
    source: text('source').notNull().default('Web'),
    timeZone: text('time_zone').notNull().default('UTC'),
    dateFormat: text('date_format').notNull().default('MM-DD-YYYY'),
    dailyDigestEmailActive: smallint('daily_digest_email_active').notNull().default(0),
    /** Sub-users: 1 once the invite is accepted (part 2 §3); main users are always 1. */
    invite: smallint('invite').notNull().default(1),
    active: smallint('active').notNull().default(1),
    /**
     * Two-step sign-in (RFC 6238): the TOTP secret sealed by the secret box. Set by setup, in
     * force only once `two_factor_enabled_at` is set by a confirmed code.
     */
    twoFactorSecret: text('two_factor_secret'),
    twoFactorEnabledAt: timestamp('two_factor_enabled_at', { withTimezone: true }),
    /** The 30-second step of the last code accepted: a code is never accepted twice. */
    twoFactorLastStep: bigint('two_factor_last_step', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('users_tenant_email_key').on(t.tenantId, t.email),
    index('users_tenant_idx').on(t.tenantId, t.createdAt),
    check('users_user_type_check', sql`${t.userType} in ('user', 'subuser')`),
  ],
);

/** Sign-in sessions: only a hash of the token is kept, so a leaked table signs nobody in. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').notNull().defaultRandom(),
    tenantId: uuid('tenant_id').notNull(),
    userId: uuid('user_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** Sliding expiry: a session idle for SESSION_IDLE_DAYS ends (refreshed at most hourly). */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    userAgent: text('user_agent'),
    ip: text('ip'),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId, t.userId], foreignColumns: [users.tenantId, users.id] }).onDelete('cascade'),
    uniqueIndex('sessions_tenant_token_hash_key').on(t.tenantId, t.tokenHash),
    index('sessions_tenant_user_idx').on(t.tenantId, t.userId),
  ],
);

/** Single-use, expiring password-reset tokens (hash only). */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: uuid('id').notNull().defaultRandom(),
    tenantId: uuid('tenant_id').notNull(),
    userId: uuid('user_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId, t.userId], foreignColumns: [users.tenantId, users.id] }).onDelete('cascade'),
    uniqueIndex('password_resets_tenant_token_hash_key').on(t.tenantId, t.tokenHash),
  ],
);

/**
 * Sign-in attempts not (yet) proven right: a row is written before the password is checked and
 * removed when it was right, so a burst cannot slip guesses past the count. `device_hash` is set
 * when the attempt came from a browser that signed in to this account before.
 */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    email: text('email').notNull(),
    ip: text('ip').notNull(),
    deviceHash: text('device_hash'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('login_failures_email_idx').on(t.email, t.createdAt),
    index('login_failures_ip_idx').on(t.ip, t.createdAt),
    index('login_failures_device_idx').on(t.deviceHash, t.createdAt),
  ],
);

/** Browsers that signed in to an account: their attempts are not held back by guesses from elsewhere. */
export const knownDevices = pgTable(
  'known_devices',
  {
    tenantId: uuid('tenant_id').notNull(),
    userId: uuid('user_id').notNull(),
    deviceHash: text('device_hash').notNull(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.userId, t.deviceHash] }),
    foreignKey({ columns: [t.tenantId, t.userId], foreignColumns: [users.tenantId, users.id] }).onDelete('cascade'),
  ],
);

/** Fixed-window counters behind request limits when no Redis is configured. */
export const rateCounters = pgTable('rate_counters', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
});

/** A sub-user role: the access values (dashboard, tracking, assignTracking, ...) it grants. */
export const roles = pgTable(
  'roles',
  {
    id: uuid('id').notNull().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    department: text('department').notNull().default(''),
    access: text('access').array().notNull().default(sql`'{}'::text[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('roles_tenant_idx').on(t.tenantId, t.createdAt),
  ],
);

import { pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { tenants } from './accounts.js';

/**
 * Global look-ups: what a request names before its tenant is known. Every tenant table is keyed
 * and spread by tenant_id (docs/scaling.md), so a unique rule across tenants, and the way from
 * an e-mail or a token to its tenant, live here, in small tables every database node holds.
 * The accounts module writes them in the transaction that writes the rows they point at.
 */

/** Which account an address belongs to: one account per address, whatever the tenant. */
export const userEmails = pgTable('user_emails', {
  email: text('email').primaryKey(),
  tenantId: uuid('tenant_id')
    .notNull()
    .references(() => tenants.id, { onDelete: 'cascade' }),
  userId: uuid('user_id').notNull(),
});

/**
 * Which tenant holds a token's row (a session, a password-reset link, an API key), by the
 * token's hash. A row whose token is gone points at nothing and lets nobody in: the token's own
 * row is always read too, by its tenant.
 */
export const tokenOwners = pgTable('token_owners', {
  tokenHash: text('token_hash').primaryKey(),
  tenantId: uuid('tenant_id')
    .notNull()
    .references(() => tenants.id, { onDelete: 'cascade' }),
});

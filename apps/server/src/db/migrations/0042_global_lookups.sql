-- The unique look-ups found before the tenant is known (an address, a token's hash) move into
-- two global tables; the tenant tables keep them unique within the tenant, keyed by tenant_id
-- first like every other key, so a distributed database can spread them by tenant.
CREATE TABLE "token_owners" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_emails" (
	"email" text PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"user_id" uuid NOT NULL
);
--> statement-breakpoint
INSERT INTO "user_emails" ("email", "tenant_id", "user_id") SELECT "email", "tenant_id", "id" FROM "users";--> statement-breakpoint
INSERT INTO "token_owners" ("token_hash", "tenant_id")
  SELECT "token_hash", "tenant_id" FROM "sessions"
  UNION ALL SELECT "token_hash", "tenant_id" FROM "password_resets"
  UNION ALL SELECT "token_hash", "tenant_id" FROM "api_keys"
  ON CONFLICT DO NOTHING;--> statement-breakpoint
DROP INDEX "password_resets_token_hash_key";--> statement-breakpoint
DROP INDEX "sessions_token_hash_key";--> statement-breakpoint
DROP INDEX "users_email_key";--> statement-breakpoint
DROP INDEX "api_keys_token_hash_key";--> statement-breakpoint
ALTER TABLE "token_owners" ADD CONSTRAINT "token_owners_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_emails" ADD CONSTRAINT "user_emails_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "password_resets_tenant_token_hash_key" ON "password_resets" USING btree ("tenant_id","token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_tenant_token_hash_key" ON "sessions" USING btree ("tenant_id","token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "users_tenant_email_key" ON "users" USING btree ("tenant_id","email");--> statement-breakpoint
CREATE UNIQUE INDEX "api_keys_tenant_token_hash_key" ON "api_keys" USING btree ("tenant_id","token_hash");
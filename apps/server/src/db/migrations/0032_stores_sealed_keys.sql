-- Integration keys are sealed by the secret box (AES-256-GCM), whose key lives in SECRETS_KEY or in
-- app_secrets: SQL cannot seal them. Rows that exist now keep keys_sealed = false; the start-up pass
-- (modules/integrations/seal-plain-keys.ts) seals their keys in place and sets it. Their keys were never
-- checked: they start unverified, and the background re-check asks the couriers about them.
ALTER TABLE "stores" ADD COLUMN "keys_sealed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "credential_status" text DEFAULT 'unverified' NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "credential_message" text;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "credential_checked_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "stores_unverified_idx" ON "stores" USING btree ("credential_checked_at") WHERE credential_status = 'unverified';--> statement-breakpoint
ALTER TABLE "stores" ADD CONSTRAINT "stores_credential_status_check" CHECK ("stores"."credential_status" in ('verified', 'unverified', 'rejected'));
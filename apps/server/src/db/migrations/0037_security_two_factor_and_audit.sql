-- Two-step sign-in (a sealed TOTP secret per user, hashed recovery codes, answered challenges),
-- the organization's requirement of it, the audit log, and the Shopify webhook ids already handled.
CREATE TABLE "audit_log" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT uuid_v7() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_user_id" uuid,
	"actor_email" text,
	"actor_api_key_id" uuid,
	"ip" text,
	"action" text NOT NULL,
	"target_type" text,
	"target_id" text,
	"changes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "audit_log_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "shopify_webhook_receipts" (
	"webhook_id" text PRIMARY KEY NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "two_factor_challenges_used" (
	"tenant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "two_factor_challenges_used_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "two_factor_recovery_codes" (
	"tenant_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"code_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "two_factor_recovery_codes_tenant_id_user_id_code_hash_pk" PRIMARY KEY("tenant_id","user_id","code_hash")
);
--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "require_two_factor" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "two_factor_secret" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "two_factor_enabled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "two_factor_last_step" bigint;--> statement-breakpoint
ALTER TABLE "two_factor_recovery_codes" ADD CONSTRAINT "two_factor_recovery_codes_tenant_id_user_id_users_tenant_id_id_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_tenant_created_idx" ON "audit_log" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "audit_log_tenant_action_idx" ON "audit_log" USING btree ("tenant_id","action","created_at");--> statement-breakpoint
CREATE INDEX "shopify_webhook_receipts_received_idx" ON "shopify_webhook_receipts" USING btree ("received_at");--> statement-breakpoint
CREATE INDEX "two_factor_challenges_used_expires_idx" ON "two_factor_challenges_used" USING btree ("expires_at");
CREATE TABLE "spent_challenges" (
	"signature" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tracking_page_templates" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"template_name" text NOT NULL,
	"body" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tracking_page_templates_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "custom_domain_status" text DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "custom_domain_checked_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "spent_challenges_expires_idx" ON "spent_challenges" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "tracking_page_templates_created_idx" ON "tracking_page_templates" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "tracking_page_templates_default_key" ON "tracking_page_templates" USING btree ("tenant_id") WHERE "tracking_page_templates"."is_default";--> statement-breakpoint
CREATE UNIQUE INDEX "tenants_verified_custom_domain_key" ON "tenants" USING btree ("custom_domain_url") WHERE "tenants"."custom_domain_status" = 'verified';
-- Privacy-safe lookups (decision 0059): on for every account from now on; an account that existed
-- before keeps its pages answering as they did until the merchant turns it on.
CREATE TABLE "tracking_page_settings" (
	"tenant_id" uuid PRIMARY KEY NOT NULL,
	"order_lookup_verification" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tracking_page_settings" ADD CONSTRAINT "tracking_page_settings_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
INSERT INTO "tracking_page_settings" ("tenant_id", "order_lookup_verification") SELECT "id", false FROM "tenants";


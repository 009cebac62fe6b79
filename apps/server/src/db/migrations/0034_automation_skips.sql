CREATE TABLE "automation_skips" (
	"id" uuid DEFAULT uuid_v7() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"shipment_id" uuid NOT NULL,
	"tracking_number" text NOT NULL,
	"event" text NOT NULL,
	"event_key" text NOT NULL,
	"rule_ids" uuid[] NOT NULL,
	"reasons" text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "automation_skips_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "automation_runs" ALTER COLUMN "id" SET DEFAULT uuid_v7();--> statement-breakpoint
ALTER TABLE "automation_steps" ALTER COLUMN "id" SET DEFAULT uuid_v7();--> statement-breakpoint
CREATE UNIQUE INDEX "automation_skips_occurrence_key" ON "automation_skips" USING btree ("tenant_id","shipment_id","event_key");--> statement-breakpoint
CREATE INDEX "automation_skips_rules_idx" ON "automation_skips" USING gin ("rule_ids");--> statement-breakpoint
CREATE INDEX "automation_skips_created_idx" ON "automation_skips" USING btree ("created_at");
-- Skipped rules move to shared skip sets: most events leave the same rules skipped for the same
-- reasons, and a row holding 35 rule ids and 35 reasons (with a GIN entry per rule) cost more
-- than the rest of an event's evaluation. Existing skips keep their log: each distinct
-- (tenant, rules, reasons) becomes a set.
CREATE TABLE "automation_skip_sets" (
	"tenant_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"rule_ids" uuid[] NOT NULL,
	"reasons" text[] NOT NULL,
	"used_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "automation_skip_sets_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
INSERT INTO "automation_skip_sets" ("tenant_id", "id", "rule_ids", "reasons", "used_at")
SELECT "tenant_id", uuid_v7(), "rule_ids", "reasons", max("created_at") FROM "automation_skips" GROUP BY "tenant_id", "rule_ids", "reasons";--> statement-breakpoint
ALTER TABLE "automation_skips" ADD COLUMN "set_id" uuid;--> statement-breakpoint
UPDATE "automation_skips" s SET "set_id" = k."id" FROM "automation_skip_sets" k
WHERE k."tenant_id" = s."tenant_id" AND k."rule_ids" = s."rule_ids" AND k."reasons" = s."reasons";--> statement-breakpoint
ALTER TABLE "automation_skips" ALTER COLUMN "set_id" SET NOT NULL;--> statement-breakpoint
DROP INDEX "automation_skips_rules_idx";--> statement-breakpoint
ALTER TABLE "automation_skips" DROP COLUMN "rule_ids";--> statement-breakpoint
ALTER TABLE "automation_skips" DROP COLUMN "reasons";--> statement-breakpoint
CREATE INDEX "automation_skip_sets_rules_idx" ON "automation_skip_sets" USING gin ("rule_ids");--> statement-breakpoint
CREATE INDEX "automation_skips_set_idx" ON "automation_skips" USING btree ("tenant_id","set_id","created_at");

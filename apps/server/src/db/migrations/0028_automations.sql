CREATE TABLE "automation_rules" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"name" text NOT NULL,
	"event_type" text NOT NULL,
	"custom_event_id" text,
	"logical_operator" text DEFAULT 'AND' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"activated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"conditions" jsonb NOT NULL,
	"actions" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "automation_rules_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "automation_runs" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"rule_id" uuid NOT NULL,
	"shipment_id" uuid NOT NULL,
	"tracking_number" text NOT NULL,
	"event" text NOT NULL,
	"event_key" text NOT NULL,
	"matched" boolean NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "automation_runs_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "automation_steps" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"rule_id" uuid NOT NULL,
	"run_id" uuid NOT NULL,
	"shipment_id" uuid NOT NULL,
	"action_index" integer NOT NULL,
	"action_type" text NOT NULL,
	"step" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"sends" integer DEFAULT 0 NOT NULL,
	"detail" text,
	"done_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "automation_steps_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "automation_runs" ADD CONSTRAINT "automation_runs_tenant_id_rule_id_automation_rules_tenant_id_id_fk" FOREIGN KEY ("tenant_id","rule_id") REFERENCES "public"."automation_rules"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "automation_steps" ADD CONSTRAINT "automation_steps_tenant_id_run_id_automation_runs_tenant_id_id_fk" FOREIGN KEY ("tenant_id","run_id") REFERENCES "public"."automation_runs"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "automation_rules_active_idx" ON "automation_rules" USING btree ("tenant_id","active","event_type");--> statement-breakpoint
CREATE UNIQUE INDEX "automation_runs_occurrence_key" ON "automation_runs" USING btree ("tenant_id","rule_id","shipment_id","event_key");--> statement-breakpoint
CREATE INDEX "automation_runs_rule_idx" ON "automation_runs" USING btree ("tenant_id","rule_id","created_at");--> statement-breakpoint
CREATE INDEX "automation_runs_created_idx" ON "automation_runs" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "automation_steps_step_key" ON "automation_steps" USING btree ("tenant_id","run_id","action_index","step");--> statement-breakpoint
CREATE INDEX "automation_steps_due_idx" ON "automation_steps" USING btree ("due_at") WHERE status = 'scheduled';--> statement-breakpoint
CREATE INDEX "automation_steps_rule_shipment_idx" ON "automation_steps" USING btree ("tenant_id","rule_id","shipment_id") WHERE status = 'scheduled';--> statement-breakpoint
CREATE INDEX "automation_steps_sends_idx" ON "automation_steps" USING btree ("tenant_id","rule_id","done_at") WHERE sends > 0;
-- Inbound SMS (STOP and START replies) and quiet hours (part 3 "Inbound SMS", decision 0060).
CREATE TABLE "sms_opt_outs" (
	"tenant_id" uuid NOT NULL,
	"phone_number" text NOT NULL,
	"keyword" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sms_opt_outs_tenant_id_phone_number_pk" PRIMARY KEY("tenant_id","phone_number")
);
--> statement-breakpoint
CREATE TABLE "sms_settings" (
	"tenant_id" uuid PRIMARY KEY NOT NULL,
	"quiet_hours_start" text,
	"quiet_hours_end" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sms_opt_outs" ADD CONSTRAINT "sms_opt_outs_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_settings" ADD CONSTRAINT "sms_settings_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mail_outbox_sms_recipient_idx" ON "mail_outbox" USING btree ("to_address","created_at") WHERE "mail_outbox"."channel" = 'sms';
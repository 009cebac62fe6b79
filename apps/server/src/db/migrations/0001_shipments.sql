CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE TABLE "checkpoints" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"shipment_id" uuid NOT NULL,
	"checkpoint_time" timestamp with time zone,
	"tag" text NOT NULL,
	"subtag" text,
	"message" text NOT NULL,
	"location" text,
	"country_iso" text,
	"dedupe_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shipment_status_counts" (
	"tenant_id" uuid NOT NULL,
	"status" text NOT NULL,
	"count" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "shipment_status_counts_tenant_id_status_pk" PRIMARY KEY("tenant_id","status")
);
--> statement-breakpoint
CREATE TABLE "shipments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"tracking_number" text NOT NULL,
	"slug" text NOT NULL,
	"current_status" text DEFAULT 'Pending' NOT NULL,
	"assigned_id" uuid,
	"source" text DEFAULT 'Web' NOT NULL,
	"order_id" text,
	"order_url" text,
	"customer_name" text,
	"customer_emails" text[] DEFAULT '{}'::text[] NOT NULL,
	"other_emails" text[] DEFAULT '{}'::text[] NOT NULL,
	"customer_phone_numbers" text[] DEFAULT '{}'::text[] NOT NULL,
	"postal_code" text,
	"tracking_ship_date" date,
	"shipment_type" text,
	"origin_country" text,
	"origin_state" text,
	"destination_country" text,
	"destination_state" text,
	"expected_delivery" timestamp with time zone,
	"delivery_time" integer,
	"shipped_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"last_checkpoint_message" text,
	"last_checkpoint_location" text,
	"last_checkpoint_time" timestamp with time zone,
	"last_checkpoint_tag" text,
	"tag_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shipments_status_check" CHECK ("shipments"."current_status" in ('Pending','InfoReceived','InTransit','OutForDelivery','Delivered','Exception','FailedAttempt','Expired'))
);
--> statement-breakpoint
CREATE TABLE "tags" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"tag_name" text NOT NULL,
	"tag_color" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "invite" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "active" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "checkpoints" ADD CONSTRAINT "checkpoints_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tags" ADD CONSTRAINT "tags_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "checkpoints_tenant_shipment_dedupe_key" ON "checkpoints" USING btree ("tenant_id","shipment_id","dedupe_key");--> statement-breakpoint
CREATE INDEX "checkpoints_tenant_shipment_time_idx" ON "checkpoints" USING btree ("tenant_id","shipment_id","checkpoint_time" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "shipments_tenant_courier_number_key" ON "shipments" USING btree ("tenant_id","slug","tracking_number");--> statement-breakpoint
CREATE INDEX "shipments_tenant_created_idx" ON "shipments" USING btree ("tenant_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "shipments_tenant_status_created_idx" ON "shipments" USING btree ("tenant_id","current_status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "shipments_tenant_assigned_created_idx" ON "shipments" USING btree ("tenant_id","assigned_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "shipments_tenant_origin_idx" ON "shipments" USING btree ("tenant_id","origin_country");--> statement-breakpoint
CREATE INDEX "shipments_tenant_destination_idx" ON "shipments" USING btree ("tenant_id","destination_country");--> statement-breakpoint
CREATE INDEX "shipments_tenant_shipped_idx" ON "shipments" USING btree ("tenant_id","shipped_at");--> statement-breakpoint
CREATE INDEX "shipments_tag_ids_idx" ON "shipments" USING gin ("tag_ids");--> statement-breakpoint
CREATE INDEX "shipments_search_idx" ON "shipments" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "tags_tenant_name_key" ON "tags" USING btree ("tenant_id",lower("tag_name"));
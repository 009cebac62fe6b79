CREATE TABLE "shipment_delivery_rollups" (
	"tenant_id" uuid NOT NULL,
	"grain" smallint NOT NULL,
	"period" date NOT NULL,
	"slug" text NOT NULL,
	"assigned_key" uuid NOT NULL,
	"count" bigint NOT NULL,
	"day_bucket" smallint NOT NULL,
	"days_sum" bigint NOT NULL,
	CONSTRAINT "shipment_delivery_rollups_pk" PRIMARY KEY("tenant_id","grain","period","slug","day_bucket","assigned_key")
);
--> statement-breakpoint
CREATE TABLE "shipment_destination_rollups" (
	"tenant_id" uuid NOT NULL,
	"grain" smallint NOT NULL,
	"period" date NOT NULL,
	"slug" text NOT NULL,
	"assigned_key" uuid NOT NULL,
	"count" bigint NOT NULL,
	"destination_country" text NOT NULL,
	CONSTRAINT "shipment_destination_rollups_pk" PRIMARY KEY("tenant_id","grain","period","slug","destination_country","assigned_key")
);
--> statement-breakpoint
CREATE TABLE "shipment_status_rollups" (
	"tenant_id" uuid NOT NULL,
	"grain" smallint NOT NULL,
	"period" date NOT NULL,
	"slug" text NOT NULL,
	"assigned_key" uuid NOT NULL,
	"count" bigint NOT NULL,
	"status" text NOT NULL,
	CONSTRAINT "shipment_status_rollups_pk" PRIMARY KEY("tenant_id","grain","period","slug","status","assigned_key")
);

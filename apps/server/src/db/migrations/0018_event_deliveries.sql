CREATE TABLE "event_deliveries" (
	"tenant_id" uuid NOT NULL,
	"consumer" text NOT NULL,
	"event_id" bigint NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"due_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"dead_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_deliveries_tenant_id_consumer_event_id_pk" PRIMARY KEY("tenant_id","consumer","event_id")
);
--> statement-breakpoint
CREATE INDEX "event_deliveries_due_idx" ON "event_deliveries" USING btree ("consumer","due_at","event_id") WHERE "event_deliveries"."dead_at" is null;
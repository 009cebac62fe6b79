CREATE TABLE "digest_sends" (
	"tenant_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"day" date NOT NULL,
	"outcome" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "digest_sends_tenant_id_user_id_day_pk" PRIMARY KEY("tenant_id","user_id","day")
);
--> statement-breakpoint
CREATE TABLE "digest_tallies" (
	"tenant_id" uuid NOT NULL,
	"bucket" timestamp with time zone NOT NULL,
	"assigned_key" uuid NOT NULL,
	"created" integer DEFAULT 0 NOT NULL,
	"delivered" integer DEFAULT 0 NOT NULL,
	"exceptions" integer DEFAULT 0 NOT NULL,
	"failed_attempts" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "digest_tallies_tenant_id_bucket_assigned_key_pk" PRIMARY KEY("tenant_id","bucket","assigned_key")
);
--> statement-breakpoint
ALTER TABLE "digest_sends" ADD CONSTRAINT "digest_sends_tenant_id_user_id_users_tenant_id_id_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The tallies start with what is stored: the last two days' additions and deliveries, so the
-- first digest after the upgrade is complete for those (exceptions and failed attempts had no
-- time of their own before; they are counted from now on).
INSERT INTO "digest_tallies" ("tenant_id", "bucket", "assigned_key", "created", "delivered")
SELECT "tenant_id", "bucket", "assigned_key", sum("created")::int, sum("delivered")::int FROM (
	SELECT "tenant_id", date_bin('15 minutes', "created_at", TIMESTAMPTZ '2000-01-01 00:00:00+00') AS "bucket",
		coalesce("assigned_id", '00000000-0000-0000-0000-000000000000') AS "assigned_key", 1 AS "created", 0 AS "delivered"
	FROM "shipments" WHERE "created_at" >= now() - interval '2 days'
	UNION ALL
	SELECT "tenant_id", date_bin('15 minutes', "delivered_at", TIMESTAMPTZ '2000-01-01 00:00:00+00'),
		coalesce("assigned_id", '00000000-0000-0000-0000-000000000000'), 0, 1
	FROM "shipments" WHERE "delivered_at" >= now() - interval '2 days'
) AS "counted"
GROUP BY "tenant_id", "bucket", "assigned_key";

-- Delivery performance (decision 0064): per-shipment facts of its scans and the rollup by courier and lane, filled for the shipments already stored.
CREATE TABLE "shipment_performance_rollups" (
	"tenant_id" uuid NOT NULL,
	"grain" smallint NOT NULL,
	"period" date NOT NULL,
	"slug" text NOT NULL,
	"assigned_key" uuid NOT NULL,
	"count" bigint NOT NULL,
	"origin_country" text NOT NULL,
	"destination_country" text NOT NULL,
	"delivered" integer DEFAULT 0 NOT NULL,
	"promised" integer DEFAULT 0 NOT NULL,
	"on_time" integer DEFAULT 0 NOT NULL,
	"first_attempt" integer DEFAULT 0 NOT NULL,
	"exception" integer DEFAULT 0 NOT NULL,
	"transit_0" integer DEFAULT 0 NOT NULL,
	"transit_1" integer DEFAULT 0 NOT NULL,
	"transit_2" integer DEFAULT 0 NOT NULL,
	"transit_3" integer DEFAULT 0 NOT NULL,
	"transit_4" integer DEFAULT 0 NOT NULL,
	"transit_5" integer DEFAULT 0 NOT NULL,
	"transit_6" integer DEFAULT 0 NOT NULL,
	"transit_7" integer DEFAULT 0 NOT NULL,
	"transit_8" integer DEFAULT 0 NOT NULL,
	"transit_9" integer DEFAULT 0 NOT NULL,
	"transit_10" integer DEFAULT 0 NOT NULL,
	"transit_11" integer DEFAULT 0 NOT NULL,
	"transit_12" integer DEFAULT 0 NOT NULL,
	"transit_13" integer DEFAULT 0 NOT NULL,
	"transit_14" integer DEFAULT 0 NOT NULL,
	"transit_15" integer DEFAULT 0 NOT NULL,
	"transit_16" integer DEFAULT 0 NOT NULL,
	"transit_17" integer DEFAULT 0 NOT NULL,
	"transit_18" integer DEFAULT 0 NOT NULL,
	"transit_19" integer DEFAULT 0 NOT NULL,
	"transit_20" integer DEFAULT 0 NOT NULL,
	"transit_21" integer DEFAULT 0 NOT NULL,
	"transit_22" integer DEFAULT 0 NOT NULL,
	"transit_23" integer DEFAULT 0 NOT NULL,
	"transit_24" integer DEFAULT 0 NOT NULL,
	"transit_25" integer DEFAULT 0 NOT NULL,
	"transit_26" integer DEFAULT 0 NOT NULL,
	"transit_27" integer DEFAULT 0 NOT NULL,
	"transit_28" integer DEFAULT 0 NOT NULL,
	"transit_29" integer DEFAULT 0 NOT NULL,
	"transit_30" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "shipment_performance_rollups_pk" PRIMARY KEY("tenant_id","grain","period","slug","origin_country","destination_country","assigned_key")
);
--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "failed_attempt_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "exception_seen" boolean DEFAULT false NOT NULL;--> statement-breakpoint
UPDATE "shipments" s SET "failed_attempt_at" = f.failed_attempt_at, "exception_seen" = f.exception_seen
FROM (
  SELECT tenant_id, shipment_id, min(coalesce(checkpoint_time, created_at)) FILTER (WHERE tag = 'FailedAttempt') AS failed_attempt_at,
    bool_or(tag = 'Exception') AS exception_seen
  FROM "checkpoints" WHERE NOT informational AND tag IN ('FailedAttempt', 'Exception')
  GROUP BY tenant_id, shipment_id
) f
WHERE s.tenant_id = f.tenant_id AND s.id = f.shipment_id;--> statement-breakpoint
INSERT INTO "shipment_performance_rollups" (tenant_id, grain, period, slug, origin_country, destination_country, assigned_key,
  count, delivered, promised, on_time, first_attempt, exception, transit_0, transit_1, transit_2, transit_3, transit_4, transit_5, transit_6, transit_7, transit_8, transit_9, transit_10, transit_11, transit_12, transit_13, transit_14, transit_15, transit_16, transit_17, transit_18, transit_19, transit_20, transit_21, transit_22, transit_23, transit_24, transit_25, transit_26, transit_27, transit_28, transit_29, transit_30)
SELECT f.tenant_id, g.grain, CASE WHEN g.grain = 9 THEN f.account_week ELSE date_trunc(g.unit, f.day)::date END, f.slug, k.origin, k.destination, f.assigned_key,
    count(*), count(*) FILTER (WHERE f.delivered), count(*) FILTER (WHERE f.promised), count(*) FILTER (WHERE f.on_time),
    count(*) FILTER (WHERE f.first_attempt), count(*) FILTER (WHERE f.exception_seen),
    count(*) FILTER (WHERE f.transit_day = 0),
    count(*) FILTER (WHERE f.transit_day = 1),
    count(*) FILTER (WHERE f.transit_day = 2),
    count(*) FILTER (WHERE f.transit_day = 3),
    count(*) FILTER (WHERE f.transit_day = 4),
    count(*) FILTER (WHERE f.transit_day = 5),
    count(*) FILTER (WHERE f.transit_day = 6),
    count(*) FILTER (WHERE f.transit_day = 7),
    count(*) FILTER (WHERE f.transit_day = 8),
    count(*) FILTER (WHERE f.transit_day = 9),
    count(*) FILTER (WHERE f.transit_day = 10),
    count(*) FILTER (WHERE f.transit_day = 11),
    count(*) FILTER (WHERE f.transit_day = 12),
    count(*) FILTER (WHERE f.transit_day = 13),
    count(*) FILTER (WHERE f.transit_day = 14),
    count(*) FILTER (WHERE f.transit_day = 15),
    count(*) FILTER (WHERE f.transit_day = 16),
    count(*) FILTER (WHERE f.transit_day = 17),
    count(*) FILTER (WHERE f.transit_day = 18),
    count(*) FILTER (WHERE f.transit_day = 19),
    count(*) FILTER (WHERE f.transit_day = 20),
    count(*) FILTER (WHERE f.transit_day = 21),
    count(*) FILTER (WHERE f.transit_day = 22),
    count(*) FILTER (WHERE f.transit_day = 23),
    count(*) FILTER (WHERE f.transit_day = 24),
    count(*) FILTER (WHERE f.transit_day = 25),
    count(*) FILTER (WHERE f.transit_day = 26),
    count(*) FILTER (WHERE f.transit_day = 27),
    count(*) FILTER (WHERE f.transit_day = 28),
    count(*) FILTER (WHERE f.transit_day = 29),
    count(*) FILTER (WHERE f.transit_day = 30)
FROM (
  SELECT s.tenant_id, (s.created_at AT TIME ZONE 'UTC')::date AS day, s.slug, coalesce(s.origin_country, '') AS origin_key,
    coalesce(s.destination_country, '') AS destination_key, coalesce(s.assigned_id, '00000000-0000-0000-0000-000000000000'::uuid) AS assigned_key,
    s.current_status = 'Delivered' AS delivered,
    s.current_status = 'Delivered' AND s.promised_delivery IS NOT NULL AND s.delivered_at IS NOT NULL AS promised,
    s.current_status = 'Delivered' AND s.promised_delivery IS NOT NULL AND s.delivered_at IS NOT NULL
      AND (s.delivered_at AT TIME ZONE coalesce(z.time_zone, 'UTC'))::date <= s.promised_delivery AS on_time,
    s.current_status = 'Delivered' AND coalesce(s.failed_attempt_at >= s.delivered_at, s.failed_attempt_at IS NULL) AS first_attempt,
    s.exception_seen,
    CASE WHEN s.current_status = 'Delivered' AND s.delivery_time IS NOT NULL THEN least(greatest(s.delivery_time, 0), 30) END AS transit_day,
    date_trunc('week', s.created_at AT TIME ZONE coalesce(z.time_zone, 'UTC'))::date AS account_week
  FROM "shipments" s
  LEFT JOIN (
    SELECT DISTINCT ON (tenant_id) tenant_id, time_zone FROM "users" WHERE user_type = 'user' ORDER BY tenant_id, created_at, id
  ) z ON z.tenant_id = s.tenant_id
) f
CROSS JOIN (VALUES (4::smallint, 'year'), (7::smallint, 'month'), (8::smallint, 'week'), (9::smallint, 'week'), (10::smallint, 'day')) g(grain, unit)
CROSS JOIN LATERAL (VALUES (f.origin_key, f.destination_key), ('*', '*'), ('*', f.destination_key)) k(origin, destination)
GROUP BY 1, 2, 3, 4, 5, 6, 7;

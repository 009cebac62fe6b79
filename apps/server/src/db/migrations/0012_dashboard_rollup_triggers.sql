-- The dashboard rollups (decision 0012) kept exact in the transaction of every change to
-- shipments: one statement-level trigger per operation reads the transition tables, turns the
-- changed rows into signed facts (+1 for a new row version, -1 for an old one), and adds them
-- to the year, month and day rows of the three rollups at once. The status and destination
-- rollups also keep every fact under the courier '*' (all couriers), so a figure without a
-- courier filter reads a handful of rows per period instead of one per courier.
--
-- This function only builds that statement around `changes` (a SELECT over the transition
-- tables): each trigger function EXECUTEs it itself, because transition tables are visible to
-- the trigger's own statements only, not to a function it calls.
CREATE FUNCTION shipment_rollups_statement(changes text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT format($sql$
    WITH facts AS (
      SELECT c.tenant_id, g.grain,
        date_trunc(g.unit, c.created_at AT TIME ZONE 'UTC')::date AS period,
        c.slug, c.current_status, c.destination_country,
        coalesce(c.assigned_id, '00000000-0000-0000-0000-000000000000'::uuid) AS assigned_key,
        c.delivery_time, c.sign
      FROM (%s) c
      CROSS JOIN (VALUES (4::smallint, 'year'), (7::smallint, 'month'), (10::smallint, 'day')) g(grain, unit)
    ), by_status AS (
      INSERT INTO shipment_status_rollups AS r (tenant_id, grain, period, slug, status, assigned_key, count)
      SELECT tenant_id, grain, period, k.slug, current_status, assigned_key, sum(sign)
      FROM facts CROSS JOIN LATERAL (VALUES (facts.slug), ('*')) k(slug)
      GROUP BY 1, 2, 3, 4, 5, 6 HAVING sum(sign) <> 0
      -- One order for every writer, so two concurrent statements cannot deadlock on these rows.
      ORDER BY 1, 2, 3, 4, 5, 6
      ON CONFLICT ON CONSTRAINT shipment_status_rollups_pk DO UPDATE SET count = r.count + EXCLUDED.count
    ), by_destination AS (
      INSERT INTO shipment_destination_rollups AS r (tenant_id, grain, period, slug, destination_country, assigned_key, count)
      SELECT tenant_id, grain, period, k.slug, destination_country, assigned_key, sum(sign)
      FROM facts CROSS JOIN LATERAL (VALUES (facts.slug), ('*')) k(slug) WHERE destination_country IS NOT NULL
      GROUP BY 1, 2, 3, 4, 5, 6 HAVING sum(sign) <> 0 ORDER BY 1, 2, 3, 4, 5, 6
      ON CONFLICT ON CONSTRAINT shipment_destination_rollups_pk DO UPDATE SET count = r.count + EXCLUDED.count
    )
    INSERT INTO shipment_delivery_rollups AS r (tenant_id, grain, period, slug, day_bucket, assigned_key, count, days_sum)
    SELECT tenant_id, grain, period, slug, least(delivery_time, 10), assigned_key, sum(sign), sum(sign * delivery_time)
    FROM facts WHERE current_status = 'Delivered' AND delivery_time IS NOT NULL
    GROUP BY 1, 2, 3, 4, 5, 6 HAVING sum(sign) <> 0 OR sum(sign * delivery_time) <> 0 ORDER BY 1, 2, 3, 4, 5, 6
    ON CONFLICT ON CONSTRAINT shipment_delivery_rollups_pk
      DO UPDATE SET count = r.count + EXCLUDED.count, days_sum = r.days_sum + EXCLUDED.days_sum
  $sql$, changes)
$$;
--> statement-breakpoint
CREATE FUNCTION shipment_rollups_after_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE shipment_rollups_statement('SELECT n.*, 1 AS sign FROM new_rows n');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION shipment_rollups_after_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE shipment_rollups_statement('SELECT o.*, -1 AS sign FROM old_rows o');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION shipment_rollups_after_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Only rows whose counted columns changed: the scheduler's lease updates touch none of them.
  EXECUTE shipment_rollups_statement($changes$
    SELECT o.*, -1 AS sign FROM old_rows o JOIN new_rows n ON n.id = o.id
      WHERE (o.tenant_id, o.created_at, o.slug, o.current_status, o.destination_country, o.assigned_id, o.delivery_time)
        IS DISTINCT FROM (n.tenant_id, n.created_at, n.slug, n.current_status, n.destination_country, n.assigned_id, n.delivery_time)
    UNION ALL
    SELECT n.*, 1 AS sign FROM old_rows o JOIN new_rows n ON n.id = o.id
      WHERE (o.tenant_id, o.created_at, o.slug, o.current_status, o.destination_country, o.assigned_id, o.delivery_time)
        IS DISTINCT FROM (n.tenant_id, n.created_at, n.slug, n.current_status, n.destination_country, n.assigned_id, n.delivery_time)
  $changes$);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER shipments_rollups_insert AFTER INSERT ON shipments
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION shipment_rollups_after_insert();
--> statement-breakpoint
CREATE TRIGGER shipments_rollups_delete AFTER DELETE ON shipments
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION shipment_rollups_after_delete();
--> statement-breakpoint
CREATE TRIGGER shipments_rollups_update AFTER UPDATE ON shipments
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION shipment_rollups_after_update();
--> statement-breakpoint
-- The shipments already stored: counted once, as if they had all just been inserted. The
-- triggers above are created in the same transaction, so no change slips between.
DO $$ BEGIN EXECUTE shipment_rollups_statement('SELECT s.*, 1 AS sign FROM shipments s'); END $$;

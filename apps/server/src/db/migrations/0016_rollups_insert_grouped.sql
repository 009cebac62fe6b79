-- Inserts and deletes (imports, bulk deletes) change many rows that share a UTC day and the
-- counted columns: those rows become one fact whose sign is their count, so a 4,000-row batch
-- adds up a handful of facts instead of 24,000 (three grains, each courier and '*'). The
-- figures stay exact: every fact only counts rows or sums their delivery times, and a day
-- lies in one month and one year.
CREATE FUNCTION shipment_rollups_grouped(transition text, sign int) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT format($sql$
    SELECT t.tenant_id, date_trunc('day', t.created_at, 'UTC') AS created_at, t.slug, t.current_status,
      t.destination_country, t.assigned_id, t.delivery_time, %s * count(*)::int AS sign
    FROM %I t GROUP BY 1, 2, 3, 4, 5, 6, 7
  $sql$, sign, transition)
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION shipment_rollups_after_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE shipment_rollups_statement(shipment_rollups_grouped('new_rows', 1));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION shipment_rollups_after_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE shipment_rollups_statement(shipment_rollups_grouped('old_rows', -1));
  RETURN NULL;
END $$;

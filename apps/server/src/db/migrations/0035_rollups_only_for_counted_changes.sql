-- The rollups' statement is built and planned afresh at every EXECUTE (about 1 ms). Most
-- updates change no counted column (tags, edits, the scheduler's leases, courier scans that keep
-- the status): a cheap check, planned once per connection, now spares them the statement.
CREATE OR REPLACE FUNCTION shipment_rollups_after_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT EXISTS (
    SELECT 1 FROM old_rows o JOIN new_rows n ON n.id = o.id
      WHERE (o.tenant_id, o.created_at, o.slug, o.current_status, o.destination_country, o.assigned_id, o.delivery_time)
        IS DISTINCT FROM (n.tenant_id, n.created_at, n.slug, n.current_status, n.destination_country, n.assigned_id, n.delivery_time)
  ) THEN
    RETURN NULL;
  END IF;
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

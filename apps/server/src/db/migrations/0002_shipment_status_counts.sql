-- Exact shipment counts per tenant and status, maintained per statement from the
-- transition tables so a bulk insert or update touches each counter row once.
CREATE FUNCTION shipment_counts_after_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO shipment_status_counts AS c (tenant_id, status, count)
  SELECT tenant_id, current_status, count(*) FROM new_rows GROUP BY tenant_id, current_status
  ON CONFLICT (tenant_id, status) DO UPDATE SET count = c.count + EXCLUDED.count;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION shipment_counts_after_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE shipment_status_counts c SET count = c.count - d.n
  FROM (SELECT tenant_id, current_status, count(*) AS n FROM old_rows GROUP BY tenant_id, current_status) d
  WHERE c.tenant_id = d.tenant_id AND c.status = d.current_status;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION shipment_counts_after_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Net change per (tenant, status): +1 for each new status, -1 for each old one.
  INSERT INTO shipment_status_counts AS c (tenant_id, status, count)
  SELECT tenant_id, status, sum(delta) FROM (
    SELECT n.tenant_id, n.current_status AS status, 1 AS delta
      FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE o.current_status IS DISTINCT FROM n.current_status
    UNION ALL
    SELECT o.tenant_id, o.current_status, -1
      FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE o.current_status IS DISTINCT FROM n.current_status
  ) changes GROUP BY tenant_id, status
  ON CONFLICT (tenant_id, status) DO UPDATE SET count = c.count + EXCLUDED.count;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER shipments_count_insert AFTER INSERT ON shipments
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION shipment_counts_after_insert();
--> statement-breakpoint
CREATE TRIGGER shipments_count_delete AFTER DELETE ON shipments
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION shipment_counts_after_delete();
--> statement-breakpoint
CREATE TRIGGER shipments_count_update AFTER UPDATE ON shipments
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION shipment_counts_after_update();

-- The shipments module now keeps the status counts and the dashboard's rollups itself, in the
-- statement or transaction of each change (modules/shipments/counters.ts, decision 0053). The
-- statement-level triggers with transition tables go: a distributed database refuses them, and
-- they made every large statement on shipments pay for a join of its whole old and new rows,
-- even one that changed no counted column. The counters stay as they are: they were exact.
DROP TRIGGER shipments_count_insert ON shipments;
--> statement-breakpoint
DROP TRIGGER shipments_count_delete ON shipments;
--> statement-breakpoint
DROP TRIGGER shipments_count_update ON shipments;
--> statement-breakpoint
DROP TRIGGER shipments_rollups_insert ON shipments;
--> statement-breakpoint
DROP TRIGGER shipments_rollups_delete ON shipments;
--> statement-breakpoint
DROP TRIGGER shipments_rollups_update ON shipments;
--> statement-breakpoint
DROP FUNCTION shipment_counts_after_insert();
--> statement-breakpoint
DROP FUNCTION shipment_counts_after_delete();
--> statement-breakpoint
DROP FUNCTION shipment_counts_after_update();
--> statement-breakpoint
DROP FUNCTION shipment_rollups_after_insert();
--> statement-breakpoint
DROP FUNCTION shipment_rollups_after_delete();
--> statement-breakpoint
DROP FUNCTION shipment_rollups_after_update();
--> statement-breakpoint
DROP FUNCTION shipment_rollups_grouped(text, int);
--> statement-breakpoint
DROP FUNCTION shipment_rollups_statement(text);

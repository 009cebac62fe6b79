-- Filter indexes that also carry the other filter columns: whichever filter is the most
-- selective, the rest are checked inside the index and the table is not read (index-only),
-- both for the page (ordered by created_at, id) and for its exact count.
CREATE INDEX "shipments_tenant_courier_filter_idx" ON "shipments" USING btree ("tenant_id", "slug")
  INCLUDE ("current_status", "origin_country", "destination_country", "assigned_id", "created_at", "id");
--> statement-breakpoint
CREATE INDEX "shipments_tenant_origin_filter_idx" ON "shipments" USING btree ("tenant_id", "origin_country")
  INCLUDE ("current_status", "slug", "destination_country", "assigned_id", "created_at", "id");
--> statement-breakpoint
CREATE INDEX "shipments_tenant_destination_filter_idx" ON "shipments" USING btree ("tenant_id", "destination_country")
  INCLUDE ("current_status", "slug", "origin_country", "assigned_id", "created_at", "id");

-- Courier with destination ("all FedEx parcels to the UK") is the most common pair of filters:
-- key the courier index by both, so that pair reads only its own entries, while a courier
-- alone still reads one contiguous range.
DROP INDEX "shipments_tenant_courier_filter_idx";
--> statement-breakpoint
CREATE INDEX "shipments_tenant_courier_filter_idx" ON "shipments" USING btree ("tenant_id", "slug", "destination_country")
  INCLUDE ("current_status", "origin_country", "assigned_id", "created_at", "id");

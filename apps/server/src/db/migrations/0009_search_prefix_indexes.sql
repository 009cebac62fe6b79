-- Search matches what a merchant types at the start of a tracking number, order id, customer
-- name or customer e-mail (case-insensitive): four per-tenant btree ranges, whatever the size.
CREATE INDEX "shipments_search_tracking_idx" ON "shipments" USING btree ("tenant_id", lower("tracking_number") text_pattern_ops);
--> statement-breakpoint
CREATE INDEX "shipments_search_order_idx" ON "shipments" USING btree ("tenant_id", lower("order_id") text_pattern_ops);
--> statement-breakpoint
CREATE INDEX "shipments_search_name_idx" ON "shipments" USING btree ("tenant_id", lower("customer_name") text_pattern_ops);
--> statement-breakpoint
CREATE INDEX "shipments_search_email_idx" ON "shipments" USING btree ("tenant_id", lower("customer_emails"[1]) text_pattern_ops);
--> statement-breakpoint
-- The planner needs statistics on the new expressions to choose these indexes at once.
ANALYZE "shipments";

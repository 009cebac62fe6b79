DROP INDEX "shipments_tenant_created_idx";--> statement-breakpoint
DROP INDEX "shipments_tenant_status_created_idx";--> statement-breakpoint
DROP INDEX "shipments_tenant_assigned_created_idx";--> statement-breakpoint
CREATE INDEX "shipments_tenant_created_idx" ON "shipments" USING btree ("tenant_id","created_at","id");--> statement-breakpoint
CREATE INDEX "shipments_tenant_status_created_idx" ON "shipments" USING btree ("tenant_id","current_status","created_at","id");--> statement-breakpoint
CREATE INDEX "shipments_tenant_assigned_created_idx" ON "shipments" USING btree ("tenant_id","assigned_id","created_at","id");
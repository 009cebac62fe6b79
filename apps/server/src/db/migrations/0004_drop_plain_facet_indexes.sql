DROP INDEX "shipments_tenant_origin_idx";--> statement-breakpoint
DROP INDEX "shipments_tenant_destination_idx";
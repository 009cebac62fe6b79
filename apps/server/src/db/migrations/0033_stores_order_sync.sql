-- Stores (WooCommerce, Magento) sync their fulfilled orders into shipments (decision 0034): where the
-- next sync reads from, the running sync's claim, the merchant's request and the last sync's counts. The
-- partial index serves the worker's scan for stores due, across tenants.
ALTER TABLE "stores" ADD COLUMN "sync_cursor" text;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "sync_started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "sync_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "last_synced_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "last_sync_orders" integer;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "last_sync_created" integer;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "last_sync_error" text;--> statement-breakpoint
CREATE INDEX "stores_sync_due_idx" ON "stores" USING btree ("last_synced_at") WHERE channel_id in (4, 5) and active = 1;
-- Stores sync their orders into shipments (decision 0034); store-app installs wait in store_install_states and
-- store_installs until the merchant signs in and links them (decision 0035). The partial index serves the
-- worker's scan for stores due across tenants; (channel_id, url) finds a store app's store by its shop.
CREATE TABLE "store_install_states" (
	"state" text PRIMARY KEY NOT NULL,
	"channel_id" integer NOT NULL,
	"shop" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store_installs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"channel_id" integer NOT NULL,
	"shop_name" text NOT NULL,
	"shop_url" text NOT NULL,
	"owner_email" text,
	"key1" text,
	"key2" text,
	"key3" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "sync_cursor" text;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "sync_started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "last_synced_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "last_sync_orders" integer;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "last_sync_created" integer;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "last_sync_error" text;--> statement-breakpoint
CREATE INDEX "store_installs_expires_idx" ON "store_installs" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "stores_channel_url_idx" ON "stores" USING btree ("channel_id","url");--> statement-breakpoint
CREATE INDEX "stores_sync_due_idx" ON "stores" USING btree ("last_synced_at") WHERE channel_id in (1, 2, 4, 5) and active = 1;
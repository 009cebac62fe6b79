ALTER TABLE "checkpoints" ADD COLUMN "informational" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "checkpoints" ADD COLUMN "unmapped" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "expected_delivery_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "reported_status" text;--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "reported_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "checkpoints_unmapped_idx" ON "checkpoints" USING btree ("subtag") WHERE "checkpoints"."unmapped";--> statement-breakpoint
-- The rows the new rule would misread are repaired first; the trigger below keeps them so.
-- A status that the newest checkpoint does not explain was set by hand: it becomes a stated
-- status as of its last change, so only newer courier news replaces it (decision 0015).
UPDATE "shipments" SET "reported_status" = "current_status", "reported_at" = "updated_at"
WHERE "last_checkpoint_tag" IS NOT NULL AND "current_status" <> "last_checkpoint_tag";
--> statement-breakpoint
-- Open shipments that lost their next check are looked at within the hour; final ones stop.
UPDATE "shipments" SET "next_check_at" = now() + random() * interval '1 hour'
WHERE "current_status" NOT IN ('Delivered', 'Expired') AND "next_check_at" IS NULL;
--> statement-breakpoint
UPDATE "shipments" SET "next_check_at" = NULL
WHERE "current_status" IN ('Delivered', 'Expired') AND "next_check_at" IS NOT NULL;
--> statement-breakpoint
-- The schedule's invariant, whatever path writes a shipment (import, API, bulk change, push,
-- poll, expiry): an open shipment always has a next check, a final one never has.
CREATE FUNCTION shipments_follow_open() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.current_status IN ('Delivered', 'Expired') THEN
    NEW.next_check_at := NULL;
  ELSIF NEW.next_check_at IS NULL THEN
    NEW.next_check_at := now();
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER shipments_follow_open BEFORE INSERT OR UPDATE OF current_status, next_check_at ON shipments
FOR EACH ROW EXECUTE FUNCTION shipments_follow_open();

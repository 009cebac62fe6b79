-- Demo shipments (source 'Demo', DEMO_SOURCE in tracking/provider-choice.ts) tell a finished
-- story: nobody is asked about them and they never expire, so a demo account's bell stays
-- quiet. The schedule's invariant of 0017 now leaves them without a next check, like a final
-- shipment; a refresh asked for by hand still reaches them.
CREATE OR REPLACE FUNCTION shipments_follow_open() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.current_status IN ('Delivered', 'Expired') OR NEW.source = 'Demo' THEN
    NEW.next_check_at := NULL;
  ELSIF NEW.next_check_at IS NULL THEN
    NEW.next_check_at := now();
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
UPDATE "shipments" SET "next_check_at" = NULL WHERE "source" = 'Demo' AND "next_check_at" IS NOT NULL;

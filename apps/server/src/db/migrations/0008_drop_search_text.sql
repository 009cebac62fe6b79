DROP INDEX "shipments_search_idx";--> statement-breakpoint
ALTER TABLE "shipments" DROP COLUMN "search_text";
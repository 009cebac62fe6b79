-- Predicted delivery dates (part 3 "Predicted delivery", decision 0063): our prediction and its basis on each shipment, the date customers are shown and the first one they were shown, and the merchant's choice of date.
ALTER TABLE "shipments" ADD COLUMN "predicted_delivery" date;--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "predicted_earliest" date;--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "predicted_latest" date;--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "prediction_basis" jsonb;--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "customer_delivery_date" date;--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "promised_delivery" date;--> statement-breakpoint
ALTER TABLE "tracking_page_settings" ADD COLUMN "delivery_date_source" text DEFAULT 'courier_first' NOT NULL;--> statement-breakpoint
CREATE INDEX "shipments_tenant_customer_date_idx" ON "shipments" USING btree ("tenant_id","customer_delivery_date") WHERE "shipments"."current_status" not in ('Delivered', 'Expired') and "shipments"."customer_delivery_date" is not null;
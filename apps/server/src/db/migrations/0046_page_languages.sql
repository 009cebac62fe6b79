-- Languages of the public page (part 3 "Languages and customers", decision 0061).
ALTER TABLE "tracking_page_settings" ADD COLUMN "default_language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "tracking_page_settings" ADD COLUMN "texts" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "tracking_page_templates" ADD COLUMN "language" text;
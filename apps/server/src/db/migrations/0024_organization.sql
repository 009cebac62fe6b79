ALTER TABLE "tenants" ADD COLUMN "company_name" text;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "contact_no" text;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "address1" text;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "address2" text;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "city" text;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "state" text;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "country_iso" text DEFAULT 'IN' NOT NULL;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "zipcode" text;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "website_url" text;--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "logo_key" text;
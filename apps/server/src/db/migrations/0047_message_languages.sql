-- Messages per language (part 3 "Languages and customers", decision 0062): the customer's language on a shipment, and e-mail and SMS templates' variants per language.
ALTER TABLE "shipments" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "email_templates" ADD COLUMN "variants" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "sms_templates" ADD COLUMN "variants" jsonb DEFAULT '[]'::jsonb NOT NULL;
-- Every tenant table's primary key and foreign keys lead with tenant_id, so the schema can be
-- distributed by tenant_id (Citus, see docs/scaling.md): foreign keys first, then the keys they rest on.
ALTER TABLE "known_devices" DROP CONSTRAINT "known_devices_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "password_resets" DROP CONSTRAINT "password_resets_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "sessions" DROP CONSTRAINT "sessions_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "checkpoints" DROP CONSTRAINT "checkpoints_shipment_id_shipments_id_fk";
--> statement-breakpoint
ALTER TABLE "stores" DROP CONSTRAINT "stores_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "file_jobs" DROP CONSTRAINT "file_jobs_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT "users_pkey";
--> statement-breakpoint
ALTER TABLE "sessions" DROP CONSTRAINT "sessions_pkey";
--> statement-breakpoint
ALTER TABLE "password_resets" DROP CONSTRAINT "password_resets_pkey";
--> statement-breakpoint
ALTER TABLE "roles" DROP CONSTRAINT "roles_pkey";
--> statement-breakpoint
ALTER TABLE "shipments" DROP CONSTRAINT "shipments_pkey";
--> statement-breakpoint
ALTER TABLE "checkpoints" DROP CONSTRAINT "checkpoints_pkey";
--> statement-breakpoint
ALTER TABLE "tags" DROP CONSTRAINT "tags_pkey";
--> statement-breakpoint
ALTER TABLE "events" DROP CONSTRAINT "events_pkey";
--> statement-breakpoint
ALTER TABLE "file_jobs" DROP CONSTRAINT "file_jobs_pkey";
--> statement-breakpoint
ALTER TABLE "mail_outbox" DROP CONSTRAINT "mail_outbox_pkey";
--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_pkey";
--> statement-breakpoint
ALTER TABLE "stores" DROP CONSTRAINT "stores_pkey";
--> statement-breakpoint
-- Every message is queued by a tenant; none was ever written without one.
DELETE FROM "mail_outbox" WHERE "tenant_id" IS NULL;
--> statement-breakpoint
ALTER TABLE "mail_outbox" ALTER COLUMN "tenant_id" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_tenant_id_id_pk" PRIMARY KEY("tenant_id","id");
--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_tenant_id_id_pk" PRIMARY KEY("tenant_id","id");
--> statement-breakpoint
ALTER TABLE "password_resets" ADD CONSTRAINT "password_resets_tenant_id_id_pk" PRIMARY KEY("tenant_id","id");
--> statement-breakpoint
ALTER TABLE "roles" ADD CONSTRAINT "roles_tenant_id_id_pk" PRIMARY KEY("tenant_id","id");
--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_tenant_id_id_pk" PRIMARY KEY("tenant_id","id");
--> statement-breakpoint
ALTER TABLE "checkpoints" ADD CONSTRAINT "checkpoints_tenant_id_id_pk" PRIMARY KEY("tenant_id","id");
--> statement-breakpoint
ALTER TABLE "tags" ADD CONSTRAINT "tags_tenant_id_id_pk" PRIMARY KEY("tenant_id","id");
--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_tenant_id_id_pk" PRIMARY KEY("tenant_id","id");
--> statement-breakpoint
ALTER TABLE "file_jobs" ADD CONSTRAINT "file_jobs_tenant_id_id_pk" PRIMARY KEY("tenant_id","id");
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_tenant_id_id_pk" PRIMARY KEY("tenant_id","id");
--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_tenant_id_id_pk" PRIMARY KEY("tenant_id","id");
--> statement-breakpoint
ALTER TABLE "stores" ADD CONSTRAINT "stores_tenant_id_id_pk" PRIMARY KEY("tenant_id","id");
--> statement-breakpoint
ALTER TABLE "known_devices" ADD CONSTRAINT "known_devices_tenant_id_user_id_users_tenant_id_id_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "password_resets" ADD CONSTRAINT "password_resets_tenant_id_user_id_users_tenant_id_id_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_tenant_id_user_id_users_tenant_id_id_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "checkpoints" ADD CONSTRAINT "checkpoints_tenant_id_shipment_id_shipments_tenant_id_id_fk" FOREIGN KEY ("tenant_id","shipment_id") REFERENCES "public"."shipments"("tenant_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "stores" ADD CONSTRAINT "stores_tenant_id_user_id_users_tenant_id_id_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_tenant_id_user_id_users_tenant_id_id_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "file_jobs" ADD CONSTRAINT "file_jobs_tenant_id_user_id_users_tenant_id_id_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- 17TRACK's pushes name a shipment by its id alone (decision 0009): a plain index keeps that look-up direct.
CREATE INDEX "shipments_id_idx" ON "shipments" USING btree ("id");

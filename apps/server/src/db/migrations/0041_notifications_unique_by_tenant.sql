-- A notice is stored once per event and user; the key now leads with the tenant, like every
-- other key of a tenant table, so a distributed database can keep it on the tenant's shard.
DROP INDEX "notifications_event_user_key";--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_tenant_event_user_key" ON "notifications" USING btree ("tenant_id","event_id","user_id");

-- UUID version 7 (RFC 9562): 48 bits of Unix milliseconds, the version, then random bits. Built
-- from a random UUID with its first six bytes replaced by the time and its version set to 7
-- (bits 52 and 53 of the byte string turn version 4 into 7). PostgreSQL 18 has uuidv7(); 15-17 do not.
CREATE FUNCTION uuid_v7() RETURNS uuid LANGUAGE sql VOLATILE PARALLEL SAFE AS $$
  SELECT encode(
    set_bit(set_bit(overlay(uuid_send(gen_random_uuid())
      PLACING substring(int8send(floor(extract(epoch FROM clock_timestamp()) * 1000)::bigint) FROM 3) FROM 1 FOR 6), 52, 1), 53, 1),
    'hex')::uuid
$$;--> statement-breakpoint
ALTER TABLE "shipments" ALTER COLUMN "id" SET DEFAULT uuid_v7();

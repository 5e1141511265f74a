-- Issue 40: the in-app notice of a link's first open stays in the Shares list until the founder marks it seen.
ALTER TABLE "dataroom_shares" ADD COLUMN "first_open_seen_at" timestamp with time zone;

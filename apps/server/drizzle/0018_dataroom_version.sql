ALTER TABLE "dataroom_usage" ADD COLUMN "version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Listings are cached per user under dataroom_usage.version; the database moves it on every
-- change, so no write path (nor another server instance) can leave a stale listing behind.
-- One bump per user and transaction is enough (the changes and the version commit together).
CREATE FUNCTION "dataroom_bump_version"(uid uuid) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  bumped text := coalesce(current_setting('uc.dataroom_bumped', true), '');
BEGIN
  IF position(uid::text IN bumped) > 0 THEN RETURN; END IF;
  -- No row when the change is the cascade of the user's own deletion.
  INSERT INTO dataroom_usage (user_id, version)
    SELECT uid, 1 WHERE EXISTS (SELECT 1 FROM users WHERE id = uid)
    ON CONFLICT (user_id) DO UPDATE SET version = dataroom_usage.version + 1;
  PERFORM set_config('uc.dataroom_bumped', bumped || uid::text || ' ', true);
END $$;--> statement-breakpoint
CREATE FUNCTION "dataroom_row_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM dataroom_bump_version(OLD.user_id); END IF;
  IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND NEW.user_id IS DISTINCT FROM OLD.user_id) THEN PERFORM dataroom_bump_version(NEW.user_id); END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
-- Deferred to commit: the usage row is then locked after the changed rows, as moveUsage does,
-- so a bump cannot deadlock with a transaction that changes rows after moving the bytes.
CREATE CONSTRAINT TRIGGER "dataroom_files_version" AFTER INSERT OR UPDATE OR DELETE ON "dataroom_files" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION dataroom_row_changed();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "dataroom_folders_version" AFTER INSERT OR UPDATE OR DELETE ON "dataroom_folders" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION dataroom_row_changed();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "dataroom_file_versions_version" AFTER INSERT OR UPDATE OR DELETE ON "dataroom_file_versions" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION dataroom_row_changed();--> statement-breakpoint
-- The stored bytes are shown in the listing's stats.
CREATE FUNCTION "dataroom_usage_bytes_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.version := NEW.version + 1;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "dataroom_usage_bytes_version" BEFORE UPDATE ON "dataroom_usage" FOR EACH ROW WHEN (OLD.bytes IS DISTINCT FROM NEW.bytes) EXECUTE FUNCTION dataroom_usage_bytes_changed();

-- Default folders are seeded once per user, by the first data-room action of any kind; the flag
-- is stored so deleted defaults never come back (after a restart or on another instance).
ALTER TABLE "dataroom_usage" ADD COLUMN "folders_seeded_at" timestamp with time zone;--> statement-breakpoint
INSERT INTO "dataroom_usage" ("user_id", "folders_seeded_at")
  SELECT DISTINCT "user_id", now() FROM "dataroom_folders"
  ON CONFLICT ("user_id") DO UPDATE SET "folders_seeded_at" = now();--> statement-breakpoint
-- A refunded payment stays "succeeded" (its invoice was paid); revenue is net of refunds.
ALTER TABLE "payments" ADD COLUMN "refunded_at" timestamp with time zone;
--> statement-breakpoint
-- Receipts are mailed once per paid invoice; invoices from before the feature are not mailed now.
ALTER TABLE "invoices" ADD COLUMN "receipt_mailed_at" timestamp with time zone;--> statement-breakpoint
UPDATE "invoices" SET "receipt_mailed_at" = "created_at";--> statement-breakpoint
CREATE INDEX "invoices_receipt_pending_idx" ON "invoices" ("created_at") WHERE "receipt_mailed_at" IS NULL;

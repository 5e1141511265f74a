-- Holds record the instance that took them (a connection setting of each PostgreSQL instance; NULL on PGlite), so
-- another instance releases them once that instance's heartbeat lapses.
ALTER TABLE "credit_ledger" ADD COLUMN "instance_id" text DEFAULT nullif(current_setting('uc.instance', true), '');--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "instance_id" text DEFAULT nullif(current_setting('uc.instance', true), '');--> statement-breakpoint
CREATE TABLE "upload_reservations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"bytes" bigint NOT NULL,
	"instance_id" text DEFAULT nullif(current_setting('uc.instance', true), ''),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
ALTER TABLE "upload_reservations" ADD CONSTRAINT "upload_reservations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "upload_reservations_user_idx" ON "upload_reservations" USING btree ("user_id");

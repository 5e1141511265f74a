CREATE TABLE "dataroom_usage" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"bytes" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "dataroom_usage" ADD CONSTRAINT "dataroom_usage_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dataroom_files_checklist_idx" ON "dataroom_files" USING btree ("user_id","checklist_item") WHERE "dataroom_files"."checklist_item" is not null;
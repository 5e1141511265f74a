CREATE TABLE "dataroom_file_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"file_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"name" text NOT NULL,
	"mime_type" text NOT NULL,
	"size" bigint NOT NULL,
	"sha256" text NOT NULL,
	"storage_key" text NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dataroom_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"folder_id" uuid,
	"checklist_item" text,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"mime_type" text NOT NULL,
	"size" bigint NOT NULL,
	"sha256" text NOT NULL,
	"storage_key" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"is_confidential" boolean DEFAULT false NOT NULL,
	"shared_with" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_by" text DEFAULT 'You' NOT NULL,
	"marked_outdated" boolean DEFAULT false NOT NULL,
	"view_count" integer DEFAULT 0 NOT NULL,
	"download_count" integer DEFAULT 0 NOT NULL,
	"extracted_text" text DEFAULT '' NOT NULL,
	"search_vector" "tsvector",
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dataroom_folders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"parent_id" uuid,
	"slug" text,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"icon" text DEFAULT 'folder' NOT NULL,
	"color" text DEFAULT 'blue' NOT NULL,
	"is_confidential" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "document_jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"startup_idea" text NOT NULL,
	"status" text DEFAULT 'running' NOT NULL,
	"documents" jsonb NOT NULL,
	"credits_charged" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "dataroom_file_versions" ADD CONSTRAINT "dataroom_file_versions_file_id_dataroom_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."dataroom_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dataroom_file_versions" ADD CONSTRAINT "dataroom_file_versions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dataroom_files" ADD CONSTRAINT "dataroom_files_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dataroom_files" ADD CONSTRAINT "dataroom_files_folder_id_dataroom_folders_id_fk" FOREIGN KEY ("folder_id") REFERENCES "public"."dataroom_folders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dataroom_folders" ADD CONSTRAINT "dataroom_folders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dataroom_folders" ADD CONSTRAINT "dataroom_folders_parent_id_dataroom_folders_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."dataroom_folders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_jobs" ADD CONSTRAINT "document_jobs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "dataroom_file_versions_file_version_key" ON "dataroom_file_versions" USING btree ("file_id","version");--> statement-breakpoint
CREATE INDEX "dataroom_file_versions_user_idx" ON "dataroom_file_versions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "dataroom_files_user_updated_idx" ON "dataroom_files" USING btree ("user_id","updated_at");--> statement-breakpoint
CREATE INDEX "dataroom_files_folder_idx" ON "dataroom_files" USING btree ("folder_id");--> statement-breakpoint
CREATE INDEX "dataroom_files_search_idx" ON "dataroom_files" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "dataroom_folders_user_parent_idx" ON "dataroom_folders" USING btree ("user_id","parent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "dataroom_folders_user_slug_key" ON "dataroom_folders" USING btree ("user_id","slug");--> statement-breakpoint
CREATE INDEX "document_jobs_user_created_idx" ON "document_jobs" USING btree ("user_id","created_at");
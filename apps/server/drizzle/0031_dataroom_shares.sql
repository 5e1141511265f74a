CREATE TABLE "dataroom_shares" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"token" text NOT NULL,
	"label" text DEFAULT '' NOT NULL,
	"investor_email" text,
	"scope" text NOT NULL,
	"file_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"folder_id" uuid,
	"expires_at" timestamp with time zone,
	"password_hash" text,
	"email_gate" boolean DEFAULT false NOT NULL,
	"allow_list" text[] DEFAULT '{}'::text[] NOT NULL,
	"deny_list" text[] DEFAULT '{}'::text[] NOT NULL,
	"nda_text" text,
	"allow_download" boolean DEFAULT false NOT NULL,
	"watermark" boolean DEFAULT true NOT NULL,
	"revoked_at" timestamp with time zone,
	"first_opened_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dataroom_shares_scope_check" CHECK ("dataroom_shares"."scope" in ('files', 'folder', 'room'))
);
--> statement-breakpoint
CREATE TABLE "dataroom_share_visits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"share_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"viewer_email" text,
	"email_verified_at" timestamp with time zone,
	"password_ok_at" timestamp with time zone,
	"nda_accepted_at" timestamp with time zone,
	"ip" text DEFAULT '' NOT NULL,
	"user_agent" text DEFAULT '' NOT NULL,
	"event_count" integer DEFAULT 0 NOT NULL,
	"tracked_ms" bigint DEFAULT 0 NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dataroom_share_visit_files" (
	"visit_id" uuid NOT NULL,
	"file_id" uuid NOT NULL,
	"pages" integer DEFAULT 0 NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"downloads" integer DEFAULT 0 NOT NULL,
	"first_viewed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dataroom_share_visit_files_pk" PRIMARY KEY("visit_id","file_id")
);
--> statement-breakpoint
CREATE TABLE "dataroom_share_page_views" (
	"visit_id" uuid NOT NULL,
	"file_id" uuid NOT NULL,
	"page" integer NOT NULL,
	"ms" bigint DEFAULT 0 NOT NULL,
	"first_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dataroom_share_page_views_pk" PRIMARY KEY("visit_id","file_id","page"),
	CONSTRAINT "dataroom_share_page_views_page_check" CHECK ("dataroom_share_page_views"."page" >= 1)
);
--> statement-breakpoint
CREATE TABLE "dataroom_share_nda_acceptances" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"share_id" uuid NOT NULL,
	"visit_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"email" text NOT NULL,
	"email_verified" boolean NOT NULL,
	"nda_text" text NOT NULL,
	"ip" text NOT NULL,
	"user_agent" text DEFAULT '' NOT NULL,
	"accepted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dataroom_share_email_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"visit_id" uuid NOT NULL,
	"email" text NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "dataroom_shares" ADD CONSTRAINT "dataroom_shares_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dataroom_shares" ADD CONSTRAINT "dataroom_shares_folder_id_dataroom_folders_id_fk" FOREIGN KEY ("folder_id") REFERENCES "public"."dataroom_folders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dataroom_share_visits" ADD CONSTRAINT "dataroom_share_visits_share_id_dataroom_shares_id_fk" FOREIGN KEY ("share_id") REFERENCES "public"."dataroom_shares"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dataroom_share_visits" ADD CONSTRAINT "dataroom_share_visits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dataroom_share_visit_files" ADD CONSTRAINT "dataroom_share_visit_files_visit_id_dataroom_share_visits_id_fk" FOREIGN KEY ("visit_id") REFERENCES "public"."dataroom_share_visits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dataroom_share_visit_files" ADD CONSTRAINT "dataroom_share_visit_files_file_id_dataroom_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."dataroom_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dataroom_share_page_views" ADD CONSTRAINT "dataroom_share_page_views_visit_id_dataroom_share_visits_id_fk" FOREIGN KEY ("visit_id") REFERENCES "public"."dataroom_share_visits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dataroom_share_page_views" ADD CONSTRAINT "dataroom_share_page_views_file_id_dataroom_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."dataroom_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dataroom_share_nda_acceptances" ADD CONSTRAINT "dataroom_share_nda_acceptances_share_id_dataroom_shares_id_fk" FOREIGN KEY ("share_id") REFERENCES "public"."dataroom_shares"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dataroom_share_nda_acceptances" ADD CONSTRAINT "dataroom_share_nda_acceptances_visit_id_dataroom_share_visits_id_fk" FOREIGN KEY ("visit_id") REFERENCES "public"."dataroom_share_visits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dataroom_share_nda_acceptances" ADD CONSTRAINT "dataroom_share_nda_acceptances_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dataroom_share_email_codes" ADD CONSTRAINT "dataroom_share_email_codes_visit_id_dataroom_share_visits_id_fk" FOREIGN KEY ("visit_id") REFERENCES "public"."dataroom_share_visits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "dataroom_shares_token_key" ON "dataroom_shares" USING btree ("token");--> statement-breakpoint
CREATE INDEX "dataroom_shares_user_created_idx" ON "dataroom_shares" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "dataroom_shares_folder_idx" ON "dataroom_shares" USING btree ("folder_id");--> statement-breakpoint
CREATE UNIQUE INDEX "dataroom_share_visits_token_key" ON "dataroom_share_visits" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "dataroom_share_visits_share_idx" ON "dataroom_share_visits" USING btree ("share_id","started_at");--> statement-breakpoint
CREATE INDEX "dataroom_share_visits_user_idx" ON "dataroom_share_visits" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "dataroom_share_visit_files_file_idx" ON "dataroom_share_visit_files" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "dataroom_share_page_views_file_idx" ON "dataroom_share_page_views" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "dataroom_share_nda_share_idx" ON "dataroom_share_nda_acceptances" USING btree ("share_id");--> statement-breakpoint
CREATE INDEX "dataroom_share_nda_visit_idx" ON "dataroom_share_nda_acceptances" USING btree ("visit_id");--> statement-breakpoint
CREATE INDEX "dataroom_share_nda_user_idx" ON "dataroom_share_nda_acceptances" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "dataroom_share_email_codes_visit_idx" ON "dataroom_share_email_codes" USING btree ("visit_id","created_at");

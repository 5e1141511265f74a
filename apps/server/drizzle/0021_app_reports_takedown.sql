ALTER TABLE "projects" ADD COLUMN "taken_down_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "takedown_reason" text;--> statement-breakpoint
CREATE TABLE "app_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"details" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "app_reports" ADD CONSTRAINT "app_reports_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "app_reports_created_at_idx" ON "app_reports" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "app_reports_project_idx" ON "app_reports" USING btree ("project_id");

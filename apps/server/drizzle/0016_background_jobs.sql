CREATE TABLE "background_jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"state" text DEFAULT 'created' NOT NULL,
	"singleton_key" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer DEFAULT 3 NOT NULL,
	"backoff_ms" integer DEFAULT 1000 NOT NULL,
	"lease_ms" integer DEFAULT 60000 NOT NULL,
	"run_after" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"locked_by" text,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	CONSTRAINT "background_jobs_state_check" CHECK ("background_jobs"."state" in ('created', 'retry', 'active', 'completed', 'failed'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "background_jobs_singleton_idx" ON "background_jobs" USING btree ("name","singleton_key");--> statement-breakpoint
CREATE INDEX "background_jobs_due_idx" ON "background_jobs" USING btree ("state","run_after");--> statement-breakpoint
CREATE INDEX "background_jobs_created_idx" ON "background_jobs" USING btree ("created_at");
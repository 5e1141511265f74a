-- Issue 37: AI settings chosen by a superuser on Admin → AI (environment variables still win).
-- One settings row (the chosen engine) and one connection per provider; API keys sealed like integration credentials.
CREATE TABLE "ai_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"engine" text DEFAULT 'offline' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "ai_settings_singleton_check" CHECK ("ai_settings"."id" = 1),
	CONSTRAINT "ai_settings_engine_check" CHECK ("ai_settings"."engine" IN ('offline', 'local', 'openai', 'anthropic', 'openai-compatible'))
);
--> statement-breakpoint
CREATE TABLE "ai_connections" (
	"provider" text PRIMARY KEY NOT NULL,
	"base_url" text,
	"model" text,
	"api_key" text,
	"tools" boolean DEFAULT true NOT NULL,
	"structured_output" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "ai_connections_provider_check" CHECK ("ai_connections"."provider" IN ('openai', 'anthropic', 'openai-compatible'))
);
--> statement-breakpoint
ALTER TABLE "ai_settings" ADD CONSTRAINT "ai_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_connections" ADD CONSTRAINT "ai_connections_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;

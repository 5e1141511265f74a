-- Issue 41: what a key may do on the MCP endpoint. Existing keys (and keys created without a choice) read only:
-- proposing changes is opted into per key.
ALTER TABLE "api_keys" ADD COLUMN "scopes" text[] DEFAULT '{read}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_scopes_check" CHECK ("api_keys"."scopes" <@ '{read,propose}'::text[] AND cardinality("api_keys"."scopes") > 0);--> statement-breakpoint
CREATE TABLE "api_key_calls" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"api_key_id" uuid NOT NULL,
	"method" text NOT NULL,
	"name" text,
	"ok" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "api_key_calls" ADD CONSTRAINT "api_key_calls_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_key_calls" ADD CONSTRAINT "api_key_calls_api_key_id_api_keys_id_fk" FOREIGN KEY ("api_key_id") REFERENCES "public"."api_keys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "api_key_calls_key_created_idx" ON "api_key_calls" USING btree ("api_key_id","created_at");--> statement-breakpoint
CREATE INDEX "api_key_calls_user_created_idx" ON "api_key_calls" USING btree ("user_id","created_at");

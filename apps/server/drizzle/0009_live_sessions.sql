CREATE TABLE "avatar_videos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"agent_id" text NOT NULL,
	"script" text NOT NULL,
	"provider_video_id" text,
	"status" text DEFAULT 'queued' NOT NULL,
	"video_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "live_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"session_id" uuid NOT NULL,
	"participant_id" text NOT NULL,
	"agent_id" text,
	"content" text NOT NULL,
	"type" text DEFAULT 'chat' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "live_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"room_name" text NOT NULL,
	"session_type" text NOT NULL,
	"mode" text NOT NULL,
	"status" text DEFAULT 'connecting' NOT NULL,
	"agent_ids" jsonb NOT NULL,
	"media" jsonb NOT NULL,
	"reservation_id" uuid,
	"reserved_credits" integer DEFAULT 0 NOT NULL,
	"credits_charged" integer DEFAULT 0 NOT NULL,
	"duration_seconds" integer DEFAULT 0 NOT NULL,
	"started_at" timestamp with time zone,
	"connected_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "live_sessions_room_name_unique" UNIQUE("room_name"),
	CONSTRAINT "live_sessions_duration_nonneg" CHECK ("live_sessions"."duration_seconds" >= 0)
);
--> statement-breakpoint
CREATE TABLE "livekit_webhook_events" (
	"id" text PRIMARY KEY NOT NULL,
	"event" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "video_calls" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"session_id" uuid NOT NULL,
	"agent_id" text NOT NULL,
	"avatar_provider" text NOT NULL,
	"avatar_style" text NOT NULL,
	"voice_style" text NOT NULL,
	"call_type" text NOT NULL,
	"conversation_url" text,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "avatar_videos" ADD CONSTRAINT "avatar_videos_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_messages" ADD CONSTRAINT "live_messages_session_id_live_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."live_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_sessions" ADD CONSTRAINT "live_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_calls" ADD CONSTRAINT "video_calls_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_calls" ADD CONSTRAINT "video_calls_session_id_live_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."live_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "avatar_videos_user_idx" ON "avatar_videos" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "live_messages_session_idx" ON "live_messages" USING btree ("session_id","created_at");--> statement-breakpoint
CREATE INDEX "live_sessions_user_created_idx" ON "live_sessions" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "video_calls_user_idx" ON "video_calls" USING btree ("user_id","created_at");
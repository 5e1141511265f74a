CREATE TABLE "invoice_counters" (
	"year" integer PRIMARY KEY NOT NULL,
	"last" integer NOT NULL,
	CONSTRAINT "invoice_counters_last_positive" CHECK ("invoice_counters"."last" > 0)
);
--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_number_key" ON "invoices" USING btree ("number");--> statement-breakpoint
CREATE INDEX "payments_subscription_idx" ON "payments" USING btree ("subscription_id");--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_one_live_per_user" ON "subscriptions" USING btree ("user_id") WHERE "subscriptions"."status" in ('active', 'past_due');--> statement-breakpoint
CREATE INDEX "dataroom_folders_parent_idx" ON "dataroom_folders" USING btree ("parent_id");--> statement-breakpoint
ALTER TABLE "credit_ledger" ADD CONSTRAINT "credit_ledger_delta_nonzero" CHECK ("credit_ledger"."delta" <> 0 or "credit_ledger"."idempotency_key" like 'close:%');--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_status_check" CHECK ("invoices"."status" in ('paid', 'pending', 'failed'));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_kind_check" CHECK ("payments"."kind" in ('package', 'subscription'));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_status_check" CHECK ("payments"."status" in ('pending', 'succeeded', 'failed'));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_amounts_nonnegative" CHECK ("payments"."amount_cents" >= 0 and "payments"."credits" >= 0);--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_status_check" CHECK ("subscriptions"."status" in ('incomplete', 'active', 'past_due', 'canceled'));--> statement-breakpoint
ALTER TABLE "dataroom_file_versions" ADD CONSTRAINT "dataroom_file_versions_size_nonnegative" CHECK ("dataroom_file_versions"."size" >= 0);--> statement-breakpoint
ALTER TABLE "dataroom_files" ADD CONSTRAINT "dataroom_files_size_nonnegative" CHECK ("dataroom_files"."size" >= 0);--> statement-breakpoint
ALTER TABLE "dataroom_usage" ADD CONSTRAINT "dataroom_usage_bytes_nonnegative" CHECK ("dataroom_usage"."bytes" >= 0);--> statement-breakpoint
ALTER TABLE "document_jobs" ADD CONSTRAINT "document_jobs_status_check" CHECK ("document_jobs"."status" in ('running', 'completed', 'partial', 'error'));--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_role_check" CHECK ("chat_messages"."role" in ('user', 'assistant'));--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_status_check" CHECK ("chat_messages"."status" in ('streaming', 'complete', 'incomplete'));
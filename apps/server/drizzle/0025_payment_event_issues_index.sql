CREATE INDEX "payment_events_issues_idx" ON "payment_events" USING btree ("received_at") WHERE "payment_events"."outcome" <> 'applied';

ALTER TABLE "termin_beteiligte" ADD COLUMN "email_entered_by_user_id" integer;--> statement-breakpoint
ALTER TABLE "termin_beteiligte" ADD CONSTRAINT "termin_beteiligte_email_entered_by_user_id_users_id_fk" FOREIGN KEY ("email_entered_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "termine_created_by_idx" ON "termine" USING btree ("created_by_user_id","created_at");--> statement-breakpoint
-- Hand-written (issue 35, docs/decisions/0040): an address stored before is taken as typed by the item's
-- creator when he is an office user; an address on an item a customer created stays untrusted, so that
-- reminder mails no longer go there.
UPDATE "termin_beteiligte" AS b
SET "email_entered_by_user_id" = t."created_by_user_id"
FROM "termine" AS t, "users" AS u
WHERE t."id" = b."termin_id" AND u."id" = t."created_by_user_id" AND u."kind" <> 'customer' AND b."email" <> '';
--> statement-breakpoint
-- The reminder mails of one creator's items in the last hour and day (alarm-budget.ts) are counted through
-- this index instead of reading the whole queue.
CREATE INDEX "jobs_alarm_creator_idx" ON "jobs" (("payload" ->> 'alarmCreator'), "created_at")
  WHERE "kind" = 'mail.notify' AND "payload" ? 'alarmCreator';

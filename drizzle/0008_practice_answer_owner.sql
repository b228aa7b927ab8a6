ALTER TABLE "practice_answers" ADD COLUMN "user_id" uuid;--> statement-breakpoint
UPDATE "practice_answers" SET "user_id" = s."user_id" FROM "practice_sessions" s WHERE s."id" = "practice_answers"."session_id";--> statement-breakpoint
ALTER TABLE "practice_answers" ALTER COLUMN "user_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "practice_answers" ADD CONSTRAINT "practice_answers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "attempts_user_quiz_idx" ON "attempts" USING btree ("user_id","quiz_id");--> statement-breakpoint
CREATE INDEX "practice_answers_user_question_idx" ON "practice_answers" USING btree ("user_id","question_id");
CREATE TABLE "report_payment_months" (
	"month" text PRIMARY KEY NOT NULL,
	"accepted" integer DEFAULT 0 NOT NULL,
	"rejected" integer DEFAULT 0 NOT NULL,
	"revenue_paisa" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_quiz_attempts" (
	"quiz_id" uuid PRIMARY KEY NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"passed" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
DROP INDEX "notes_admin_idx";--> statement-breakpoint
ALTER TABLE "quizzes" ADD COLUMN "question_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "report_quiz_attempts" ADD CONSTRAINT "report_quiz_attempts_quiz_id_quizzes_id_fk" FOREIGN KEY ("quiz_id") REFERENCES "public"."quizzes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "attempts_user_ended_idx" ON "attempts" USING btree ("user_id","submitted_at") WHERE "attempts"."submitted_at" is not null;--> statement-breakpoint
CREATE INDEX "contact_messages_open_idx" ON "contact_messages" USING btree ("created_at") WHERE "contact_messages"."handled_at" is null;--> statement-breakpoint
CREATE INDEX "entitlements_ends_idx" ON "entitlements" USING btree ("ends_at");--> statement-breakpoint
CREATE INDEX "notes_created_idx" ON "notes" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "users_learner_created_idx" ON "users" USING btree ("created_at") WHERE not "users"."is_admin";--> statement-breakpoint
CREATE INDEX "notes_admin_idx" ON "notes" USING btree ("is_admin_note","created_at");--> statement-breakpoint
-- quizzes.question_count follows every insert, delete or move of a question, whoever writes it.
CREATE FUNCTION "quizzes_count_questions"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    UPDATE "quizzes" SET "question_count" = "question_count" + 1 WHERE "id" = NEW."quiz_id";
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    UPDATE "quizzes" SET "question_count" = "question_count" - 1 WHERE "id" = OLD."quiz_id";
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "questions_count" AFTER INSERT OR DELETE OR UPDATE OF "quiz_id" ON "questions"
  FOR EACH ROW EXECUTE FUNCTION "quizzes_count_questions"();--> statement-breakpoint
UPDATE "quizzes" SET "question_count" = (SELECT count(*) FROM "questions" WHERE "questions"."quiz_id" = "quizzes"."id");--> statement-breakpoint
-- Report aggregates from the history so far; from now on lib/reports keeps them. The pass mark
-- (50 %) is PASS_FRACTION and the month's time zone TIME_ZONE, as in lib/reports.
INSERT INTO "report_quiz_attempts" ("quiz_id", "attempts", "passed")
  SELECT "quiz_id", count(*), count(*) FILTER (WHERE "total_marks" > 0 AND "score" >= "total_marks" * 0.5)
  FROM "attempts" WHERE "submitted_at" IS NOT NULL GROUP BY "quiz_id";--> statement-breakpoint
INSERT INTO "report_payment_months" ("month", "accepted", "rejected", "revenue_paisa")
  SELECT to_char(date_trunc('month', "created_at" AT TIME ZONE 'Asia/Karachi'), 'YYYY-MM'),
    count(*) FILTER (WHERE "status" = 'ACCEPTED'),
    count(*) FILTER (WHERE "status" = 'REJECTED'),
    coalesce(sum("amount_paisa") FILTER (WHERE "status" = 'ACCEPTED'), 0)
  FROM "payments" WHERE "status" <> 'PENDING' GROUP BY 1;

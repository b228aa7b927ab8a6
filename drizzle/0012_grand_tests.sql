ALTER TABLE "attempts" ALTER COLUMN "entitlement_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "attempts" ADD COLUMN "rank" integer;--> statement-breakpoint
ALTER TABLE "attempts" ADD COLUMN "percentile" numeric(5, 2);--> statement-breakpoint
ALTER TABLE "quizzes" ADD COLUMN "kind" text DEFAULT 'quiz' NOT NULL;--> statement-breakpoint
ALTER TABLE "quizzes" ADD COLUMN "opens_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "quizzes" ADD COLUMN "closes_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "quizzes" ADD COLUMN "access" text;--> statement-breakpoint
ALTER TABLE "quizzes" ADD COLUMN "results_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "show_on_leaderboard" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "attempts_one_per_grand_test_key" ON "attempts" USING btree ("user_id","quiz_id") WHERE "attempts"."entitlement_id" is null;--> statement-breakpoint
CREATE INDEX "attempts_quiz_rank_idx" ON "attempts" USING btree ("quiz_id","rank") WHERE "attempts"."rank" is not null;--> statement-breakpoint
CREATE INDEX "quizzes_grand_test_idx" ON "quizzes" USING btree ("opens_at") WHERE "quizzes"."kind" = 'grand_test';--> statement-breakpoint
ALTER TABLE "quizzes" ADD CONSTRAINT "quizzes_kind_check" CHECK ("quizzes"."kind" in ('quiz', 'grand_test'));--> statement-breakpoint
ALTER TABLE "quizzes" ADD CONSTRAINT "quizzes_schedule_check" CHECK (("quizzes"."kind" = 'quiz' and "quizzes"."opens_at" is null and "quizzes"."closes_at" is null and "quizzes"."access" is null)
        or ("quizzes"."kind" = 'grand_test' and "quizzes"."closes_at" > "quizzes"."opens_at" and "quizzes"."access" in ('subscribers', 'registered')));
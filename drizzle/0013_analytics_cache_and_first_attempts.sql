-- analytics_cache: lib/analytics/cache.ts (item analysis counts per quiz, the learner dashboard).
-- attempts_quiz_first_idx: each learner's first attempt of a quiz (distinct on user_id order by started_at, id),
-- read in order from the index in quizItemAnalysis (lib/analytics/item-analysis.ts) and the percentiles of learnerAnalytics.
CREATE TABLE "analytics_cache" (
	"scope" text PRIMARY KEY NOT NULL,
	"payload" jsonb NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "attempts_quiz_first_idx" ON "attempts" USING btree ("quiz_id","user_id","started_at","id","submitted_at","score");
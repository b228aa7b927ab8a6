ALTER TABLE "quizzes" ADD COLUMN "reviews_at" timestamp with time zone;--> statement-breakpoint
-- Grand tests finalised before this column reviewed their cards in the same transaction.
UPDATE "quizzes" SET "reviews_at" = "results_at" WHERE "results_at" IS NOT NULL;

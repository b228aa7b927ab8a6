CREATE TABLE "accommodation_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"extra_time_percent" integer NOT NULL,
	"reason" text NOT NULL,
	"changed_by" uuid,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "review_backfill" (
	"id" integer PRIMARY KEY NOT NULL,
	"last_user_id" uuid,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "review_cards" (
	"user_id" uuid NOT NULL,
	"question_id" uuid NOT NULL,
	"due" timestamp with time zone NOT NULL,
	"stability" double precision NOT NULL,
	"difficulty" double precision NOT NULL,
	"elapsed_days" integer NOT NULL,
	"scheduled_days" integer NOT NULL,
	"learning_steps" integer NOT NULL,
	"state" smallint NOT NULL,
	"reps" integer NOT NULL,
	"lapses" integer NOT NULL,
	"last_review" timestamp with time zone,
	CONSTRAINT "review_cards_user_id_question_id_pk" PRIMARY KEY("user_id","question_id")
);
--> statement-breakpoint
CREATE TABLE "review_logs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"question_id" uuid NOT NULL,
	"source" text NOT NULL,
	"source_id" uuid NOT NULL,
	"rating" smallint NOT NULL,
	"corrected_from" smallint,
	"reviewed_at" timestamp with time zone NOT NULL,
	"due" timestamp with time zone NOT NULL,
	"stability" double precision NOT NULL,
	"difficulty" double precision NOT NULL,
	"elapsed_days" integer NOT NULL,
	"scheduled_days" integer NOT NULL,
	"learning_steps" integer NOT NULL,
	"state" smallint NOT NULL,
	"last_elapsed_days" integer NOT NULL,
	CONSTRAINT "review_logs_rating_check" CHECK ("review_logs"."rating" between 1 and 4),
	CONSTRAINT "review_logs_source_check" CHECK ("review_logs"."source" in ('quiz', 'grand_test', 'tutor', 'timed', 'review'))
);
--> statement-breakpoint
ALTER TABLE "practice_sessions" DROP CONSTRAINT "practice_sessions_mode_check";--> statement-breakpoint
ALTER TABLE "practice_questions" ADD COLUMN "schedule" jsonb;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "exam_date" date;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "extra_time_percent" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "accommodation_changes" ADD CONSTRAINT "accommodation_changes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accommodation_changes" ADD CONSTRAINT "accommodation_changes_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_cards" ADD CONSTRAINT "review_cards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_cards" ADD CONSTRAINT "review_cards_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_logs" ADD CONSTRAINT "review_logs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_logs" ADD CONSTRAINT "review_logs_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "accommodation_changes_user_idx" ON "accommodation_changes" USING btree ("user_id","changed_at");--> statement-breakpoint
CREATE INDEX "review_cards_user_due_idx" ON "review_cards" USING btree ("user_id","due");--> statement-breakpoint
CREATE UNIQUE INDEX "review_logs_source_question_key" ON "review_logs" USING btree ("source_id","question_id");--> statement-breakpoint
CREATE INDEX "review_logs_user_time_idx" ON "review_logs" USING btree ("user_id","reviewed_at");--> statement-breakpoint
ALTER TABLE "practice_sessions" ADD CONSTRAINT "practice_sessions_mode_check" CHECK ("practice_sessions"."mode" in ('tutor', 'timed', 'review'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_extra_time_percent_check" CHECK ("users"."extra_time_percent" between 0 and 100);
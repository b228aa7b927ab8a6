CREATE TABLE "calibration_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reason" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"grand_test_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"claimed_until" timestamp with time zone,
	"answers_used" integer,
	"items_on_scale" integer,
	"learners" integer,
	"curve" jsonb,
	"error" text,
	CONSTRAINT "calibration_runs_reason_check" CHECK ("calibration_runs"."reason" in ('admin', 'nightly', 'grandTest')),
	CONSTRAINT "calibration_runs_status_check" CHECK ("calibration_runs"."status" in ('queued', 'running', 'done', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "item_calibrations" (
	"question_id" uuid PRIMARY KEY NOT NULL,
	"difficulty" double precision NOT NULL,
	"difficulty_se" double precision NOT NULL,
	"outfit" double precision NOT NULL,
	"answers" integer NOT NULL,
	"calibrated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "learner_abilities" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"ability" double precision NOT NULL,
	"ability_se" double precision NOT NULL,
	"answers_used" integer NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "readiness_coverage" (
	"grand_test_id" uuid PRIMARY KEY NOT NULL,
	"inside" integer NOT NULL,
	"candidates" integer NOT NULL,
	"computed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "readiness_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"pass_mark" integer DEFAULT 70 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "readiness_settings_one_row" CHECK ("readiness_settings"."id" = 1),
	CONSTRAINT "readiness_settings_pass_mark_check" CHECK ("readiness_settings"."pass_mark" between 1 and 100)
);
--> statement-breakpoint
ALTER TABLE "calibration_runs" ADD CONSTRAINT "calibration_runs_grand_test_id_quizzes_id_fk" FOREIGN KEY ("grand_test_id") REFERENCES "public"."quizzes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_calibrations" ADD CONSTRAINT "item_calibrations_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learner_abilities" ADD CONSTRAINT "learner_abilities_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "readiness_coverage" ADD CONSTRAINT "readiness_coverage_grand_test_id_quizzes_id_fk" FOREIGN KEY ("grand_test_id") REFERENCES "public"."quizzes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "readiness_settings" ADD CONSTRAINT "readiness_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "calibration_runs_one_queued_key" ON "calibration_runs" USING btree ("status") WHERE "calibration_runs"."status" = 'queued';--> statement-breakpoint
CREATE INDEX "calibration_runs_finished_idx" ON "calibration_runs" USING btree ("finished_at");--> statement-breakpoint
CREATE INDEX "learner_abilities_ability_idx" ON "learner_abilities" USING btree ("ability") WHERE "learner_abilities"."answers_used" >= 50;
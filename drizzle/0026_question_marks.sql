CREATE TABLE "question_marks" (
	"paper_kind" text NOT NULL,
	"paper_id" uuid NOT NULL,
	"question_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"struck_option_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"highlights" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"text_md5" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "question_marks_paper_id_question_id_pk" PRIMARY KEY("paper_id","question_id"),
	CONSTRAINT "question_marks_paper_kind_check" CHECK ("question_marks"."paper_kind" in ('attempt', 'practice'))
);
--> statement-breakpoint
CREATE TABLE "question_notes" (
	"user_id" uuid NOT NULL,
	"question_id" uuid NOT NULL,
	"body" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "question_notes_user_id_question_id_pk" PRIMARY KEY("user_id","question_id"),
	CONSTRAINT "question_notes_body_check" CHECK (char_length("question_notes"."body") between 1 and 2000)
);
--> statement-breakpoint
ALTER TABLE "question_marks" ADD CONSTRAINT "question_marks_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_marks" ADD CONSTRAINT "question_marks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_notes" ADD CONSTRAINT "question_notes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_notes" ADD CONSTRAINT "question_notes_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "question_notes_user_updated_idx" ON "question_notes" USING btree ("user_id","updated_at");
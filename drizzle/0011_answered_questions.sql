CREATE TABLE "answered_questions" (
	"user_id" uuid NOT NULL,
	"question_id" uuid NOT NULL,
	CONSTRAINT "answered_questions_user_id_question_id_pk" PRIMARY KEY("user_id","question_id")
);
--> statement-breakpoint
DROP INDEX "question_tags_tag_idx";--> statement-breakpoint
ALTER TABLE "answered_questions" ADD CONSTRAINT "answered_questions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "answered_questions" ADD CONSTRAINT "answered_questions_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "question_tags_tag_idx" ON "question_tags" USING btree ("tag_id","question_id");--> statement-breakpoint
-- answered_questions follows every answer saved, whoever writes it (the quiz and practice answer
-- saves, seeds, benches). Statement triggers with the inserted rows as a table: a bulk insert of
-- answers costs one set-based insert here, not one call per row.
CREATE FUNCTION "answered_questions_from_answers"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "answered_questions" ("user_id", "question_id")
    SELECT DISTINCT t."user_id", n."question_id" FROM "new_answers" n JOIN "attempts" t ON t."id" = n."attempt_id"
    ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "answers_mark_answered" AFTER INSERT ON "answers"
  REFERENCING NEW TABLE AS "new_answers" FOR EACH STATEMENT EXECUTE FUNCTION "answered_questions_from_answers"();--> statement-breakpoint
CREATE FUNCTION "answered_questions_from_practice"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "answered_questions" ("user_id", "question_id")
    SELECT DISTINCT n."user_id", n."question_id" FROM "new_answers" n
    ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "practice_answers_mark_answered" AFTER INSERT ON "practice_answers"
  REFERENCING NEW TABLE AS "new_answers" FOR EACH STATEMENT EXECUTE FUNCTION "answered_questions_from_practice"();--> statement-breakpoint
INSERT INTO "answered_questions" ("user_id", "question_id")
  SELECT t."user_id", a."question_id" FROM "answers" a JOIN "attempts" t ON t."id" = a."attempt_id"
  UNION
  SELECT "user_id", "question_id" FROM "practice_answers";

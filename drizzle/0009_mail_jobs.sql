CREATE TABLE "mail_jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"dedupe_key" text NOT NULL,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"text_body" text NOT NULL,
	"html_body" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"tries" integer DEFAULT 0 NOT NULL,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claim_token" uuid,
	"last_error" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mail_jobs_status_check" CHECK ("mail_jobs"."status" in ('pending', 'claimed', 'sent', 'failed'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "mail_jobs_dedupe_key_key" ON "mail_jobs" USING btree ("dedupe_key");--> statement-breakpoint
CREATE INDEX "mail_jobs_due_idx" ON "mail_jobs" USING btree ("run_at") WHERE "mail_jobs"."status" in ('pending', 'claimed');
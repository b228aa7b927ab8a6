CREATE TABLE "payment_proof_readings" (
	"payment_id" uuid PRIMARY KEY NOT NULL,
	"proof_key" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"transaction_key" text,
	"amount_paisa" integer,
	"paid_at" text,
	"bank" text,
	"reference" text,
	"reason" text,
	"tries" integer DEFAULT 0 NOT NULL,
	"claimed_until" timestamp with time zone,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_proof_readings_status_check" CHECK ("payment_proof_readings"."status" in ('pending', 'read', 'unreadable', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "payment_statement_matches" DROP CONSTRAINT "payment_statement_matches_by_check";--> statement-breakpoint
ALTER TABLE "payment_proof_readings" ADD CONSTRAINT "payment_proof_readings_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_proof_readings_pending_idx" ON "payment_proof_readings" USING btree ("created_at") WHERE "payment_proof_readings"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "payment_proof_readings_transaction_idx" ON "payment_proof_readings" USING btree ("transaction_key") WHERE "payment_proof_readings"."transaction_key" is not null;--> statement-breakpoint
ALTER TABLE "payment_statement_matches" ADD CONSTRAINT "payment_statement_matches_by_check" CHECK ("payment_statement_matches"."matched_by" in ('reference', 'transaction', 'proof'));
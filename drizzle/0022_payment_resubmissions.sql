CREATE TABLE "payment_resubmissions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"payment_id" uuid NOT NULL,
	"previous_transaction_id" text NOT NULL,
	"previous_proof_key" text NOT NULL,
	"previous_proof_content_type" text NOT NULL,
	"rejection_reason" text,
	"rejected_by" uuid,
	"rejected_at" timestamp with time zone,
	"resubmitted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payment_resubmissions" ADD CONSTRAINT "payment_resubmissions_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_resubmissions" ADD CONSTRAINT "payment_resubmissions_rejected_by_users_id_fk" FOREIGN KEY ("rejected_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_resubmissions_payment_idx" ON "payment_resubmissions" USING btree ("payment_id","resubmitted_at");
CREATE TABLE "payment_approval_confirmations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"payment_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"confirmed_by" uuid,
	"confirmed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"details" jsonb NOT NULL,
	CONSTRAINT "payment_approval_confirmations_kind_check" CHECK ("payment_approval_confirmations"."kind" in ('reused-proof', 'proof-mismatch'))
);
--> statement-breakpoint
CREATE TABLE "pending_payment_references" (
	"user_id" uuid NOT NULL,
	"cart_key" text NOT NULL,
	"reference" text NOT NULL,
	"replaces" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"shown_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pending_payment_references_user_id_cart_key_pk" PRIMARY KEY("user_id","cart_key")
);
--> statement-breakpoint
ALTER TABLE "payment_approval_confirmations" ADD CONSTRAINT "payment_approval_confirmations_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_approval_confirmations" ADD CONSTRAINT "payment_approval_confirmations_confirmed_by_users_id_fk" FOREIGN KEY ("confirmed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pending_payment_references" ADD CONSTRAINT "pending_payment_references_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_approval_confirmations_payment_idx" ON "payment_approval_confirmations" USING btree ("payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "pending_payment_references_reference_key" ON "pending_payment_references" USING btree ("reference");
CREATE TABLE "payment_proof_matches" (
	"payment_id" uuid NOT NULL,
	"matched_payment_id" uuid NOT NULL,
	"exact" boolean NOT NULL,
	CONSTRAINT "payment_proof_matches_payment_id_matched_payment_id_pk" PRIMARY KEY("payment_id","matched_payment_id")
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "proof_sha256" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "proof_dhash" bigint;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "proof_hashed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_proof_matches" ADD CONSTRAINT "payment_proof_matches_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_proof_matches" ADD CONSTRAINT "payment_proof_matches_matched_payment_id_payments_id_fk" FOREIGN KEY ("matched_payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- backfillProofFingerprints (lib/payments/proof-backfill.ts): proofs not yet fingerprinted, oldest first.
CREATE INDEX "payments_proof_unhashed_idx" ON "payments" USING btree ("created_at") WHERE "payments"."proof_hashed_at" is null;--> statement-breakpoint
-- recordProofMatches (lib/payments/proof-matches.ts): other payments with the same proof file.
CREATE INDEX "payments_proof_sha256_idx" ON "payments" USING btree ("proof_sha256");
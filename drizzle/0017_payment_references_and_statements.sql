CREATE SEQUENCE "public"."payment_reference_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "payment_statement_matches" (
	"payment_id" uuid PRIMARY KEY NOT NULL,
	"statement_id" uuid NOT NULL,
	"row" integer NOT NULL,
	"matched_by" text NOT NULL,
	CONSTRAINT "payment_statement_matches_by_check" CHECK ("payment_statement_matches"."matched_by" in ('reference', 'transaction'))
);
--> statement-breakpoint
CREATE TABLE "payment_statements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"bank" text NOT NULL,
	"file_key" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"row_count" integer NOT NULL,
	"approved_count" integer NOT NULL,
	"uploaded_by" uuid,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "statement_bank_mappings" (
	"bank_key" text PRIMARY KEY NOT NULL,
	"bank" text NOT NULL,
	"mapping" jsonb NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- Payment references (docs/rules.md, "Payment references"): "AP-" and six of 32 characters (no 0/O/1/I).
-- Rows that arrive without one get payment_reference_from(n) of a sequence: n scrambled by an odd
-- multiplier modulo 2^30 (a bijection, so distinct n never give the same code) and written in base 32.
CREATE FUNCTION payment_reference_from(n bigint) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT 'AP-' || string_agg(substr('23456789ABCDEFGHJKLMNPQRSTUVWXYZ', ((x >> (5 * (5 - k))) & 31)::int + 1, 1), '' ORDER BY k)
  FROM (SELECT ((n % 1073741824) * 747796405 + 142857) & 1073741823 AS x) AS scrambled, generate_series(0, 5) AS k
$$;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "reference" text;--> statement-breakpoint
-- Existing payments, oldest first: distinct numbers, so distinct codes, with no retry.
UPDATE "payments" SET "reference" = payment_reference_from("numbered"."n")
FROM (SELECT "id", row_number() OVER (ORDER BY "created_at", "id") AS "n" FROM "payments") AS "numbered"
WHERE "payments"."id" = "numbered"."id";--> statement-breakpoint
SELECT setval('payment_reference_seq', (SELECT count(*) FROM "payments") + 1, false);--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "reference" SET DEFAULT payment_reference_from(nextval('payment_reference_seq'));--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "reference" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_statement_matches" ADD CONSTRAINT "payment_statement_matches_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_statement_matches" ADD CONSTRAINT "payment_statement_matches_statement_id_payment_statements_id_fk" FOREIGN KEY ("statement_id") REFERENCES "public"."payment_statements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_statements" ADD CONSTRAINT "payment_statements_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statement_bank_mappings" ADD CONSTRAINT "statement_bank_mappings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_statements_file_key_idx" ON "payment_statements" USING btree ("file_key");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_reference_key" ON "payments" USING btree ("reference");
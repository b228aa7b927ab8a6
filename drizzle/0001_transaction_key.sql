DROP INDEX "payments_live_transaction_key";--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "transaction_key" text GENERATED ALWAYS AS (upper(regexp_replace(transaction_id, '[^A-Za-z0-9]', '', 'g'))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "legacy_transaction_duplicate" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Live payments whose numbers were spelt differently but normalise alike were all valid before:
-- one keeps the number (an approved one first, else the oldest), the others are marked so the
-- new index lets them stand. New payments are checked against the keeper.
UPDATE "payments" SET "legacy_transaction_duplicate" = true
WHERE "id" IN (
  SELECT "id" FROM (
    SELECT "id", row_number() OVER (
      PARTITION BY "transaction_key"
      ORDER BY ("status" = 'ACCEPTED') DESC, "created_at", "id"
    ) AS "rank"
    FROM "payments" WHERE "status" <> 'REJECTED'
  ) AS "ranked" WHERE "rank" > 1
);--> statement-breakpoint
CREATE UNIQUE INDEX "payments_live_transaction_key" ON "payments" USING btree ("transaction_key") WHERE "payments"."status" <> 'REJECTED' and not "payments"."legacy_transaction_duplicate";
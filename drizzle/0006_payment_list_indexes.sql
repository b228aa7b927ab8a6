-- The desk (/admin/payments) and GET /api/payment with status ALL: newest first, a page at a time
-- (order by created_at desc, id desc limit/offset in lib/payments/read.ts loadPayments).
CREATE INDEX "payments_created_idx" ON "payments" USING btree ("created_at","id");--> statement-breakpoint
-- GET /api/files/proofs/...: readAuthorisedFile looks the payment up by its proof key (lib/files/access.ts).
CREATE INDEX "payments_proof_key_idx" ON "payments" USING btree ("proof_key");

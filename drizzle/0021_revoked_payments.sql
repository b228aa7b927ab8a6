CREATE TABLE "payment_revocations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"payment_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"revoked_by" uuid,
	"revoked_at" timestamp with time zone DEFAULT now() NOT NULL,
	"effects" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "entitlements" DROP CONSTRAINT "entitlements_period_check";--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_status_check";--> statement-breakpoint
ALTER TABLE "report_payment_months" ADD COLUMN "revoked" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_revocations" ADD CONSTRAINT "payment_revocations_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_revocations" ADD CONSTRAINT "payment_revocations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_revocations" ADD CONSTRAINT "payment_revocations_revoked_by_users_id_fk" FOREIGN KEY ("revoked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_revocations_payment_key" ON "payment_revocations" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "payment_revocations_user_idx" ON "payment_revocations" USING btree ("user_id","revoked_at");--> statement-breakpoint
ALTER TABLE "entitlements" ADD CONSTRAINT "entitlements_period_check" CHECK ("entitlements"."ends_at" >= "entitlements"."starts_at");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_status_check" CHECK ("payments"."status" in ('PENDING', 'ACCEPTED', 'REJECTED', 'REVOKED'));
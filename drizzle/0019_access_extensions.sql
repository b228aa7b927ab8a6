CREATE TABLE "access_extensions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"entitlement_id" uuid NOT NULL,
	"days" integer NOT NULL,
	"reason" text NOT NULL,
	"old_ends_at" timestamp with time zone NOT NULL,
	"new_ends_at" timestamp with time zone NOT NULL,
	"extended_by" uuid,
	"extended_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "access_extensions_days_check" CHECK ("access_extensions"."days" between 1 and 365),
	CONSTRAINT "access_extensions_later_check" CHECK ("access_extensions"."new_ends_at" > "access_extensions"."old_ends_at")
);
--> statement-breakpoint
ALTER TABLE "access_extensions" ADD CONSTRAINT "access_extensions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "access_extensions" ADD CONSTRAINT "access_extensions_entitlement_id_entitlements_id_fk" FOREIGN KEY ("entitlement_id") REFERENCES "public"."entitlements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "access_extensions" ADD CONSTRAINT "access_extensions_extended_by_users_id_fk" FOREIGN KEY ("extended_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "access_extensions_user_idx" ON "access_extensions" USING btree ("user_id","extended_at");
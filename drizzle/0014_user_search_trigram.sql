-- The admin user search (lib/users/admin listUsers: email or name ilike '%text%', ordered page and
-- count) and the payment desk's learner search: trigram indexes instead of a scan of every user.
-- pg_trgm is a trusted extension (PostgreSQL 13+): the database owner may create it; PGlite loads
-- it in db/client.ts.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "users_email_trgm_idx" ON "users" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_name_trgm_idx" ON "users" USING gin ("name" gin_trgm_ops);

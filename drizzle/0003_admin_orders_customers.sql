CREATE TYPE "public"."premium_source" AS ENUM('stripe', 'admin');--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "premium_source" "premium_source";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "premium_changed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "orders_status_created_idx" ON "orders" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "orders_unpaid_created_idx" ON "orders" USING btree ("created_at") WHERE "orders"."is_paid" = false and "orders"."status" <> 'cancelled';
DROP INDEX "orders_created_idx";--> statement-breakpoint
ALTER TABLE "admins" ADD COLUMN "notify_new_order_toast" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "admins" ADD COLUMN "notify_sound" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "admins" ADD COLUMN "notify_browser" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "orders_created_status_total_idx" ON "orders" USING btree ("created_at","status","total_price");
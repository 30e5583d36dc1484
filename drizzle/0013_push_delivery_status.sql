CREATE TYPE "public"."push_delivery_status" AS ENUM('pending', 'sent', 'failed');--> statement-breakpoint
DROP INDEX "push_deliveries_pending_idx";--> statement-breakpoint
ALTER TABLE "push_deliveries" ADD COLUMN "status" "push_delivery_status" DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "push_deliveries" ADD COLUMN "reason" text;--> statement-breakpoint
ALTER TABLE "push_deliveries" ADD COLUMN "finished_at" timestamp with time zone;--> statement-breakpoint
-- Deliveries keep their state in one status column, as every job queue does (docs/decisions/044).
UPDATE "push_deliveries" SET "status" = CASE WHEN "sent_at" IS NOT NULL THEN 'sent'::"push_delivery_status" WHEN "failed_at" IS NOT NULL THEN 'failed'::"push_delivery_status" ELSE 'pending'::"push_delivery_status" END, "finished_at" = coalesce("sent_at", "failed_at");--> statement-breakpoint
CREATE INDEX "push_deliveries_pending_idx" ON "push_deliveries" USING btree ("next_attempt_at") WHERE "push_deliveries"."status" = 'pending';
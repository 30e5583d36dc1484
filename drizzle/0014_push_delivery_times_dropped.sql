ALTER TABLE "push_deliveries" DROP COLUMN "sent_at";--> statement-breakpoint
ALTER TABLE "push_deliveries" DROP COLUMN "failed_at";
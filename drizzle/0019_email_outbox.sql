CREATE TYPE "public"."email_kind" AS ENUM('order-placed', 'order-paid', 'order-cancelled', 'order-shipped', 'order-delivered', 'payment-reminder');--> statement-breakpoint
CREATE TYPE "public"."email_outcome" AS ENUM('sent', 'kept', 'skipped');--> statement-breakpoint
CREATE TYPE "public"."email_status" AS ENUM('pending', 'done', 'failed');--> statement-breakpoint
CREATE TABLE "email_outbox" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "email_outbox_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" "email_kind" NOT NULL,
	"order_id" integer,
	"status" "email_status" DEFAULT 'pending' NOT NULL,
	"outcome" "email_outcome",
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone NOT NULL,
	"lease_until" timestamp with time zone,
	"reason" text,
	"skipped_because" text,
	"created_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	"rendered_at" timestamp with time zone,
	"to_address" text,
	"subject" text,
	"html" text,
	"text" text
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_reminders" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD CONSTRAINT "email_outbox_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "email_outbox_pending_idx" ON "email_outbox" USING btree ("next_attempt_at") WHERE "email_outbox"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "email_outbox_order_kind_idx" ON "email_outbox" USING btree ("order_id","kind");--> statement-breakpoint
CREATE INDEX "email_outbox_created_idx" ON "email_outbox" USING btree ("created_at");--> statement-breakpoint
-- Every message an order's shopper gets is queued in the transaction of the change it reports, whichever
-- path made it (the tap, the owner's single or bulk actions, the shopper's cancel, a job): decision 072.
-- Due at once, whatever clock the instance claiming it runs on (a test's may be behind the database's).
CREATE FUNCTION queue_order_email() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  v_kind email_kind;
BEGIN
  IF TG_OP = 'INSERT' THEN
    v_kind := 'order-placed';
  ELSIF NEW.status IS DISTINCT FROM OLD.status AND NEW.status IN ('shipped', 'delivered', 'cancelled') THEN
    v_kind := ('order-' || NEW.status)::email_kind;
  ELSIF NEW.is_paid AND NOT OLD.is_paid THEN
    v_kind := 'order-paid';
  ELSE
    RETURN NULL;
  END IF;
  INSERT INTO email_outbox (kind, order_id, created_at, next_attempt_at) VALUES (v_kind, NEW.id, now(), '-infinity')
    ON CONFLICT (order_id, kind) DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER orders_queue_email AFTER INSERT OR UPDATE OF status, is_paid ON orders
  FOR EACH ROW EXECUTE FUNCTION queue_order_email();

DROP INDEX "push_deliveries_drop_idx";--> statement-breakpoint
ALTER TABLE "push_deliveries" ADD COLUMN "order_id" integer;--> statement-breakpoint
ALTER TABLE "push_deliveries" ADD CONSTRAINT "push_deliveries_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "push_deliveries_order_idx" ON "push_deliveries" USING btree ("subscription_id","order_id") WHERE "push_deliveries"."order_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "push_deliveries_drop_idx" ON "push_deliveries" USING btree ("subscription_id","drop_at") WHERE "push_deliveries"."order_id" is null;
CREATE TABLE "order_guards" (
	"user_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"size" text NOT NULL,
	"order_id" integer NOT NULL,
	"placed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "order_guards_user_id_product_id_size_pk" PRIMARY KEY("user_id","product_id","size")
);
--> statement-breakpoint
ALTER TABLE "order_guards" ADD CONSTRAINT "order_guards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_guards" ADD CONSTRAINT "order_guards_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_guards_order_idx" ON "order_guards" USING btree ("order_id");--> statement-breakpoint
-- A cancelled order no longer counts against a repeat (DESIGN 4): whoever cancels it (the member, the shop),
-- the guard row naming it goes, so the member's next order of that product and size needs no confirmation.
CREATE FUNCTION order_guards_release() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM order_guards WHERE order_id = NEW.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER order_guards_release AFTER UPDATE OF status ON orders FOR EACH ROW
  WHEN (NEW.status = 'cancelled' AND OLD.status <> 'cancelled') EXECUTE FUNCTION order_guards_release();

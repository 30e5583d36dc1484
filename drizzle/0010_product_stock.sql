CREATE TABLE "product_stock" (
	"product_id" integer NOT NULL,
	"size" text NOT NULL,
	"offered" integer NOT NULL,
	"sold" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "product_stock_product_id_size_pk" PRIMARY KEY("product_id","size"),
	CONSTRAINT "product_stock_units" CHECK ("product_stock"."sold" >= 0 and "product_stock"."sold" <= "product_stock"."offered")
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "per_member_limit" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "sold_out_announced" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "product_stock" ADD CONSTRAINT "product_stock_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Takes one unit of a product's size for the order being placed, in the order's own statement (decision
-- 018): refuses past the member's limit (their concurrent taps queue on their user row, so each counts the
-- orders the others committed) and when the size has none left. Answers the units left, or null when the
-- size is unlimited. Raised errors roll back the whole statement, the repeat guard's claim with it.
CREATE FUNCTION take_stock_unit(p_user integer, p_product integer, p_size text) RETURNS integer
LANGUAGE plpgsql AS $$
DECLARE
  v_limit integer;
  v_ordered integer;
  v_left integer;
BEGIN
  -- A share of the product's row: the owner's save holds it whole while it recounts the stock.
  SELECT per_member_limit INTO v_limit FROM products WHERE id = p_product FOR KEY SHARE;
  IF v_limit IS NOT NULL THEN
    PERFORM 1 FROM users WHERE id = p_user FOR NO KEY UPDATE;
    SELECT count(*) INTO v_ordered FROM orders
      WHERE user_id = p_user AND product_id = p_product AND status <> 'cancelled';
    IF v_ordered >= v_limit THEN
      RAISE EXCEPTION 'LIMIT_REACHED' USING DETAIL = v_limit::text;
    END IF;
  END IF;
  UPDATE product_stock SET sold = sold + 1
    WHERE product_id = p_product AND size = p_size AND sold < offered
    RETURNING offered - sold INTO v_left;
  IF FOUND THEN
    RETURN v_left;
  END IF;
  IF EXISTS (SELECT 1 FROM product_stock WHERE product_id = p_product AND size = p_size) THEN
    RAISE EXCEPTION 'SOLD_OUT';
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A cancelled or deleted order gives its unit back, once: cancelled is final, and a deleted cancelled
-- order gave it back already. The product is no longer sold out, so a second sell-out is announced again.
CREATE FUNCTION product_stock_give_back() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE product_stock SET sold = sold - 1
    WHERE product_id = OLD.product_id AND size = coalesce(OLD.size, '') AND sold > 0;
  IF FOUND THEN
    UPDATE products SET sold_out_announced = false WHERE id = OLD.product_id AND sold_out_announced;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER product_stock_cancelled AFTER UPDATE OF status ON orders FOR EACH ROW
  WHEN (NEW.status = 'cancelled' AND OLD.status <> 'cancelled') EXECUTE FUNCTION product_stock_give_back();
--> statement-breakpoint
CREATE TRIGGER product_stock_order_deleted AFTER DELETE ON orders FOR EACH ROW
  WHEN (OLD.status <> 'cancelled') EXECUTE FUNCTION product_stock_give_back();

-- A deleted order gives its unit back only if the unit never left the shop: a shipped or delivered unit is
-- the shopper's, whatever happens to their account. A cancelled order gave its unit back already.
DROP TRIGGER product_stock_order_deleted ON orders;
--> statement-breakpoint
CREATE TRIGGER product_stock_order_deleted AFTER DELETE ON orders FOR EACH ROW
  WHEN (OLD.status IN ('processing', 'processed')) EXECUTE FUNCTION product_stock_give_back();

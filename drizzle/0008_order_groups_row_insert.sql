-- Each inserted order joins its group through a row trigger: one direct upsert, about twice as fast for the
-- single-tap order's one-row INSERT as the statement trigger's transition table and aggregation (measured in
-- docs/decisions/009). Updates and deletions keep their statement triggers (order_groups_add).
DROP TRIGGER order_groups_insert ON orders;
--> statement-breakpoint
DROP FUNCTION order_groups_after_insert();
--> statement-breakpoint
-- The same increments as order_groups_add, for one order.
CREATE FUNCTION order_groups_after_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO order_groups AS g (user_id, day, latest_at, orders_count, processing_count, processed_count,
    shipped_count, delivered_count, cancelled_count, paid_live_count, total)
  VALUES (NEW.user_id, (NEW.created_at AT TIME ZONE (SELECT time_zone FROM order_groups_zone))::date,
    NEW.created_at, 1, (NEW.status = 'processing')::int, (NEW.status = 'processed')::int,
    (NEW.status = 'shipped')::int, (NEW.status = 'delivered')::int, (NEW.status = 'cancelled')::int,
    (NEW.is_paid AND NEW.status <> 'cancelled')::int,
    CASE WHEN NEW.status <> 'cancelled' THEN NEW.total_price ELSE 0 END)
  ON CONFLICT (user_id, day) DO UPDATE SET
    latest_at = greatest(g.latest_at, excluded.latest_at),
    orders_count = g.orders_count + 1,
    processing_count = g.processing_count + excluded.processing_count,
    processed_count = g.processed_count + excluded.processed_count,
    shipped_count = g.shipped_count + excluded.shipped_count,
    delivered_count = g.delivered_count + excluded.delivered_count,
    cancelled_count = g.cancelled_count + excluded.cancelled_count,
    paid_live_count = g.paid_live_count + excluded.paid_live_count,
    total = g.total + excluded.total;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER order_groups_insert AFTER INSERT ON orders FOR EACH ROW EXECUTE FUNCTION order_groups_after_insert();

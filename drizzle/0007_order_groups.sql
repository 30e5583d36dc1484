CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "order_groups" (
	"user_id" integer NOT NULL,
	"day" date NOT NULL,
	"latest_at" timestamp with time zone NOT NULL,
	"orders_count" integer NOT NULL,
	"processing_count" integer NOT NULL,
	"processed_count" integer NOT NULL,
	"shipped_count" integer NOT NULL,
	"delivered_count" integer NOT NULL,
	"cancelled_count" integer NOT NULL,
	"paid_live_count" integer NOT NULL,
	"total" numeric(14, 2) NOT NULL,
	"status" text GENERATED ALWAYS AS (case
          when processing_count > 0 then 'processing'
          when processed_count = orders_count then 'processed'
          when shipped_count = orders_count then 'shipped'
          when delivered_count = orders_count then 'delivered'
          when cancelled_count = orders_count then 'cancelled'
          when cancelled_count > 0 then 'partially processed'
          when delivered_count > 0 then 'delivered'
          when shipped_count > 0 then 'shipped'
          else 'processed' end) STORED NOT NULL,
	"payment_status" text GENERATED ALWAYS AS (case
          when orders_count = cancelled_count then 'cancelled'
          when paid_live_count = orders_count - cancelled_count then 'paid'
          when paid_live_count = 0 then 'unpaid'
          else 'partially paid' end) STORED NOT NULL,
	CONSTRAINT "order_groups_user_id_day_pk" PRIMARY KEY("user_id","day")
);
--> statement-breakpoint
CREATE TABLE "order_groups_zone" (
	"single" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"time_zone" text NOT NULL,
	CONSTRAINT "order_groups_zone_single" CHECK ("order_groups_zone"."single")
);
--> statement-breakpoint
CREATE INDEX "order_groups_latest_idx" ON "order_groups" USING btree ("latest_at","user_id");--> statement-breakpoint
CREATE INDEX "order_groups_status_latest_idx" ON "order_groups" USING btree ("status","latest_at","user_id");--> statement-breakpoint
CREATE INDEX "order_groups_payment_latest_idx" ON "order_groups" USING btree ("payment_status","latest_at","user_id");--> statement-breakpoint
CREATE INDEX "orders_product_name_trgm_idx" ON "orders" USING gin ("product_name" gin_trgm_ops);
--> statement-breakpoint
-- What keeps order_groups (docs/decisions/009). The group rules themselves are the generated columns above.
-- Adds orders to their groups (direction 1) or takes them away (-1). Counts and totals change by increments,
-- so statements of concurrent transactions on one group add up: the upsert works on the committed row.
CREATE FUNCTION order_groups_add(direction integer, zone text, user_ids integer[], created_ats timestamptz[],
  statuses text[], paid boolean[], totals numeric[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO order_groups AS g (user_id, day, latest_at, orders_count, processing_count, processed_count,
    shipped_count, delivered_count, cancelled_count, paid_live_count, total)
  SELECT c.user_id, (c.created_at AT TIME ZONE zone)::date, max(c.created_at),
    direction * count(*),
    direction * count(*) FILTER (WHERE c.status = 'processing'),
    direction * count(*) FILTER (WHERE c.status = 'processed'),
    direction * count(*) FILTER (WHERE c.status = 'shipped'),
    direction * count(*) FILTER (WHERE c.status = 'delivered'),
    direction * count(*) FILTER (WHERE c.status = 'cancelled'),
    direction * count(*) FILTER (WHERE c.is_paid AND c.status <> 'cancelled'),
    direction * coalesce(sum(c.total_price) FILTER (WHERE c.status <> 'cancelled'), 0)
  FROM unnest(user_ids, created_ats, statuses, paid, totals) AS c(user_id, created_at, status, is_paid, total_price)
  GROUP BY 1, 2
  ON CONFLICT (user_id, day) DO UPDATE SET
    latest_at = CASE WHEN direction > 0 THEN greatest(g.latest_at, excluded.latest_at) ELSE g.latest_at END,
    orders_count = g.orders_count + excluded.orders_count,
    processing_count = g.processing_count + excluded.processing_count,
    processed_count = g.processed_count + excluded.processed_count,
    shipped_count = g.shipped_count + excluded.shipped_count,
    delivered_count = g.delivered_count + excluded.delivered_count,
    cancelled_count = g.cancelled_count + excluded.cancelled_count,
    paid_live_count = g.paid_live_count + excluded.paid_live_count,
    total = g.total + excluded.total;
$$;
--> statement-breakpoint
-- After orders left the groups of these (customer, instant) pairs: empty groups go, the others' newest
-- order is read again.
CREATE FUNCTION order_groups_settle(zone text, user_ids integer[], created_ats timestamptz[]) RETURNS void
LANGUAGE sql AS $$
  DELETE FROM order_groups g USING unnest(user_ids, created_ats) AS k(user_id, created_at)
  WHERE g.user_id = k.user_id AND g.day = (k.created_at AT TIME ZONE zone)::date AND g.orders_count = 0;
  UPDATE order_groups g SET latest_at = (
      SELECT max(o.created_at) FROM orders o
      WHERE o.user_id = g.user_id AND o.created_at >= (g.day::timestamp AT TIME ZONE zone)
        AND o.created_at < ((g.day + 1)::timestamp AT TIME ZONE zone))
  FROM unnest(user_ids, created_ats) AS k(user_id, created_at)
  WHERE g.user_id = k.user_id AND g.day = (k.created_at AT TIME ZONE zone)::date;
$$;
--> statement-breakpoint
CREATE FUNCTION order_groups_after_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM order_groups_add(1, (SELECT time_zone FROM order_groups_zone), array_agg(user_id), array_agg(created_at),
    array_agg(status::text), array_agg(is_paid), array_agg(total_price))
  FROM new_rows HAVING count(*) > 0;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION order_groups_after_update() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  zone text := (SELECT time_zone FROM order_groups_zone);
BEGIN
  -- Only the orders whose part in a group changed: most updates (a cancellation reason) change none.
  PERFORM order_groups_add(-1, zone, array_agg(o.user_id), array_agg(o.created_at), array_agg(o.status::text),
    array_agg(o.is_paid), array_agg(o.total_price))
  FROM old_rows o JOIN new_rows n ON n.id = o.id
  WHERE (o.user_id, o.created_at, o.status, o.is_paid, o.total_price)
    IS DISTINCT FROM (n.user_id, n.created_at, n.status, n.is_paid, n.total_price)
  HAVING count(*) > 0;
  PERFORM order_groups_add(1, zone, array_agg(n.user_id), array_agg(n.created_at), array_agg(n.status::text),
    array_agg(n.is_paid), array_agg(n.total_price))
  FROM old_rows o JOIN new_rows n ON n.id = o.id
  WHERE (o.user_id, o.created_at, o.status, o.is_paid, o.total_price)
    IS DISTINCT FROM (n.user_id, n.created_at, n.status, n.is_paid, n.total_price)
  HAVING count(*) > 0;
  PERFORM order_groups_settle(zone, array_agg(o.user_id), array_agg(o.created_at))
  FROM old_rows o JOIN new_rows n ON n.id = o.id
  WHERE (o.user_id, o.created_at) IS DISTINCT FROM (n.user_id, n.created_at)
  HAVING count(*) > 0;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION order_groups_after_delete() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  zone text := (SELECT time_zone FROM order_groups_zone);
BEGIN
  PERFORM order_groups_add(-1, zone, array_agg(user_id), array_agg(created_at), array_agg(status::text),
    array_agg(is_paid), array_agg(total_price))
  FROM old_rows HAVING count(*) > 0;
  PERFORM order_groups_settle(zone, array_agg(user_id), array_agg(created_at)) FROM old_rows HAVING count(*) > 0;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION order_groups_after_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE order_groups;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER order_groups_insert AFTER INSERT ON orders REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION order_groups_after_insert();
--> statement-breakpoint
CREATE TRIGGER order_groups_update AFTER UPDATE ON orders REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION order_groups_after_update();
--> statement-breakpoint
CREATE TRIGGER order_groups_delete AFTER DELETE ON orders REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION order_groups_after_delete();
--> statement-breakpoint
CREATE TRIGGER order_groups_truncate AFTER TRUNCATE ON orders
  FOR EACH STATEMENT EXECUTE FUNCTION order_groups_after_truncate();
--> statement-breakpoint
-- Moves the groups to another time zone's days (the service calls it with the store's zone before reading).
CREATE FUNCTION order_groups_use_zone(zone text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF (SELECT time_zone FROM order_groups_zone) = zone THEN
    RETURN;
  END IF;
  -- One caller rebuilds; a concurrent one waits here, then finds the zone in place.
  LOCK TABLE order_groups_zone IN EXCLUSIVE MODE;
  IF (SELECT time_zone FROM order_groups_zone) = zone THEN
    RETURN;
  END IF;
  -- Orders wait while the groups move: a change made meanwhile would land in the old zone's day.
  LOCK TABLE orders IN SHARE MODE;
  UPDATE order_groups_zone SET time_zone = zone;
  DELETE FROM order_groups;
  PERFORM order_groups_add(1, zone, array_agg(user_id), array_agg(created_at), array_agg(status::text),
    array_agg(is_paid), array_agg(total_price))
  FROM orders HAVING count(*) > 0;
END $$;
--> statement-breakpoint
-- The store's default zone to start with; existing orders join their groups now.
INSERT INTO order_groups_zone (time_zone) VALUES ('Asia/Singapore');
--> statement-breakpoint
SELECT order_groups_add(1, 'Asia/Singapore', array_agg(user_id), array_agg(created_at), array_agg(status::text),
  array_agg(is_paid), array_agg(total_price))
FROM orders HAVING count(*) > 0;

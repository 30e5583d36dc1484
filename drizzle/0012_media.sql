CREATE TYPE "public"."media_ingest_status" AS ENUM('pending', 'copied', 'failed');--> statement-breakpoint
CREATE TABLE "media_originals" (
	"key" text PRIMARY KEY NOT NULL,
	"format" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"byte_size" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "media_sources" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "media_sources_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"url" text NOT NULL,
	"status" "media_ingest_status" DEFAULT 'pending' NOT NULL,
	"reason" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone NOT NULL,
	"lease_until" timestamp with time zone,
	"media_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "media_sources_url_unique" UNIQUE("url")
);
--> statement-breakpoint
CREATE TABLE "media_variants" (
	"key" text NOT NULL,
	"width" integer NOT NULL,
	"format" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "media_variants_key_width_format_pk" PRIMARY KEY("key","width","format")
);
--> statement-breakpoint
ALTER TABLE "media_sources" ADD CONSTRAINT "media_sources_media_key_media_originals_key_fk" FOREIGN KEY ("media_key") REFERENCES "public"."media_originals"("key") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_variants" ADD CONSTRAINT "media_variants_key_media_originals_key_fk" FOREIGN KEY ("key") REFERENCES "public"."media_originals"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "media_sources_pending_idx" ON "media_sources" USING btree ("next_attempt_at") WHERE "media_sources"."status" = 'pending';--> statement-breakpoint
-- Saving a product queues each image URL on another site for copying (issue 27, docs/decisions/043), whichever
-- path saved it (the form, a CSV upload, a page import, a duplicate's update): one rule, in the same transaction.
-- New rows are due at once whatever the app's clock says; a URL that failed is tried afresh when a product
-- naming it is saved again.
CREATE FUNCTION queue_product_images() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO media_sources (url, next_attempt_at)
  SELECT DISTINCT image, '1970-01-01T00:00:00Z'::timestamptz
  FROM new_products, unnest(new_products.images) AS image
  WHERE image ~* '^https?://'
  ON CONFLICT (url) DO UPDATE
    SET status = 'pending', reason = NULL, attempts = 0, next_attempt_at = EXCLUDED.next_attempt_at, lease_until = NULL
    WHERE media_sources.status = 'failed';
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER products_queue_images_insert AFTER INSERT ON products
  REFERENCING NEW TABLE AS new_products FOR EACH STATEMENT EXECUTE FUNCTION queue_product_images();--> statement-breakpoint
-- Only statements that set images (the order path's updates never do); a transition table cannot have a column
-- list, so an update is queued row by row.
CREATE FUNCTION queue_updated_product_images() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO media_sources (url, next_attempt_at)
  SELECT DISTINCT image, '1970-01-01T00:00:00Z'::timestamptz FROM unnest(NEW.images) AS image
  WHERE image ~* '^https?://'
  ON CONFLICT (url) DO UPDATE
    SET status = 'pending', reason = NULL, attempts = 0, next_attempt_at = EXCLUDED.next_attempt_at, lease_until = NULL
    WHERE media_sources.status = 'failed';
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER products_queue_images_update AFTER UPDATE OF images ON products
  FOR EACH ROW EXECUTE FUNCTION queue_updated_product_images();

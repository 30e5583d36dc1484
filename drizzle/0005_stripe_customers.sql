CREATE TABLE "stripe_customers" (
	"customer_id" text PRIMARY KEY NOT NULL,
	"user_id" integer,
	"is_premium" boolean,
	"verdict_created" bigint,
	"verdict_event_id" text,
	CONSTRAINT "stripe_customers_verdict_whole" CHECK (("stripe_customers"."is_premium" is null) = ("stripe_customers"."verdict_created" is null) and ("stripe_customers"."is_premium" is null) = ("stripe_customers"."verdict_event_id" is null))
);
--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT "users_stripe_customer_id_unique";--> statement-breakpoint
ALTER TABLE "stripe_customers" ADD CONSTRAINT "stripe_customers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stripe_customers_user_id_idx" ON "stripe_customers" USING btree ("user_id");--> statement-breakpoint
-- Hand-written: the customers already tied to a user keep that tie; their verdict comes with the next event.
INSERT INTO "stripe_customers" ("customer_id", "user_id") SELECT "stripe_customer_id", "id" FROM "users" WHERE "stripe_customer_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "stripe_customer_id";
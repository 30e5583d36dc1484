import { rm } from "node:fs/promises";
import { eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emptyDatabase, migrationsBefore } from "../../testing/migrations";
import { stripeEventPayload, stripeSignature } from "../../testing/stripe-webhook";
import { checkAnswersAgainstDocument } from "../../testing/openapi-contract";
import { testConfig } from "../../testing/test-app";
import { buildApp } from "../app";
import type { Database } from "./client";
import { migrateDatabase } from "./migrate";
import { stripeCustomers, users } from "./schema";

const SECRET = "whsec_migration_test";

describe("Stripe customers move off users (migration stripe_customers)", () => {
  let database: Database;
  let before: string;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await emptyDatabase();
    before = await migrationsBefore("stripe_customers");
    await migrateDatabase(database, before);
    // As the previous release stored them: a paying member tied to their Stripe customer, and a shopper without.
    await database.db.execute(sql`insert into users (email, full_name, is_premium, premium_source, stripe_customer_id)
      values ('paying@example.com', 'Paying', true, 'stripe', 'cus_before'),
             ('browsing@example.com', 'Browsing', false, null, null)`);
    await migrateDatabase(database);
    app = await buildApp({ config: testConfig({ stripeWebhookSecret: SECRET }), database });
    checkAnswersAgainstDocument(app);
  });
  afterAll(async () => {
    await app.close();
    await database.close();
    await rm(before, { recursive: true, force: true });
  });

  it("keeps each tie, with no verdict yet, and the member's premium as it was", async () => {
    const [paying] = await database.db.select().from(users).where(eq(users.email, "paying@example.com"));
    expect(await database.db.select().from(stripeCustomers)).toEqual([
      { customerId: "cus_before", userId: paying!.id, isPremium: null, verdictCreated: null, verdictEventId: null },
    ]);
    expect(paying!.isPremium).toBe(true);
  });

  it("applies the customer's next event to the member it was tied to", async () => {
    const payload = stripeEventPayload({
      id: "evt_after_upgrade",
      type: "customer.subscription.deleted",
      created: 1_700_000_000,
      object: { object: "subscription", customer: "cus_before", status: "canceled" },
    });
    const res = await app.inject({
      method: "POST",
      url: "/api/stripe/webhook",
      headers: { "content-type": "application/json", "stripe-signature": stripeSignature(payload, SECRET) },
      payload,
    });
    expect(res.statusCode, res.body).toBe(200);
    const [paying] = await database.db.select().from(users).where(eq(users.email, "paying@example.com"));
    expect(paying!.isPremium).toBe(false);
  });
});

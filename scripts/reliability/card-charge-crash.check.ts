/**
 * A card charged and the shop killed before it could say so (decision 071). Two members tap at once; Stripe
 * (the loopback fake, through the real `stripe` SDK) takes both payments, and the shop process is killed with
 * SIGKILL before either answer reaches it. The shop starts again on the same database, then:
 * - Stripe's signed `payment_intent.succeeded` arrives for the first order (twice): it is marked paid from it;
 * - nothing arrives for the second: the card-charges job asks Stripe again once the tap's lease is over, with
 *   the same PaymentIntent key, and is answered the charge already made;
 * - both shoppers tap again with their Idempotency-Keys, as a phone does when its answer was lost.
 * Promises: each order paid once (one PaymentIntent each at Stripe, one "Paid by card" in the activity log, its
 * charge row settled), no other charge, no order refunded or cancelled.
 * The same in both modes (about 20 s, mostly the tap's lease running out).
 */
import { randomUUID } from "node:crypto";
import postgres from "postgres";
import { IDEMPOTENCY_KEY_HEADER } from "../../src/contracts/headers";
import { freePort } from "../../src/testing/server-process";
import { startStripeApi } from "../../src/testing/stripe-api";
import { stripeEventPayload, stripeSignature } from "../../src/testing/stripe-webhook";
import { createOrderableProduct, createShoppers, scratchDatabase } from "../bench/lib";
import { expectPromise, figure, runCheck, sleep, startShop } from "./lib";

const WEBHOOK_SECRET = "whsec_reliability_card_charge_crash";
/** The tap's lease (15 s), the job's first look after it, and room for a busy machine. */
const REPAIR_WITHIN_MS = 60_000;

await runCheck("card-charge-crash", async () => {
  const stripe = await startStripeApi();
  const scratch = await scratchDatabase("reliability_card_crash");
  const { url } = scratch;
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  try {
    const members = await createShoppers(url, 2);
    const customers = members.map((member, i) => ({
      customer_id: stripe.addCustomer([{ behaviour: "succeeds", last4: `424${i}` }]),
      user_id: member.id,
      is_premium: true,
      verdict_created: 1,
      verdict_event_id: `evt_crash_${i}`,
    }));
    await sql`insert into stripe_customers ${sql(customers)}`;
    const product = await createOrderableProduct(url, "Crash-tested jacket");
    const port = await freePort();
    // The fake Stripe API is a test switch, which a shop in production refuses (config.ts).
    const env = {
      DATABASE_URL: url,
      NODE_ENV: "test",
      STRIPE_SECRET_KEY: stripe.secretKey,
      STRIPE_API_URL: stripe.url,
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    };
    let shop = await startShop(port, env);

    // Both payments are taken; the second kills the shop before either answer is back.
    let charged = 0;
    let bothCharged = () => {};
    const killed = new Promise<void>((resolve) => (bothCharged = resolve));
    stripe.onCharge(async () => {
      charged += 1;
      if (charged === 2) {
        await shop.kill("SIGKILL");
        bothCharged();
      }
      await killed;
    });
    const keys = members.map(() => randomUUID());
    const tap = (i: number) =>
      fetch(`${shop.base}/api/orders`, {
        method: "POST",
        headers: { cookie: members[i].cookie, "content-type": "application/json", [IDEMPOTENCY_KEY_HEADER]: keys[i] },
        body: product.orderBody,
      });
    const lost = await Promise.allSettled(members.map((_, i) => tap(i)));
    expectPromise(
      "the shop died mid-charge",
      lost.every((answer) => answer.status === "rejected") && charged === 2,
      `${lost.filter((answer) => answer.status === "rejected").length} of 2 taps unanswered, ${charged} charges taken`,
    );
    stripe.onCharge(null);

    const killedAt = Date.now();
    shop = await startShop(port, env);
    const orders = await sql<{ id: number; userId: number }[]>`
      select id, user_id as "userId" from orders where product_id = ${product.id} order by id`;
    const intentOf = (orderId: number) =>
      stripe.paymentIntents().find((intent) => intent.metadata.orderId === String(orderId));
    const [first] = orders;
    const firstIntent = intentOf(first.id);
    const webhookAnswers: number[] = [];
    if (firstIntent) {
      const payload = stripeEventPayload({
        id: `evt_crash_paid_${first.id}`,
        type: "payment_intent.succeeded",
        created: Math.floor(Date.now() / 1000),
        object: { ...firstIntent },
      });
      for (let delivery = 0; delivery < 2; delivery++) {
        const answer = await fetch(`${shop.base}/api/stripe/webhook`, {
          method: "POST",
          headers: { "content-type": "application/json", "stripe-signature": stripeSignature(payload, WEBHOOK_SECRET) },
          body: payload,
        });
        webhookAnswers.push(answer.status);
      }
    }

    const paidState = () =>
      sql<{ id: number; isPaid: boolean; status: string; paymentIntentId: string | null; refundedAt: Date | null }[]>`
        select id, is_paid as "isPaid", status, payment_intent_id as "paymentIntentId", refunded_at as "refundedAt"
        from orders where product_id = ${product.id} order by id`;
    const deadline = Date.now() + REPAIR_WITHIN_MS;
    while (Date.now() < deadline && !(await paidState()).every((order) => order.isPaid)) await sleep(250);
    figure("repaired after the restart in (ms)", Date.now() - killedAt);

    const retried = await Promise.all(members.map((_, i) => tap(i)));
    // The job's own settling of the charge rows may still be finishing.
    while (Date.now() < deadline) {
      const [{ open }] = await sql<{ open: number }[]>`
        select count(*)::int as open from card_charges where order_id in ${sql(orders.map((o) => o.id))}
          and status <> 'settled'`;
      if (open === 0) break;
      await sleep(250);
    }

    const state = await paidState();
    const logged = await sql<{ target: string; action: string }[]>`
      select target, action from activity_log where target in ${sql(orders.map((o) => `order:${o.id}`))}`;
    const charges = stripe.charges();
    expectPromise(
      "one order per tap",
      orders.length === 2 && retried.every((answer) => answer.status === 200),
      `${orders.length} orders stored; the retried taps answered ${retried.map((answer) => answer.status).join(", ")}`,
    );
    expectPromise(
      "the webhook marked the first order paid, once however often it came",
      webhookAnswers.length === 2 && webhookAnswers.every((status) => status === 200),
      `answers ${webhookAnswers.join(", ") || "none (no PaymentIntent for it)"}`,
    );
    expectPromise(
      "each order paid by the charge Stripe made, and nothing charged twice",
      state.every((order) => order.isPaid && order.status === "processing" && order.refundedAt === null) &&
        charges.length === 2 &&
        state.every((order) => order.paymentIntentId === intentOf(order.id)?.id),
      state.map((o) => `#${o.id} ${o.status} paid=${o.isPaid} intent=${o.paymentIntentId}`).join("; ") +
        `; ${charges.length} charges at Stripe, ${stripe.refunds().length} refunds`,
    );
    const paidLines = orders.map((order) => logged.filter((row) => row.target === `order:${order.id}`).length);
    expectPromise(
      "each payment logged once",
      logged.every((row) => row.action === "order.card-paid") && paidLines.every((n) => n === 1),
      `activity per order: ${paidLines.join(", ")} (${logged.map((row) => row.action).join(", ")})`,
    );
    figure(
      "POST /v1/payment_intents requests",
      stripe.requests().filter((r) => r === "POST /v1/payment_intents").length,
    );
    await shop.kill("SIGTERM");
  } finally {
    await sql.end();
    await stripe.close();
    await scratch.drop();
  }
});

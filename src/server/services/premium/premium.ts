import { randomUUID } from "node:crypto";
import { and, eq, isNotNull, type SQLWrapper, sql } from "drizzle-orm";
import Stripe from "stripe";
import { z } from "zod";
import type { PremiumSource } from "../../../contracts/admin-customers";
import { MISSING_STRIPE_SIGNATURE, type PricingTable } from "../../../contracts/premium";
import { PREMIUM_REMOVED_MESSAGE, PREMIUM_UPGRADE_MESSAGE } from "../../../contracts/realtime";
import { parsePricingTableEmbed } from "../../../domain/pricing-table";
import {
  comesAfter,
  completedCheckoutGrantsPremium,
  isMembershipCheckout,
  type StripeVerdict,
  subscriptionGrantsPremium,
} from "../../../domain/stripe-membership";
import type { Db } from "../../db/client";
import { processedStripeEvents, settings, stripeCustomers, users } from "../../db/schema";
import { SETTING_KEYS } from "../../db/setting-keys";
import { AppError } from "../../errors";
import type { Effects } from "../../effects";

/** The pricing table to render, from the admin's stored embed code; nulls when it is absent or not valid. */
export async function readPricingTable(db: Db): Promise<PricingTable> {
  const [row] = await db
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.key, SETTING_KEYS.stripePricingTable));
  const embed = parsePricingTableEmbed(row?.value);
  return { pricingTableId: embed?.pricingTableId ?? null, publishableKey: embed?.publishableKey ?? null };
}

/** What the shop reads of a Stripe event; Stripe adds fields over time and the rest is ignored. */
const stripeText = z
  .string()
  .max(1000)
  .refine((s) => !s.includes("\0"), "contains a NUL character");
const customerReference = z
  .union([stripeText, z.object({ id: stripeText })])
  .transform((c) => (typeof c === "string" ? c : c.id));
const stripeEventSchema = z.object({
  id: stripeText.min(1),
  type: stripeText,
  created: z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER),
  data: z.object({ object: z.record(z.string(), z.unknown()) }),
});
export type StripeEvent = z.infer<typeof stripeEventSchema>;
const checkoutSessionSchema = z.object({
  mode: stripeText.nullish(),
  payment_status: stripeText.nullish(),
  customer: customerReference.nullish(),
  client_reference_id: stripeText.nullish(),
  customer_email: stripeText.nullish(),
  customer_details: z.object({ email: stripeText.nullish() }).nullish(),
});
const subscriptionSchema = z.object({ customer: customerReference, status: stripeText });

/**
 * Stripe signs every webhook; anything that does not verify is a 400 and changes nothing. So is a signature
 * made longer ago than Stripe's default tolerance (300 s): a captured request cannot be replayed later. The age
 * is measured on the machine's clock, not app.clock: it is compared with Stripe's clock, not the shop's time.
 */
export function verifyStripeEvent(
  rawBody: Buffer,
  signature: string | undefined,
  secret: string | undefined,
): StripeEvent {
  if (!secret) throw new AppError("NOT_FOUND", "Stripe webhooks are not configured on this shop");
  if (!signature) throw new AppError("BAD_REQUEST", MISSING_STRIPE_SIGNATURE);
  let event: unknown;
  try {
    event = Stripe.webhooks.constructEvent(rawBody, signature, secret);
  } catch (error) {
    throw new AppError(
      "BAD_REQUEST",
      `Invalid Stripe signature: ${error instanceof Error ? error.message : "verification failed"}`,
    );
  }
  return readStripe(stripeEventSchema, event, "event");
}

function readStripe<T extends z.ZodType>(schema: T, value: unknown, what: string): z.output<T> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  throw new AppError(
    "BAD_REQUEST",
    `Unreadable Stripe ${what}: ${issue ? `${issue.path.join(".") || "body"}: ${issue.message}` : "invalid"}`,
  );
}

/** The largest id a users row can have (PostgreSQL integer): a larger client reference names nobody. */
const MAX_USER_ID = 2_147_483_647;

/**
 * What one event says: about which Stripe customer, the verdict it gives (premium, not premium, or none), and
 * which shop user it names (only a membership checkout names one: its client reference, else its email).
 */
type EventReading = {
  customerId: string | null;
  isPremium: boolean | null;
  names: { userId: number | null; email: string | null } | null;
};

function readEvent(event: StripeEvent): EventReading {
  switch (event.type) {
    case "checkout.session.completed":
    case "checkout.session.async_payment_succeeded":
    case "checkout.session.async_payment_failed": {
      const session = readStripe(checkoutSessionSchema, event.data.object, "checkout session");
      // A one-off payment or a card setup is not a membership: it decides nothing and names nobody.
      if (!isMembershipCheckout(session)) return { customerId: null, isPremium: null, names: null };
      // Stripe creates a customer for every subscription checkout; without one there is nothing to order by.
      if (!session.customer) throw new AppError("BAD_REQUEST", "Unreadable Stripe checkout session: no customer");
      const reference = Number(session.client_reference_id);
      const isPremium =
        event.type === "checkout.session.completed"
          ? completedCheckoutGrantsPremium({ paymentStatus: session.payment_status }) || null
          : event.type === "checkout.session.async_payment_succeeded";
      return {
        customerId: session.customer,
        isPremium,
        names: {
          userId: Number.isInteger(reference) && reference > 0 && reference <= MAX_USER_ID ? reference : null,
          email: (session.customer_details?.email ?? session.customer_email ?? "").toLowerCase() || null,
        },
      };
    }
    case "customer.subscription.updated":
    case "customer.subscription.deleted": {
      const subscription = readStripe(subscriptionSchema, event.data.object, "subscription");
      return {
        customerId: subscription.customer,
        isPremium: event.type === "customer.subscription.updated" && subscriptionGrantsPremium(subscription.status),
        names: null,
      };
    }
    default:
      return { customerId: null, isPremium: null, names: null };
  }
}

export type PremiumChange = { userId: number; isPremium: boolean };

/** The Stripe customer a demo membership is recorded under starts so, with the user's id after it. */
export const DEMO_CUSTOMER_PREFIX = "cus_demo_";

/**
 * The Stripe customer whose card on file pays a member's orders (services/payments): their membership's, never
 * the demo's, the one Stripe spoke of last; null when they have none.
 */
export const membershipCustomerOf = (userId: SQLWrapper) => sql<string | null>`(select ${stripeCustomers.customerId}
  from ${stripeCustomers} where ${stripeCustomers.userId} = ${userId} and ${stripeCustomers.isPremium}
    and not starts_with(${stripeCustomers.customerId}, ${DEMO_CUSTOMER_PREFIX})
  order by ${stripeCustomers.verdictCreated} desc limit 1)`;

/**
 * Who last changed a user's premium, as the back office names it: a membership that only ever came from the
 * demo (every Stripe customer with a verdict is a demo one) is "demo", not a Stripe payment.
 */
export const premiumSourceOfUser = sql<PremiumSource | null>`case
  when ${users.premiumSource} = 'stripe' and not exists (
    select 1 from stripe_customers c where c.user_id = ${users.id} and c.is_premium is not null
      and not starts_with(c.customer_id, ${DEMO_CUSTOMER_PREFIX})
  ) then 'demo' else ${users.premiumSource}::text end`;

/**
 * "Become premium (demo)": where dev sign-in is allowed, a shopper joins without Stripe through exactly the
 * path a verified checkout takes: a completed, paid membership checkout naming them, applied once.
 */
export async function grantDemoMembership(
  db: Db,
  effects: Effects,
  user: { id: number; email: string },
  now: Date,
): Promise<void> {
  await applyStripeEvent(db, effects, {
    id: `evt_demo_${randomUUID()}`,
    type: "checkout.session.completed",
    created: Math.floor(now.getTime() / 1000),
    data: {
      object: {
        mode: "subscription",
        payment_status: "paid",
        customer: `${DEMO_CUSTOMER_PREFIX}${user.id}`,
        client_reference_id: String(user.id),
        customer_email: user.email,
      },
    },
  });
}

/**
 * Applies a verified event once, in `created` order per Stripe customer (docs/decisions/007): its id goes into
 * processed_stripe_events in the same transaction as its effect, so a redelivery (even a concurrent one) finds
 * the id taken and changes nothing; and its verdict replaces the customer's stored one only when it comes after
 * it (domain/stripe-membership.ts), so an older "active" arriving after a "deleted" changes nothing.
 *
 * The user row is locked before the customer row, the order deleting a customer takes them in (its cascade
 * reaches stripe_customers), so the two never wait on each other in a circle.
 */
export async function applyStripeEvent(
  db: Db,
  effects: Effects,
  event: StripeEvent,
): Promise<{ duplicate: boolean; change: PremiumChange | null }> {
  const reading = readEvent(event);
  const result = await db.transaction(async (tx): Promise<{ duplicate: boolean; change: PremiumChange | null }> => {
    const [fresh] = await tx
      .insert(processedStripeEvents)
      .values({ eventId: event.id, type: event.type })
      .onConflictDoNothing()
      .returning({ eventId: processedStripeEvents.eventId });
    if (!fresh) return { duplicate: true, change: null };
    const { customerId } = reading;
    if (!customerId) return { duplicate: false, change: null };

    const [known] = await tx
      .select({ userId: stripeCustomers.userId })
      .from(stripeCustomers)
      .where(eq(stripeCustomers.customerId, customerId));
    const named = known?.userId ?? (reading.names ? await findNamedUser(tx, reading.names) : null);
    if (named !== null) await tx.select({ id: users.id }).from(users).where(eq(users.id, named)).for("update");

    await tx.insert(stripeCustomers).values({ customerId }).onConflictDoNothing();
    const [customer] = await tx
      .select()
      .from(stripeCustomers)
      .where(eq(stripeCustomers.customerId, customerId))
      .for("update");
    if (!customer) throw new Error(`stripe customer ${customerId} vanished inside its transaction`);

    // The first membership checkout that names a user ties the customer to them for good.
    const links = customer.userId === null && named !== null && reading.names !== null;
    const verdict: StripeVerdict | null =
      reading.isPremium === null ? null : { isPremium: reading.isPremium, created: event.created, eventId: event.id };
    const last: StripeVerdict | null =
      customer.isPremium === null || customer.verdictCreated === null || customer.verdictEventId === null
        ? null
        : { isPremium: customer.isPremium, created: customer.verdictCreated, eventId: customer.verdictEventId };
    const decides = verdict !== null && comesAfter(verdict, last);
    if (!links && !decides) return { duplicate: false, change: null };
    await tx
      .update(stripeCustomers)
      .set({
        ...(links ? { userId: named } : {}),
        ...(decides
          ? { isPremium: verdict.isPremium, verdictCreated: verdict.created, verdictEventId: verdict.eventId }
          : {}),
      })
      .where(eq(stripeCustomers.customerId, customerId));
    const userId = links ? named : customer.userId;
    return { duplicate: false, change: userId === null ? null : await followStripe(tx, userId) };
  });
  const { change } = result;
  if (change) {
    effects.publish({
      audience: "user",
      userId: change.userId,
      message: change.isPremium
        ? { type: "premium_status_updated", message: PREMIUM_UPGRADE_MESSAGE }
        : { type: "premium_status_removed", message: PREMIUM_REMOVED_MESSAGE },
    });
  }
  return result;
}

async function findNamedUser(tx: Db, names: NonNullable<EventReading["names"]>): Promise<number | null> {
  const [referenced] =
    names.userId === null ? [] : await tx.select({ id: users.id }).from(users).where(eq(users.id, names.userId));
  if (referenced) return referenced.id;
  const [byEmail] =
    names.email === null ? [] : await tx.select({ id: users.id }).from(users).where(eq(users.email, names.email));
  return byEmail?.id ?? null;
}

/**
 * Sets the user's premium to Stripe's verdict: premium while any of their Stripe customers is. Stripe's word
 * replaces an admin's, as it did before; the change is announced only when premium actually flips.
 */
async function followStripe(tx: Db, userId: number): Promise<PremiumChange | null> {
  const [user] = await tx
    .select({ isPremium: users.isPremium, premiumSource: users.premiumSource })
    .from(users)
    .where(eq(users.id, userId))
    .for("update");
  if (!user) return null;
  const verdicts = await tx
    .select({ isPremium: stripeCustomers.isPremium })
    .from(stripeCustomers)
    .where(and(eq(stripeCustomers.userId, userId), isNotNull(stripeCustomers.isPremium)));
  if (verdicts.length === 0) return null;
  const isPremium = verdicts.some((v) => v.isPremium === true);
  if (user.isPremium === isPremium && user.premiumSource === "stripe") return null;
  await tx
    .update(users)
    // When the change was applied, for the Premium Members tab's "since".
    .set({ isPremium, premiumSource: "stripe", premiumChangedAt: sql`now()` })
    .where(eq(users.id, userId));
  return user.isPremium === isPremium ? null : { userId, isPremium };
}

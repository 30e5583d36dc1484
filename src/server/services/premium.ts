import { eq, sql } from "drizzle-orm";
import Stripe from "stripe";
import type { PricingTable } from "../../contracts/premium";
import { PREMIUM_REMOVED_MESSAGE, PREMIUM_UPGRADE_MESSAGE } from "../../contracts/realtime";
import { parsePricingTableEmbed } from "../../domain/pricing-table";
import type { Db } from "../db/client";
import { processedStripeEvents, settings, users } from "../db/schema";
import { SETTING_KEYS } from "../db/setting-keys";
import { AppError } from "../errors";
import type { EventPublisher } from "../events";

/** The pricing table to render, from the admin's stored embed code; nulls when it is absent or not valid. */
export async function readPricingTable(db: Db): Promise<PricingTable> {
  const [row] = await db
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.key, SETTING_KEYS.stripePricingTable));
  const embed = parsePricingTableEmbed(row?.value);
  return { pricingTableId: embed?.pricingTableId ?? null, publishableKey: embed?.publishableKey ?? null };
}

/** Stripe signs every webhook; anything that does not verify is a 400 and changes nothing. */
export function verifyStripeEvent(
  rawBody: Buffer,
  signature: string | undefined,
  secret: string | undefined,
): Stripe.Event {
  if (!secret) throw new AppError("NOT_FOUND", "Stripe webhooks are not configured on this shop");
  if (!signature) throw new AppError("BAD_REQUEST", "Missing Stripe-Signature header");
  try {
    return Stripe.webhooks.constructEvent(rawBody, signature, secret);
  } catch (error) {
    throw new AppError(
      "BAD_REQUEST",
      `Invalid Stripe signature: ${error instanceof Error ? error.message : "verification failed"}`,
    );
  }
}

export type PremiumChange = { userId: number; isPremium: boolean };

/**
 * Applies a verified event once: its id goes into processed_stripe_events in the same transaction as its
 * effect, so a redelivery (even a concurrent one) finds the id taken and changes nothing.
 */
export async function applyStripeEvent(
  db: Db,
  events: EventPublisher,
  event: Stripe.Event,
): Promise<{ duplicate: boolean; change: PremiumChange | null }> {
  const result = await db.transaction(async (tx): Promise<{ duplicate: boolean; change: PremiumChange | null }> => {
    const [fresh] = await tx
      .insert(processedStripeEvents)
      .values({ eventId: event.id, type: event.type })
      .onConflictDoNothing()
      .returning({ eventId: processedStripeEvents.eventId });
    if (!fresh) return { duplicate: true, change: null };
    // When the change was applied, for the Premium Members tab's "since".
    const changedAt = sql`now()`;

    switch (event.type) {
      case "checkout.session.completed": {
        const session = event.data.object;
        const customerId = typeof session.customer === "string" ? session.customer : (session.customer?.id ?? null);
        const byReference = Number(session.client_reference_id);
        const email = (session.customer_details?.email ?? session.customer_email ?? "").toLowerCase();
        const [referenced] =
          Number.isInteger(byReference) && byReference > 0
            ? await tx.select({ id: users.id }).from(users).where(eq(users.id, byReference))
            : [];
        const [byEmail] =
          !referenced && email ? await tx.select({ id: users.id }).from(users).where(eq(users.email, email)) : [];
        const user = referenced ?? byEmail;
        if (!user) return { duplicate: false, change: null };
        await tx
          .update(users)
          .set({
            isPremium: true,
            premiumSource: "stripe",
            premiumChangedAt: changedAt,
            ...(customerId ? { stripeCustomerId: customerId } : {}),
          })
          .where(eq(users.id, user.id));
        return { duplicate: false, change: { userId: user.id, isPremium: true } };
      }
      case "customer.subscription.updated":
      case "customer.subscription.deleted": {
        const subscription = event.data.object;
        const customerId = typeof subscription.customer === "string" ? subscription.customer : subscription.customer.id;
        const isPremium =
          event.type === "customer.subscription.updated" && ["active", "trialing"].includes(subscription.status);
        const [user] = await tx
          .update(users)
          .set({ isPremium, premiumSource: "stripe", premiumChangedAt: changedAt })
          .where(eq(users.stripeCustomerId, customerId))
          .returning({ id: users.id });
        return { duplicate: false, change: user ? { userId: user.id, isPremium } : null };
      }
      default:
        return { duplicate: false, change: null };
    }
  });
  const { change } = result;
  if (change) {
    await events.publish({
      audience: "user",
      userId: change.userId,
      message: change.isPremium
        ? { type: "premium_status_updated", message: PREMIUM_UPGRADE_MESSAGE }
        : { type: "premium_status_removed", message: PREMIUM_REMOVED_MESSAGE },
    });
  }
  return result;
}

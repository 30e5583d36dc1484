import { describe, expect, it } from "vitest";
import {
  comesAfter,
  completedCheckoutGrantsPremium,
  isMembershipCheckout,
  type StripeVerdict,
  subscriptionGrantsPremium,
} from "./stripe-membership";

const verdict = (created: number, isPremium: boolean, eventId = `evt_${created}`): StripeVerdict => ({
  created,
  isPremium,
  eventId,
});

describe("comesAfter", () => {
  it("puts the first verdict after nothing", () => {
    expect(comesAfter(verdict(1, false), null)).toBe(true);
  });

  it("orders by created: an older 'active' after a 'deleted' comes before it", () => {
    expect(comesAfter(verdict(100, true), verdict(200, false))).toBe(false);
    expect(comesAfter(verdict(200, false), verdict(100, true))).toBe(true);
  });

  it("at the same second puts a grant after a revocation, whichever arrived first", () => {
    expect(comesAfter(verdict(100, true, "evt_a"), verdict(100, false, "evt_b"))).toBe(true);
    expect(comesAfter(verdict(100, false, "evt_b"), verdict(100, true, "evt_a"))).toBe(false);
  });

  it("at the same second and verdict orders by event id, and an event never comes after itself", () => {
    expect(comesAfter(verdict(100, false, "evt_b"), verdict(100, false, "evt_a"))).toBe(true);
    expect(comesAfter(verdict(100, false, "evt_a"), verdict(100, false, "evt_b"))).toBe(false);
    expect(comesAfter(verdict(100, true, "evt_a"), verdict(100, true, "evt_a"))).toBe(false);
  });

  it("settles any arrival order of the same verdicts on the same last one", () => {
    const all = [verdict(5, true, "evt_x"), verdict(5, false, "evt_y"), verdict(4, true), verdict(5, false, "evt_z")];
    const permutations = (items: StripeVerdict[]): StripeVerdict[][] =>
      items.length <= 1
        ? [items]
        : items.flatMap((item, i) => permutations(items.filter((_, j) => j !== i)).map((rest) => [item, ...rest]));
    const lasts = new Set(
      permutations(all).map(
        (order) => order.reduce<StripeVerdict | null>((last, v) => (comesAfter(v, last) ? v : last), null)?.eventId,
      ),
    );
    expect([...lasts]).toEqual(["evt_x"]);
  });
});

describe("what grants premium", () => {
  it.each([
    ["active", true],
    ["trialing", true],
    ["past_due", false],
    ["unpaid", false],
    ["canceled", false],
    ["incomplete", false],
    ["incomplete_expired", false],
    ["paused", false],
  ])("a subscription %s: %s", (status, grants) => {
    expect(subscriptionGrantsPremium(status)).toBe(grants);
  });

  it("a checkout is a membership only in subscription mode", () => {
    expect(isMembershipCheckout({ mode: "subscription" })).toBe(true);
    expect(isMembershipCheckout({ mode: "payment" })).toBe(false);
    expect(isMembershipCheckout({ mode: "setup" })).toBe(false);
    expect(isMembershipCheckout({})).toBe(false);
  });

  it.each([
    ["paid", true],
    ["no_payment_required", true],
    ["unpaid", false],
    [undefined, false],
  ])("a completed checkout with payment %s: %s", (paymentStatus, grants) => {
    expect(completedCheckoutGrantsPremium({ paymentStatus })).toBe(grants);
  });
});

import { describe, expect, it } from "vitest";
import type { CustomerOrder } from "../../../contracts/order";
import { decideEmail, type OutboxMessage, WAIT_FOR_CHARGE_MS } from "./outbox";

const placedAt = new Date("2026-11-29T10:00:00Z");
const order = {
  id: 7,
  status: "processing",
  createdAt: placedAt.toISOString(),
  payment: { state: "unpaid", method: null, card: null },
} as unknown as CustomerOrder;
const sent = { status: "done", outcome: "sent", renderedAt: placedAt };

function message(changes: Partial<OutboxMessage>): OutboxMessage {
  return {
    id: 1,
    kind: "order-placed",
    createdAt: placedAt,
    order,
    shopperName: "Asha",
    shopperId: 3,
    toAddress: "asha@example.com",
    remindersOn: true,
    confirmation: null,
    ...changes,
  };
}
const at = (ms: number) => new Date(placedAt.getTime() + ms);

describe("decideEmail", () => {
  it("waits a moment for a card being charged, then confirms whatever the payment says", () => {
    const charging = { ...order, payment: { state: "charging", method: null, card: null } } as CustomerOrder;
    expect(decideEmail(message({ order: charging }), at(1000))).toEqual({ wait: "the card on file is being charged" });
    expect(decideEmail(message({ order: charging }), at(WAIT_FOR_CHARGE_MS))).toEqual({ send: true });
  });

  it("sends nothing about an order whose confirmation did not go, or one cancelled before it", () => {
    const cancelled = { ...order, status: "cancelled" } as CustomerOrder;
    expect(decideEmail(message({ order: cancelled }), at(0))).toMatchObject({ skip: expect.any(String) });
    expect(
      decideEmail(message({ kind: "order-cancelled", confirmation: { ...sent, outcome: "skipped" } }), at(0)),
    ).toEqual({ skip: "its order's confirmation did not go" });
    expect(
      decideEmail(message({ kind: "order-shipped", confirmation: { ...sent, status: "pending" } }), at(0)),
    ).toEqual({ wait: "its order's confirmation has not gone yet" });
  });

  it("does not report a payment the confirmation already reported", () => {
    const paidLater = message({ kind: "order-paid", createdAt: at(60_000), confirmation: sent });
    expect(decideEmail(paidLater, at(61_000))).toEqual({ send: true });
    const paidFirst = message({
      kind: "order-paid",
      createdAt: at(0),
      confirmation: { ...sent, renderedAt: at(1000) },
    });
    expect(decideEmail(paidFirst, at(2000))).toEqual({ skip: "its order's confirmation said it was paid" });
  });

  it("reminds only a shopper who kept reminders on, of an order still to pay", () => {
    const reminder = (changes: Partial<OutboxMessage>) =>
      decideEmail(message({ kind: "payment-reminder", confirmation: sent, ...changes }), at(0));
    expect(reminder({})).toEqual({ send: true });
    expect(reminder({ remindersOn: false })).toEqual({ skip: "the shopper turned payment reminder emails off" });
    const paid = { ...order, payment: { state: "paid", method: "manual", card: null } } as CustomerOrder;
    expect(reminder({ order: paid })).toEqual({ skip: "nothing is left to pay" });
  });
});

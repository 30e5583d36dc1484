import { describe, expect, it } from "vitest";
import type { CustomerOrder } from "../../../contracts/order";
import type { StoreSettings } from "../../../contracts/settings";
import type { EmailKind } from "../../../contracts/admin-emails";
import { renderOrderEmail } from "./order-emails";

const order: CustomerOrder = {
  id: 42,
  productId: 7,
  productName: "Indigo <b>kurta</b>",
  productDescription: "",
  productPrice: "60.00",
  productDiscountAmount: "11.00",
  productDiscountedPrice: "49.00",
  productImages: ["/media/abc/kurta.jpg"],
  productCategory: "regular",
  size: "M",
  shippingCountry: "SG",
  shippingAddress: "12 Orchard Road",
  shippingApartment: "#05-12",
  shippingPostalCode: "238801",
  shippingPhone: null,
  shippingCost: "8.99",
  totalPrice: "57.99",
  isPaid: false,
  payment: { state: "unpaid", method: null, card: null },
  status: "processing",
  cancelledBy: null,
  cancellationReason: null,
  createdAt: "2026-11-29T10:00:00.000Z",
};

const store: StoreSettings = {
  storeName: "Chanderi Lane",
  storeEmail: "hello@chanderi.example",
  storePhone: null,
  currency: "USD",
  storeAddress: "27 Buffalo Road, Singapore",
  storeDescription: null,
  timeZone: "Asia/Singapore",
  supportHours: null,
  paymentInstructions: "PayNow to UEN 201912345K with your order number.",
  customerPortalUrl: null,
  unpaidOrderDeadlineMinutes: 120,
};

const render = (kind: EmailKind, changes: Partial<CustomerOrder> = {}) =>
  renderOrderEmail({
    kind,
    order: { ...order, ...changes },
    shopperName: "Asha",
    store,
    publicUrl: "https://shop.example",
    unsubscribeUrl: kind === "payment-reminder" ? "https://shop.example/api/email/unsubscribe?token=1.x" : null,
  });

describe("renderOrderEmail", () => {
  it("says the same facts in the HTML and the plain text, with the store's details", () => {
    const { subject, html, text } = render("order-placed");
    expect(subject).toBe("Order #42 confirmed: Indigo <b>kurta</b>");
    for (const fact of ["$57.99", "Size M", "12 Orchard Road, #05-12, 238801 Singapore", "PayNow to UEN 201912345K"])
      for (const body of [html, text]) expect(body).toContain(fact);
    expect(text).toContain("Please pay by 29 Nov 2026, 20:00 (Asia/Singapore time), or the order is cancelled.");
    expect(html).toContain('src="https://shop.example/media/abc/kurta.jpg"');
    expect(text).toContain("Chanderi Lane\nhello@chanderi.example\n27 Buffalo Road, Singapore");
    // Text from the order is escaped, never markup.
    expect(html).toContain("Indigo &lt;b&gt;kurta&lt;/b&gt;");
    expect(html).toContain('name="viewport"');
  });

  it("names the card that paid, who cancelled and why, and the refund", () => {
    expect(
      render("order-placed", { isPaid: true, payment: { state: "paid", method: "card", card: "Visa ending 4242" } })
        .text,
    ).toContain("Paid with Visa ending 4242.");
    const refunded = render("order-cancelled", {
      status: "cancelled",
      cancelledBy: "admin",
      cancellationReason: "Out of stock at the weaver",
      payment: { state: "refunding", method: "card", card: "Visa ending 4242" },
    });
    expect(refunded.subject).toBe("Order #42 cancelled");
    expect(refunded.text).toContain("We cancelled this order: Out of stock at the weaver");
    expect(refunded.text).toContain("$57.99 is refunded to your Visa ending 4242.");
    expect(render("order-cancelled", { status: "cancelled", cancelledBy: "customer" }).text).toContain(
      "You cancelled this order.",
    );
    expect(render("order-shipped", { status: "shipped" }).subject).toBe("Order #42 is on its way");
    expect(render("order-delivered", { status: "delivered" }).subject).toBe("Order #42 was delivered");
    expect(render("order-paid", { isPaid: true }).text).toContain("We received $57.99 for order #42.");
  });

  it("reminds of the payment with the way out only where the shopper may turn the email off", () => {
    const reminder = render("payment-reminder");
    expect(reminder.subject).toBe("Payment due soon: order #42");
    for (const body of [reminder.html, reminder.text]) {
      expect(body).toContain("PayNow to UEN 201912345K");
      expect(body).toContain("https://shop.example/api/email/unsubscribe?token=1.x");
    }
    expect(render("order-placed").text).not.toContain("Unsubscribe");
  });
});

import { paymentDeclinedMessage } from "../../../domain/card-payment";
import { describe, expect, it } from "vitest";
import type { Product } from "../../../contracts/product";
import type { CurrentUser, ShippingRate } from "../../../contracts/user";
import { DRAFT_MESSAGE, EXPIRED_MESSAGE, NOT_AVAILABLE_MESSAGE } from "../../../domain/product-lifecycle";
import { ApiError } from "../../lib/api/api";
import {
  classifyOrderFailure,
  newIdempotencyKey,
  nextOrderStep,
  orderIntentOf,
  orderPayload,
  type OrderFlowInput,
} from "./order-flow";

const now = new Date("2025-03-10T12:00:00Z");
const hour = 3_600_000;

const product: Product = {
  id: 7,
  name: "Rani Pink Anarkali",
  description: "Georgette.",
  price: "89.00",
  discountAmount: "10.50",
  images: [],
  category: "regular",
  sizes: ["S", "M", "L"],
  status: "active",
  publishAt: new Date(now.getTime() - 10 * hour).toISOString(),
  expiresAt: new Date(now.getTime() + 10 * hour).toISOString(),
  stockLeft: null,
  perMemberLimit: null,
};

const shopper: CurrentUser = {
  id: 3,
  fullName: "Asha Rao",
  email: "asha@example.com",
  address: "12 Orchard Road",
  apartment: "#05-12",
  postalCode: "238858",
  country: "SG",
  phone: "91234567",
  isPremium: true,
};

const input = (overrides: Partial<OrderFlowInput> = {}): OrderFlowInput => ({
  user: shopper,
  product,
  size: "M",
  now,
  formatDate: (d) => d.toISOString(),
  ...overrides,
});

describe("nextOrderStep", () => {
  it("submits when every check passes", () => {
    expect(nextOrderStep(input())).toEqual({ kind: "submit", size: "M" });
  });

  it("asks a visitor to log in before anything else", () => {
    expect(nextOrderStep(input({ user: null, product: null, size: null }))).toEqual({ kind: "login" });
  });

  it("needs the product", () => {
    expect(nextOrderStep(input({ product: undefined, user: { ...shopper, isPremium: false } }))).toEqual({
      kind: "product-missing",
    });
  });

  it("refuses expired, scheduled and draft products in the spec's words, before the premium check", () => {
    const visitorish = { ...shopper, isPremium: false };
    const expired = { ...product, expiresAt: new Date(now.getTime() - hour).toISOString() };
    expect(nextOrderStep(input({ user: visitorish, product: expired }))).toEqual({
      kind: "not-orderable",
      message: EXPIRED_MESSAGE,
    });

    const publishAt = new Date(now.getTime() + 5 * hour);
    const scheduled: Product = { ...product, status: "scheduled", publishAt: publishAt.toISOString() };
    expect(nextOrderStep(input({ user: visitorish, product: scheduled }))).toEqual({
      kind: "not-orderable",
      message: `This item will be available on ${publishAt.toISOString()}`,
    });

    const draft: Product = { ...product, status: "draft", publishAt: null };
    expect(nextOrderStep(input({ user: visitorish, product: draft }))).toEqual({
      kind: "not-orderable",
      message: DRAFT_MESSAGE,
    });
  });

  it("refuses any other product it cannot take as live with the catch-all", () => {
    const unknown = { ...product, status: "archived" } as unknown as Product;
    expect(nextOrderStep(input({ product: unknown }))).toEqual({
      kind: "not-orderable",
      message: NOT_AVAILABLE_MESSAGE,
    });
  });

  it("offers premium before asking for a size", () => {
    expect(nextOrderStep(input({ user: { ...shopper, isPremium: false }, size: null }))).toEqual({ kind: "premium" });
  });

  it("needs a size the product has, unless it has none", () => {
    expect(nextOrderStep(input({ size: null }))).toEqual({ kind: "size" });
    expect(nextOrderStep(input({ size: "XXL" }))).toEqual({ kind: "size" });
    expect(nextOrderStep(input({ size: null, product: { ...product, sizes: [] } }))).toEqual({
      kind: "submit",
      size: null,
    });
  });

  it("names a chosen size that sold out since, rather than asking for a size", () => {
    const soldOutM = { ...product, stockLeft: { S: 2, M: 0 } };
    expect(nextOrderStep(input({ product: soldOutM }))).toEqual({
      kind: "size-sold-out",
      message: "Sold out in size M",
    });
    expect(nextOrderStep(input({ product: soldOutM, size: "S" }))).toEqual({ kind: "submit", size: "S" });
    expect(nextOrderStep(input({ product: soldOutM, size: "L" }))).toEqual({ kind: "submit", size: "L" });
  });

  it("asks for the address after the size", () => {
    const noAddress = { ...shopper, address: "  12 ", postalCode: null };
    expect(nextOrderStep(input({ user: noAddress, size: null }))).toEqual({ kind: "size" });
    expect(nextOrderStep(input({ user: noAddress }))).toEqual({ kind: "address" });
  });
});

describe("orderPayload", () => {
  const rates: ShippingRate[] = [
    { countryCode: "SG", countryName: "Singapore", rate: "4.50", enabled: true },
    { countryCode: "AU", countryName: "Australia", rate: "12.00", enabled: true },
    { countryCode: "US", countryName: "United States", rate: "15.00", enabled: false },
  ];

  it("uses the shopper's country rate and the discounted total", () => {
    expect(orderPayload(product, { ...shopper, country: "AU" }, "M", rates)).toEqual({
      productId: 7,
      size: "M",
      shippingCountry: "AU",
      shippingCost: 12,
      totalPrice: 90.5,
      isPaid: false,
      status: "processing",
    });
  });

  it("falls back to the SG rate for a country without an enabled rate", () => {
    const payload = orderPayload(product, { ...shopper, country: "US" }, null, rates);
    expect(payload).toMatchObject({ shippingCountry: "US", shippingCost: 4.5, totalPrice: 83, size: null });
  });
});

describe("classifyOrderFailure", () => {
  it("opens the upgrade dialog for a 403 or the premium text", () => {
    expect(
      classifyOrderFailure(new ApiError(403, "{}", { message: "Premium membership required", code: "FORBIDDEN" })),
    ).toEqual({
      kind: "premium",
    });
    expect(classifyOrderFailure(new ApiError(400, "Premium membership required"))).toEqual({ kind: "premium" });
  });

  it("branches on our server's code, not on the status or the message", () => {
    const refused = new ApiError(409, "{}", { message: "No membership on file", code: "FORBIDDEN" });
    expect(classifyOrderFailure(refused)).toEqual({ kind: "premium" });
    const signedOut = new ApiError(409, "{}", { message: "Session over", code: "UNAUTHORIZED" });
    expect(classifyOrderFailure(signedOut)).toEqual({ kind: "login" });
    const sold = new ApiError(403, "{}", { message: "Premium membership required", code: "CONFLICT" });
    expect(classifyOrderFailure(sold)).toEqual({ kind: "message", message: "Premium membership required" });
  });

  it("asks to log in again when the session is gone", () => {
    expect(
      classifyOrderFailure(new ApiError(401, "{}", { message: "You need to be logged in to place an order" })),
    ).toEqual({
      kind: "login",
    });
  });

  it("tells a declined card apart from other conflicts, with the bank's words", () => {
    const message = paymentDeclinedMessage("Your card has insufficient funds.");
    const declined = new ApiError(409, "{}", { message, code: "PAYMENT_DECLINED" });
    expect(classifyOrderFailure(declined)).toEqual({ kind: "declined", message });
  });

  it("takes a product the server no longer has as not available", () => {
    const gone = new ApiError(404, "{}", { message: "Product not found", code: "NOT_FOUND" });
    expect(classifyOrderFailure(gone)).toEqual({ kind: "product-missing" });
  });

  it("passes every other failure's message on", () => {
    const changed = "The price has changed: the total is now $90.50 ($12.00 shipping)";
    expect(classifyOrderFailure(new ApiError(409, "{}", { message: changed, code: "CONFLICT" }))).toEqual({
      kind: "message",
      message: changed,
    });
  });

  it("tells a repeat the guard refused, and a request that got no answer, from the rest", () => {
    const repeat = new ApiError(409, "{}", {
      message: "You ordered Rani Pink Anarkali 2 minutes ago",
      code: "DUPLICATE_ORDER",
    });
    expect(classifyOrderFailure(repeat)).toEqual({
      kind: "duplicate",
      message: "You ordered Rani Pink Anarkali 2 minutes ago",
    });
    expect(classifyOrderFailure(new TypeError("Failed to fetch"))).toEqual({ kind: "no-answer" });
  });
});

describe("orderIntentOf", () => {
  it("is the same for the same product, size and address, and changes with any of them", () => {
    const intent = orderIntentOf(7, "M", shopper);
    expect(orderIntentOf(7, "M", { ...shopper, isPremium: false })).toBe(intent);
    expect(orderIntentOf(8, "M", shopper)).not.toBe(intent);
    expect(orderIntentOf(7, "L", shopper)).not.toBe(intent);
    expect(orderIntentOf(7, "M", { ...shopper, postalCode: "018956" })).not.toBe(intent);
    expect(orderIntentOf(7, "M", { ...shopper, country: "MY" })).not.toBe(intent);
  });
});

describe("newIdempotencyKey", () => {
  it("is a fresh v4 UUID every time", () => {
    const a = newIdempotencyKey();
    expect(a).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(newIdempotencyKey()).not.toBe(a);
  });
});

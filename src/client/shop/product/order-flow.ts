import type { ErrorCode } from "../../../contracts/error";
import { PREMIUM_REQUIRED } from "../../../contracts/error-messages";
import type { PlaceOrder } from "../../../contracts/order";
import type { Product } from "../../../contracts/product";
import type { CurrentUser, ShippingRate } from "../../../contracts/user";
import { isAddressComplete } from "../../../domain/address-complete";
import { finalPrice, orderTotal, shippingCostFor } from "../../../domain/pricing";
import { lifecycleFieldsOf, notOrderableMessage } from "../../../domain/product-lifecycle";
import { sizeLeft, soldOutInSize } from "../../../domain/stock";
import { type ApiError, isApiError } from "../../lib/api/api";

// The "Order Now" click flow as data, so its order of checks (login -> product loaded
// -> orderable -> premium -> size -> address -> submit) is tested without a browser.

export const PRODUCT_NOT_AVAILABLE = "Product not available";
export const PRODUCT_DATA_NOT_AVAILABLE = "Product data not available";
export const CANNOT_PLACE_ORDER = "Cannot place order";
export const SIZE_REQUIRED_TITLE = "Size required";
export const SIZE_REQUIRED_TEXT = "Please select a size before placing your order";
/** Under the sizes when Order Now was tapped without one. */
export const SIZE_MISSING = "Please select a size";
/** The toast's line when the chosen size sold out since it was chosen. */
export const CHOOSE_ANOTHER_SIZE = "Please choose another size";
export const ORDER_FAILED = "Failed to place order";
export const ORDER_PLACED = "Order Placed Successfully";
export const CARD_DECLINED_TITLE = "Card declined";

export type OrderStep =
  | { kind: "login" }
  | { kind: "product-missing" }
  | { kind: "not-orderable"; message: string }
  | { kind: "premium" }
  | { kind: "size" }
  /** The chosen size sold out since it was chosen (say, while the address was typed). */
  | { kind: "size-sold-out"; message: string }
  | { kind: "address" }
  | { kind: "submit"; size: string | null };

export interface OrderFlowInput {
  /** null when signed out. */
  user: CurrentUser | null;
  product: Product | null | undefined;
  size: string | null;
  now: Date;
  /** How a scheduled product's release date reads on screen. */
  formatDate: (date: Date) => string;
}

/** What tapping "Order Now" does next: the first check that fails, or the order itself. */
export function nextOrderStep({ user, product, size, now, formatDate }: OrderFlowInput): OrderStep {
  if (!user) return { kind: "login" };
  if (!product) return { kind: "product-missing" };
  const unavailable = notOrderableMessage(lifecycleFieldsOf(product), now, formatDate);
  if (unavailable !== null) return { kind: "not-orderable", message: unavailable };
  if (!user.isPremium) return { kind: "premium" };
  const chosen = size !== null && product.sizes.includes(size) ? size : null;
  if (chosen !== null && sizeLeft(product.stockLeft, chosen) === 0)
    return { kind: "size-sold-out", message: soldOutInSize(chosen) };
  if (product.sizes.length > 0 && chosen === null) return { kind: "size" };
  if (!isAddressComplete(user)) return { kind: "address" };
  return { kind: "submit", size: chosen };
}

/**
 * The order as the server expects it: shipping for the shopper's own country (their rate when enabled,
 * else SG's, else 1.90) and the total the button showed. The server recomputes both and refuses a total
 * that no longer matches.
 */
export function orderPayload(
  product: Product,
  user: CurrentUser,
  size: string | null,
  rates: readonly ShippingRate[],
): PlaceOrder {
  const shippingCost = shippingCostFor(rates, user.country);
  return {
    productId: product.id,
    size,
    shippingCountry: user.country,
    shippingCost,
    totalPrice: orderTotal(finalPrice(product.price, product.discountAmount), shippingCost),
    isPaid: false,
    status: "processing",
  };
}

export type OrderFailure =
  | { kind: "premium" }
  | { kind: "login" }
  | { kind: "product-missing" }
  /** The member ordered this product and size minutes ago: ask "Order another?". */
  | { kind: "duplicate"; message: string }
  /** The card on file was declined: the order was cancelled; the bank's reason and what to do. */
  | { kind: "declined"; message: string }
  /** No answer came (offline, a dropped connection): the order may or may not exist, so retry with its key. */
  | { kind: "no-answer" }
  | { kind: "message"; message: string };

/**
 * A refusal's code: our server's, else (a plain-text answer, e.g. from a proxy in front of us) what the
 * status says, or the premium text.
 */
function failureCode(error: ApiError): ErrorCode | undefined {
  if (error.code !== undefined) return error.code;
  if (error.status === 403 || error.text.includes(PREMIUM_REQUIRED)) return "FORBIDDEN";
  if (error.status === 401) return "UNAUTHORIZED";
  return undefined;
}

/**
 * A refused order: no membership opens the upgrade dialog (no toast), a lost session asks to log in, a
 * product gone since the page loaded is "Product not available" as if it had never loaded.
 */
export function classifyOrderFailure(error: unknown): OrderFailure {
  if (error instanceof TypeError) return { kind: "no-answer" };
  const code = isApiError(error) ? failureCode(error) : undefined;
  if (code === "FORBIDDEN") return { kind: "premium" };
  if (code === "UNAUTHORIZED") return { kind: "login" };
  if (code === "NOT_FOUND") return { kind: "product-missing" };
  if (code === "DUPLICATE_ORDER") return { kind: "duplicate", message: (error as ApiError).message };
  if (code === "PAYMENT_DECLINED") return { kind: "declined", message: (error as ApiError).message };
  const message = error instanceof Error ? error.message : String(error);
  return { kind: "message", message: message || "Something went wrong. Please try again." };
}

/** Order Now tapped with no network: said at once, and nothing is sent, now or later. */
export const YOU_ARE_OFFLINE = "You are offline";
export const OFFLINE_ORDER_TEXT = "Nothing was ordered. Connect to the internet and tap Order Now again.";

/** The title of the question the repeat guard asks (docs/decisions/013). */
export const ORDER_ANOTHER = "Order another?";
/** What a dropped connection says: the key of the order is kept, so tapping again cannot order twice. */
export const NO_ANSWER_TEXT = "We could not reach the shop. Check your connection and tap Order Now again.";

/**
 * What one order intent is: this product, this size, this address. Every tap and retry of the same intent
 * carries the same Idempotency-Key; changing any of them starts a new one.
 */
export function orderIntentOf(productId: number, size: string | null, user: CurrentUser): string {
  return JSON.stringify([productId, size, user.address, user.apartment, user.postalCode, user.country, user.phone]);
}

/** A fresh Idempotency-Key for an order intent; randomUUID needs a secure context, so plain http falls back. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * Stripe's API on 127.0.0.1 for tests, as much of it as the shop's card payments use, driven by the real
 * `stripe` SDK (STRIPE_API_URL points it here): a customer with its default card, the customer's cards, an
 * off-session PaymentIntent confirmed at creation, reading one back, and refunds. Like Stripe it checks the
 * secret key, keeps each Idempotency-Key's answer for a replay (and refuses the key with other parameters),
 * and answers a declined or authentication-requiring card with a 402 `card_error` naming the PaymentIntent.
 * A test makes it answer 500, answer slowly, or charge and then lose the answer (the connection drops).
 */

export type FakeCard = {
  /** What the card does when charged off session. */
  behaviour: "succeeds" | "declined" | "authentication_required";
  brand?: string;
  last4?: string;
};

export type FakePaymentIntent = {
  id: string;
  object: "payment_intent";
  amount: number;
  currency: string;
  customer: string;
  payment_method: string;
  status: "succeeded" | "requires_payment_method" | "requires_action";
  client_secret: string;
  metadata: Record<string, string>;
  off_session: boolean;
  created: number;
  last_payment_error: { code: string; decline_code?: string; message: string } | null;
};

export type FakeRefund = { id: string; object: "refund"; payment_intent: string; amount: number; status: "succeeded" };

export type StripeApi = {
  /** What the shop's STRIPE_API_URL is set to. */
  url: string;
  secretKey: string;
  /** A Stripe customer with these cards, the first its default unless `noDefault`. */
  addCustomer(cards: FakeCard[], options?: { noDefault?: boolean }): string;
  /** Every PaymentIntent created (one per Idempotency-Key), in order; one customer's when given. */
  paymentIntents(customerId?: string): FakePaymentIntent[];
  /** PaymentIntents that took the money (succeeded, refunded or not); one customer's when given. */
  charges(customerId?: string): FakePaymentIntent[];
  refunds(): FakeRefund[];
  /** Requests by method and path ("POST /v1/payment_intents"), for counting. */
  requests(): string[];
  /**
   * The next requests get these answers, one each: "ok" (as usual), an error status (500, 503), or "lose"
   * (the work is done, then the connection drops before the answer). Called with none, it forgets any left.
   */
  answerNext(...answers: Answer[]): void;
  /** Every request waits this long before it is handled; with `maxMs`, a random time from `ms` to `maxMs`. */
  slow(ms: number, maxMs?: number): void;
  /**
   * How long this fake kept an order's charge waiting in all: its PaymentIntent's request and the card lookups
   * of its customer just before it (what drop.ts --charge subtracts from an order's time); 0 for none.
   */
  waitedFor(orderId: number): number;
  /**
   * Runs when a PaymentIntent has taken the money, before its answer goes back: a check kills the shop there
   * (scripts/reliability/card-charge-crash.check.ts). The answer waits for what it returns.
   */
  onCharge(hook: ((intent: FakePaymentIntent) => Promise<void> | void) | null): void;
  /** What Stripe.js does when the shopper completes their bank's check: the PaymentIntent succeeds. */
  completeAuthentication(paymentIntentId: string): FakePaymentIntent;
  close(): Promise<void>;
};

type Answer = "ok" | number | "lose";

/** What a request asks expanded: the SDK sends `expand[0]=...`, curl users `expand[]=...`. */
const expansions = (query: URLSearchParams) =>
  [...query.entries()].filter(([key]) => /^expand\[\d*\]$/.test(key)).map(([, value]) => value);
type Customer = { id: string; defaultPaymentMethod: string | null; cards: string[] };
type Kept = { status: number; body: unknown; params: string };

const DECLINE = {
  code: "card_declined",
  decline_code: "insufficient_funds",
  message: "Your card has insufficient funds.",
};
const AUTHENTICATION = {
  code: "authentication_required",
  message: "Your card was declined. This transaction requires authentication.",
};

export async function startStripeApi(): Promise<StripeApi> {
  const secretKey = `sk_test_${randomBytes(12).toString("hex")}`;
  const customers = new Map<string, Customer>();
  const cards = new Map<string, FakeCard & { id: string }>();
  const intents = new Map<string, FakePaymentIntent>();
  const refunds: FakeRefund[] = [];
  const kept = new Map<string, Kept>();
  const seen: string[] = [];
  const queued: Answer[] = [];
  let delay = { minMs: 0, maxMs: 0 };
  let chargeHook: ((intent: FakePaymentIntent) => Promise<void> | void) | null = null;
  /** Waits of a customer's card lookups not yet counted against a PaymentIntent, and each order's total. */
  const lookupWaits = new Map<string, number>();
  const orderWaits = new Map<string, number>();
  let counter = 0;
  const id = (prefix: string) =>
    `${prefix}_${(++counter).toString().padStart(6, "0")}${randomBytes(4).toString("hex")}`;

  const cardJson = (card: FakeCard & { id: string }) => ({
    id: card.id,
    object: "payment_method",
    type: "card",
    card: { brand: card.brand ?? "visa", last4: card.last4 ?? "4242", exp_month: 12, exp_year: 2030 },
  });

  function error(status: number, type: string, message: string, extra: Record<string, unknown> = {}) {
    return { status, body: { error: { type, message, ...extra } } };
  }

  function createIntent(params: URLSearchParams): { status: number; body: unknown } {
    const customer = customers.get(params.get("customer") ?? "");
    if (!customer) return error(400, "invalid_request_error", "No such customer", { code: "resource_missing" });
    const method = params.get("payment_method") ?? "";
    const card = cards.get(method);
    if (!card || !customer.cards.includes(method))
      return error(400, "invalid_request_error", "No such PaymentMethod", { code: "resource_missing" });
    const amount = Number(params.get("amount"));
    if (!Number.isInteger(amount) || amount < 1)
      return error(400, "invalid_request_error", "Invalid positive integer", { param: "amount" });
    const metadata: Record<string, string> = {};
    for (const [key, value] of params) {
      const match = /^metadata\[(.+)\]$/.exec(key);
      if (match) metadata[match[1]] = value;
    }
    const intent: FakePaymentIntent = {
      id: id("pi"),
      object: "payment_intent",
      amount,
      currency: params.get("currency") ?? "",
      customer: customer.id,
      payment_method: method,
      status: "succeeded",
      client_secret: "",
      metadata,
      off_session: params.get("off_session") === "true",
      created: Math.floor(Date.now() / 1000),
      last_payment_error: null,
    };
    intent.client_secret = `${intent.id}_secret_${randomBytes(8).toString("hex")}`;
    intents.set(intent.id, intent);
    if (params.get("confirm") !== "true") return error(400, "invalid_request_error", "The fake only confirms at once");
    if (card.behaviour === "declined") {
      intent.status = "requires_payment_method";
      intent.last_payment_error = DECLINE;
      return error(402, "card_error", DECLINE.message, { ...DECLINE, payment_intent: intent });
    }
    if (card.behaviour === "authentication_required") {
      intent.status = "requires_action";
      intent.last_payment_error = AUTHENTICATION;
      return error(402, "card_error", AUTHENTICATION.message, { ...AUTHENTICATION, payment_intent: intent });
    }
    return { status: 200, body: intent };
  }

  function createRefund(params: URLSearchParams): { status: number; body: unknown } {
    const intent = intents.get(params.get("payment_intent") ?? "");
    if (!intent) return error(400, "invalid_request_error", "No such payment_intent", { code: "resource_missing" });
    if (intent.status !== "succeeded")
      return error(400, "invalid_request_error", "This PaymentIntent does not have a successful charge to refund.");
    if (refunds.some((r) => r.payment_intent === intent.id))
      return error(400, "invalid_request_error", `Charge for ${intent.id} has already been refunded.`, {
        code: "charge_already_refunded",
      });
    const refund: FakeRefund = {
      id: id("re"),
      object: "refund",
      payment_intent: intent.id,
      amount: intent.amount,
      status: "succeeded",
    };
    refunds.push(refund);
    return { status: 200, body: refund };
  }

  function route(method: string, path: string, query: URLSearchParams, params: URLSearchParams) {
    const customerMatch = /^\/v1\/customers\/([^/]+)$/.exec(path);
    if (method === "GET" && customerMatch) {
      const customer = customers.get(decodeURIComponent(customerMatch[1]));
      if (!customer) return error(404, "invalid_request_error", "No such customer", { code: "resource_missing" });
      const expanded = expansions(query).includes("invoice_settings.default_payment_method");
      const defaultCard = customer.defaultPaymentMethod ? cards.get(customer.defaultPaymentMethod) : undefined;
      return {
        status: 200,
        body: {
          id: customer.id,
          object: "customer",
          invoice_settings: {
            default_payment_method: defaultCard ? (expanded ? cardJson(defaultCard) : defaultCard.id) : null,
          },
        },
      };
    }
    if (method === "GET" && path === "/v1/payment_methods") {
      const customer = customers.get(query.get("customer") ?? "");
      if (!customer) return error(404, "invalid_request_error", "No such customer", { code: "resource_missing" });
      const data = customer.cards.map((card) => cardJson(cards.get(card)!));
      return { status: 200, body: { object: "list", url: "/v1/payment_methods", has_more: false, data } };
    }
    if (method === "POST" && path === "/v1/payment_intents") return createIntent(params);
    const intentMatch = /^\/v1\/payment_intents\/([^/]+)$/.exec(path);
    if (method === "GET" && intentMatch) {
      const intent = intents.get(decodeURIComponent(intentMatch[1]));
      if (!intent) return error(404, "invalid_request_error", "No such payment_intent", { code: "resource_missing" });
      const card = cards.get(intent.payment_method);
      return {
        status: 200,
        body:
          expansions(query).includes("payment_method") && card ? { ...intent, payment_method: cardJson(card) } : intent,
      };
    }
    if (method === "POST" && path === "/v1/refunds") return createRefund(params);
    return error(404, "invalid_request_error", `Unrecognized request URL (${method}: ${path})`);
  }

  function countWait(method: string, url: URL, params: URLSearchParams, waited: number) {
    const lookedUp =
      method === "GET" &&
      (/^\/v1\/customers\/([^/]+)$/.exec(url.pathname)?.[1] ??
        (url.pathname === "/v1/payment_methods" ? url.searchParams.get("customer") : null));
    if (lookedUp) lookupWaits.set(lookedUp, (lookupWaits.get(lookedUp) ?? 0) + waited);
    const orderId = params.get("metadata[orderId]");
    if (method === "POST" && url.pathname === "/v1/payment_intents" && orderId) {
      const customer = params.get("customer") ?? "";
      orderWaits.set(orderId, (orderWaits.get(orderId) ?? 0) + (lookupWaits.get(customer) ?? 0) + waited);
      lookupWaits.delete(customer);
    }
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks).toString("utf8");
    const url = new URL(request.url ?? "/", "http://stripe.test");
    const method = request.method ?? "GET";
    seen.push(`${method} ${url.pathname}`);
    const waited = delay.minMs + Math.random() * (delay.maxMs - delay.minMs);
    if (waited > 0) await new Promise((resolve) => setTimeout(resolve, waited));
    const send = ({ status, body: answer }: { status: number; body: unknown }) => {
      if (response.destroyed) return;
      response.writeHead(status, { "content-type": "application/json", "request-id": id("req") });
      response.end(JSON.stringify(answer));
    };
    if (request.headers.authorization !== `Bearer ${secretKey}`)
      return send(error(401, "invalid_request_error", "Invalid API Key provided"));
    const next = queued.shift();
    if (typeof next === "number") return send(error(next, "api_error", "Something went wrong on Stripe's end."));
    const params = new URLSearchParams(body);
    countWait(method, url, params, waited);
    const key = method === "POST" ? request.headers["idempotency-key"] : undefined;
    let answer: { status: number; body: unknown };
    if (typeof key === "string" && kept.has(key)) {
      const earlier = kept.get(key)!;
      answer =
        earlier.params === `${url.pathname}?${body}`
          ? earlier
          : error(400, "idempotency_error", "Keys for idempotent requests can only be used with the same parameters");
    } else {
      answer = route(method, url.pathname, url.searchParams, params);
      if (typeof key === "string") kept.set(key, { ...answer, params: `${url.pathname}?${body}` });
    }
    // The work is done and kept under its key; only the answer is lost on its way back.
    if (next === "lose") return request.socket.destroy();
    const charged = answer.body as Partial<FakePaymentIntent>;
    if (chargeHook && method === "POST" && url.pathname === "/v1/payment_intents" && charged.status === "succeeded")
      await chargeHook(charged as FakePaymentIntent);
    send(answer);
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((cause: unknown) => {
      response.writeHead(500, { "content-type": "application/json" });
      response.end(JSON.stringify({ error: { type: "api_error", message: String(cause) } }));
    });
  });
  // A rush opens a connection per charge at once (drop.ts --charge: 1,000), more than Node's default listen
  // backlog (511) holds.
  await new Promise<void>((resolve) => server.listen({ port: 0, host: "127.0.0.1", backlog: 4096 }, resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    secretKey,
    addCustomer(customerCards, { noDefault = false } = {}) {
      const customer: Customer = { id: id("cus"), defaultPaymentMethod: null, cards: [] };
      for (const card of customerCards) {
        const saved = { ...card, id: id("pm") };
        cards.set(saved.id, saved);
        customer.cards.push(saved.id);
      }
      if (!noDefault) customer.defaultPaymentMethod = customer.cards[0] ?? null;
      customers.set(customer.id, customer);
      return customer.id;
    },
    paymentIntents: (customerId) =>
      [...intents.values()].filter((intent) => customerId === undefined || intent.customer === customerId),
    charges: (customerId) =>
      [...intents.values()].filter(
        (intent) => intent.status === "succeeded" && (customerId === undefined || intent.customer === customerId),
      ),
    refunds: () => [...refunds],
    requests: () => [...seen],
    answerNext(...answers) {
      if (answers.length === 0) queued.length = 0;
      queued.push(...answers);
    },
    slow(ms, maxMs = ms) {
      delay = { minMs: ms, maxMs };
    },
    waitedFor: (orderId) => orderWaits.get(String(orderId)) ?? 0,
    onCharge(hook) {
      chargeHook = hook;
    },
    completeAuthentication(paymentIntentId) {
      const intent = intents.get(paymentIntentId);
      if (!intent || intent.status !== "requires_action")
        throw new Error(`${paymentIntentId} awaits no authentication`);
      intent.status = "succeeded";
      intent.last_payment_error = null;
      return intent;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

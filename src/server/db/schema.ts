import { sql } from "drizzle-orm";
import type { ActivityAction, ActivityChanges } from "../../contracts/activity";
import {
  bigint,
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  numeric,
  date,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

/** Money is decimal(10,2) everywhere; postgres hands it back as a string, which the pricing rules accept. */
const money = (name: string) => numeric(name, { precision: 10, scale: 2 });
const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();

export const productStatus = pgEnum("product_status", ["draft", "scheduled", "active", "expired"]);
export const productCategory = pgEnum("product_category", ["regular", "plus", "kids", "men"]);
export const orderStatus = pgEnum("order_status", ["processing", "processed", "shipped", "delivered", "cancelled"]);
/** "shop": the shop itself, when a card was declined or a payment deadline passed. */
export const cancelledBy = pgEnum("cancelled_by", ["admin", "customer", "shop"]);
/** How an order was paid: the card on file at the tap, or by hand (a transfer the owner marked paid). */
export const paymentMethod = pgEnum("payment_method", ["card", "manual"]);
export const premiumSource = pgEnum("premium_source", ["stripe", "admin"]);
/** Which drops a shopper hears about: every drop, only products they asked to be reminded of, or none. */
export const dropAlertMode = pgEnum("drop_alert_mode", ["all", "asked", "off"]);

export const users = pgTable(
  "users",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    fullName: text("full_name").notNull(),
    email: text("email").notNull().unique(),
    // Kept from the original schema; shoppers sign in through OpenID Connect and have no password.
    password: text("password"),
    phone: text("phone"),
    address: text("address"),
    apartment: text("apartment").notNull().default(""),
    postalCode: text("postal_code"),
    country: text("country").notNull().default("SG"),
    isPremium: boolean("is_premium").notNull().default(false),
    // Who last turned premium on or off, and when: the Premium Members tab shows since-when and from where.
    premiumSource: premiumSource("premium_source"),
    premiumChangedAt: timestamp("premium_changed_at", { withTimezone: true }),
    twoFactorSecret: text("two_factor_secret"),
    twoFactorEnabled: boolean("two_factor_enabled").notNull().default(false),
    // The identity provider (`iss`) and its stable subject for the shopper: users are keyed on the pair, never
    // on the email, since a subject is unique only within its issuer. The dev sign-in's issuer is "dev"; a
    // null issuer beside a subject is a row from before the issuer was stored (services/users.ts claims it).
    oidcIssuer: text("oidc_issuer"),
    oidcSubject: text("oidc_subject"),
    dropAlerts: dropAlertMode("drop_alerts").notNull().default("asked"),
    /** Emails that are not about an order's own changes (payment reminders): the profile's "Emails" switch. */
    emailReminders: boolean("email_reminders").notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("users_oidc_identity_idx").on(t.oidcIssuer, t.oidcSubject)],
);

export const products = pgTable(
  "products",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    price: money("price").notNull(),
    discountAmount: money("discount_amount").notNull().default("0.00"),
    images: text("images")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    category: productCategory("category").notNull().default("regular"),
    sizes: text("sizes")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    supplierLink: text("supplier_link").notNull().default(""),
    sku: text("sku"),
    status: productStatus("status").notNull().default("draft"),
    publishAt: timestamp("publish_at", { withTimezone: true }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    /** Units of this product one shopper may order; null = no limit (docs/decisions/018). */
    perMemberLimit: integer("per_member_limit"),
    /** Set when the last unit of every size sold and admins were told; a unit given back clears it (drizzle/0010). */
    soldOutAnnounced: boolean("sold_out_announced").notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index("products_expires_at_idx").on(t.expiresAt), index("products_publish_at_idx").on(t.publishAt)],
);

/**
 * Units offered per size (docs/decisions/018). A size without a row is unlimited. `sold` counts the units in
 * orders that are not cancelled: the order's own statement takes one (`take_stock_unit`, drizzle/0010) only
 * while `sold < offered`, and triggers give it back when the order is cancelled or deleted, so the owner
 * changes `offered` without ever touching a sale.
 */
export const productStock = pgTable(
  "product_stock",
  {
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    size: text("size").notNull(),
    offered: integer("offered").notNull(),
    sold: integer("sold").notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.size] }),
    check("product_stock_units", sql`${t.sold} >= 0 and ${t.sold} <= ${t.offered}`),
  ],
);

export const orders = pgTable(
  "orders",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    // Orders outlive the product; the snapshot below is what was bought.
    productId: integer("product_id").references(() => products.id, { onDelete: "set null" }),
    size: text("size"),
    status: orderStatus("status").notNull().default("processing"),
    shippingCountry: text("shipping_country").notNull(),
    shippingCost: money("shipping_cost").notNull(),
    totalPrice: money("total_price").notNull(),
    isPaid: boolean("is_paid").notNull().default(false),
    shippingAddress: text("shipping_address").notNull(),
    shippingApartment: text("shipping_apartment").notNull().default(""),
    shippingPostalCode: text("shipping_postal_code").notNull(),
    shippingPhone: text("shipping_phone"),
    productName: text("product_name").notNull(),
    productDescription: text("product_description").notNull().default(""),
    productSku: text("product_sku"),
    productPrice: money("product_price").notNull(),
    productDiscountAmount: money("product_discount_amount").notNull().default("0.00"),
    productDiscountedPrice: money("product_discounted_price").notNull(),
    productImages: text("product_images")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    productCategory: productCategory("product_category").notNull(),
    productSupplierLink: text("product_supplier_link").notNull().default(""),
    cancellationReason: text("cancellation_reason"),
    cancelledBy: cancelledBy("cancelled_by"),
    // A single tap is one order: a repeated request with the same key returns the first order.
    idempotencyKey: text("idempotency_key"),
    /** Set when it is paid; the card's brand and last four digits with it when the card on file paid. */
    paymentMethod: paymentMethod("payment_method"),
    cardBrand: text("card_brand"),
    cardLast4: text("card_last4"),
    /** The PaymentIntent that charged (or tries to charge) the card on file; refunds name it. */
    paymentIntentId: text("payment_intent_id"),
    refundedAt: timestamp("refunded_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index("orders_user_created_idx").on(t.userId, t.createdAt),
    // Leads with created_at for every range read; status and total make the dashboard's year of figures an
    // index-only scan.
    index("orders_created_status_total_idx").on(t.createdAt, t.status, t.totalPrice),
    // The back office's order groups narrow to the groups holding an order of a status, or an unpaid one.
    index("orders_status_created_idx").on(t.status, t.createdAt),
    index("orders_unpaid_created_idx")
      .on(t.createdAt)
      .where(sql`${t.isPaid} = false and ${t.status} <> 'cancelled'`),
    uniqueIndex("orders_user_idempotency_key_idx").on(t.userId, t.idempotencyKey),
    uniqueIndex("orders_payment_intent_idx").on(t.paymentIntentId),
    // The back office's search finds orders by any part of the product's name (ILIKE '%...%'; pg_trgm).
    index("orders_product_name_trgm_idx").using("gin", t.productName.op("gin_trgm_ops")),
  ],
);

/**
 * The repeat guard (docs/decisions/013): one row per member, product and size, naming their latest
 * order of it. The single-tap order claims the row in the statement that inserts the order, so of any number
 * of concurrent taps one wins; a claim younger than 10 minutes refuses another order unless the member
 * confirmed it. Cancelling the order deletes the row (a trigger, drizzle/0009), so it no longer counts.
 */
export const orderGuards = pgTable(
  "order_guards",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    // '' for a product without sizes: a key column cannot hold a null.
    size: text("size").notNull(),
    orderId: integer("order_id").notNull(),
    placedAt: timestamp("placed_at", { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.productId, t.size] }), index("order_guards_order_idx").on(t.orderId)],
);

/**
 * The back office's order groups (docs/decisions/009): one row per customer and calendar day in
 * the time zone of order_groups_zone, kept by triggers on orders (drizzle/0007, 0008), so a page of groups
 * and its count are index reads at any number of orders. Never written by the app.
 */
export const orderGroups = pgTable(
  "order_groups",
  {
    userId: integer("user_id").notNull(),
    day: date("day", { mode: "string" }).notNull(),
    latestAt: timestamp("latest_at", { withTimezone: true }).notNull(),
    ordersCount: integer("orders_count").notNull(),
    processingCount: integer("processing_count").notNull(),
    processedCount: integer("processed_count").notNull(),
    shippedCount: integer("shipped_count").notNull(),
    deliveredCount: integer("delivered_count").notNull(),
    cancelledCount: integer("cancelled_count").notNull(),
    /** Paid orders that are not cancelled. */
    paidLiveCount: integer("paid_live_count").notNull(),
    /** Sum of the totals of the orders that are not cancelled. */
    total: numeric("total", { precision: 14, scale: 2 }).notNull(),
    // The group rules (domain/order-groups.ts dayGroupStatus, dayGroupPaymentStatus) over the counts;
    // routes/admin/orders.int.test.ts and db/order-groups.int.test.ts check both against those functions.
    status: text("status")
      .notNull()
      .generatedAlwaysAs(
        sql`case
          when processing_count > 0 then 'processing'
          when processed_count = orders_count then 'processed'
          when shipped_count = orders_count then 'shipped'
          when delivered_count = orders_count then 'delivered'
          when cancelled_count = orders_count then 'cancelled'
          when cancelled_count > 0 then 'partially processed'
          when delivered_count > 0 then 'delivered'
          when shipped_count > 0 then 'shipped'
          else 'processed' end`,
      ),
    paymentStatus: text("payment_status")
      .notNull()
      .generatedAlwaysAs(
        sql`case
          when orders_count = cancelled_count then 'cancelled'
          when paid_live_count = orders_count - cancelled_count then 'paid'
          when paid_live_count = 0 then 'unpaid'
          else 'partially paid' end`,
      ),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.day] }),
    // The screen's order (newest first: these are read backwards), with and without a status or payment.
    index("order_groups_latest_idx").on(t.latestAt, t.userId),
    index("order_groups_status_latest_idx").on(t.status, t.latestAt, t.userId),
    index("order_groups_payment_latest_idx").on(t.paymentStatus, t.latestAt, t.userId),
  ],
);

/** The one time zone order_groups is computed in; the service moves it to the store's (order_groups_use_zone). */
export const orderGroupsZone = pgTable(
  "order_groups_zone",
  {
    single: boolean("single").primaryKey().default(true),
    timeZone: text("time_zone").notNull(),
  },
  (t) => [check("order_groups_zone_single", sql`${t.single}`)],
);

export const wishlist = pgTable(
  "wishlist",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("wishlist_user_product_idx").on(t.userId, t.productId)],
);

export const settings = pgTable("settings", {
  id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
  key: text("key").notNull().unique(),
  value: text("value").notNull(),
  updatedAt: updatedAt(),
});

export const passwordResets = pgTable("password_resets", {
  id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
  email: text("email").notNull(),
  token: text("token").notNull().unique(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  used: boolean("used").notNull().default(false),
  createdAt: createdAt(),
});

export const shippingRates = pgTable("shipping_rates", {
  id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
  countryCode: text("country_code").notNull().unique(),
  countryName: text("country_name").notNull(),
  rate: money("rate").notNull(),
  enabled: boolean("enabled").notNull().default(true),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const alternateDescriptions = pgTable("alternate_descriptions", {
  id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
  title: text("title").notNull(),
  description: text("description").notNull(),
  isActive: boolean("is_active").notNull().default(true),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const shopFromIndiaContent = pgTable("shop_from_india_content", {
  id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
  content: text("content").notNull(),
  whatsappNumber: text("whatsapp_number").notNull(),
  buttonText: text("button_text").notNull().default("Start WhatsApp Conversation"),
  isActive: boolean("is_active").notNull().default(true),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** Shopper sessions: only a hash of the cookie's token is stored, so a database leak yields no session. */
export const customerSessions = pgTable(
  "customer_sessions",
  {
    tokenHash: text("token_hash").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("customer_sessions_user_idx").on(t.userId)],
);

/** The one administrator lives apart from shoppers so it never shows up as a customer. */
export const admins = pgTable("admins", {
  id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
  email: text("email").notNull().unique(),
  passwordHash: text("password_hash").notNull(),
  // Both TOTP secrets are stored encrypted with a key derived from APP_SECRET (services/admin-secrets.ts).
  twoFactorSecret: text("two_factor_secret"),
  // Set by setup, active only once a code from it is verified.
  pendingTwoFactorSecret: text("pending_two_factor_secret"),
  twoFactorEnabled: boolean("two_factor_enabled").notNull().default(false),
  // The last accepted TOTP time step: a code is accepted once.
  lastTotpStep: integer("last_totp_step"),
  // The admin's new-order alerts (Notifications tab): the toast, its sound, a browser notification.
  notifyNewOrderToast: boolean("notify_new_order_toast").notNull().default(true),
  notifySound: boolean("notify_sound").notNull().default(false),
  notifyBrowser: boolean("notify_browser").notNull().default(false),
  createdAt: createdAt(),
});

export const adminSessions = pgTable(
  "admin_sessions",
  {
    tokenHash: text("token_hash").primaryKey(),
    adminId: integer("admin_id")
      .notNull()
      .references(() => admins.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("admin_sessions_admin_idx").on(t.adminId)],
);

/** One-time codes for signing in without the authenticator; stored as keyed hashes, each used once. */
export const adminRecoveryCodes = pgTable(
  "admin_recovery_codes",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    adminId: integer("admin_id")
      .notNull()
      .references(() => admins.id, { onDelete: "cascade" }),
    codeHash: text("code_hash").notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (t) => [uniqueIndex("admin_recovery_codes_code_idx").on(t.adminId, t.codeHash)],
);

/**
 * Every admin write appends one row here in its own transaction. The app never updates or
 * deletes a row; `changes` holds the changed fields before and after, never a secret.
 */
export const activityLog = pgTable(
  "activity_log",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp("at", { withTimezone: true }).notNull(),
    adminId: integer("admin_id").references(() => admins.id, { onDelete: "set null" }),
    action: text("action").$type<ActivityAction>().notNull(),
    target: text("target"),
    ip: text("ip"),
    changes: jsonb("changes").$type<ActivityChanges>(),
  },
  (t) => [index("activity_log_at_idx").on(t.at), index("activity_log_action_at_idx").on(t.action, t.at)],
);

/** Each Stripe event is applied once: its id is inserted in the same transaction as its effect. */
export const processedStripeEvents = pgTable("processed_stripe_events", {
  eventId: text("event_id").primaryKey(),
  type: text("type").notNull(),
  processedAt: timestamp("processed_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Stripe's customers as the shop knows them: the user their first membership checkout named, and Stripe's
 * latest verdict about them with the `created` second and id of the event that gave it. Events arrive in any
 * order; one replaces the verdict only when it comes after it (domain/stripe-membership.ts, decision 007).
 */
export const stripeCustomers = pgTable(
  "stripe_customers",
  {
    customerId: text("customer_id").primaryKey(),
    userId: integer("user_id").references(() => users.id, { onDelete: "cascade" }),
    isPremium: boolean("is_premium"),
    verdictCreated: bigint("verdict_created", { mode: "number" }),
    verdictEventId: text("verdict_event_id"),
  },
  (t) => [
    index("stripe_customers_user_id_idx").on(t.userId),
    check(
      "stripe_customers_verdict_whole",
      sql`(${t.isPremium} is null) = (${t.verdictCreated} is null) and (${t.isPremium} is null) = (${t.verdictEventId} is null)`,
    ),
  ],
);

/**
 * Sign-ins under way: state, nonce and PKCE verifier live here, not in the browser, and are deleted when
 * the provider calls back, so a replayed callback finds nothing.
 */
export const oidcLoginAttempts = pgTable("oidc_login_attempts", {
  state: text("state").primaryKey(),
  nonce: text("nonce").notNull(),
  codeVerifier: text("code_verifier").notNull(),
  // Where the shopper was when they chose to sign in (a checked path on this site).
  returnTo: text("return_to").notNull().default("/"),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
});

/** A browser's Web Push subscription (its endpoint is unique to that browser and site): docs/decisions/030. */
export const pushSubscriptions = pgTable(
  "push_subscriptions",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    endpoint: text("endpoint").notNull().unique(),
    p256dh: text("p256dh").notNull(),
    auth: text("auth").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("push_subscriptions_user_id_idx").on(t.userId)],
);

/** "Remind me" on a scheduled product; a reschedule moves it with the product, a delete removes it. */
export const reminders = pgTable(
  "reminders",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.productId] }), index("reminders_product_id_idx").on(t.productId)],
);

export const pushDeliveryStatus = pgEnum("push_delivery_status", ["pending", "sent", "failed"]);

/**
 * One push per subscription and drop moment (the products' publishAt): written by whichever instance sees
 * the drop first (the unique key makes every other attempt a no-op), then a job queue of src/server/jobs
 * (claimed with a lease, sent, marked: docs/decisions/030 and 044). Times are the app's clock, passed in,
 * never the database's now().
 */
export const pushDeliveries = pgTable(
  "push_deliveries",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    subscriptionId: integer("subscription_id")
      .notNull()
      .references(() => pushSubscriptions.id, { onDelete: "cascade" }),
    /** The drop's moment; for a payment reminder, the order's deadline. */
    dropAt: timestamp("drop_at", { withTimezone: true }).notNull(),
    productIds: integer("product_ids").array().notNull(),
    /** Set for a payment reminder (the manual path's deadline), not a drop alert. */
    orderId: integer("order_id").references(() => orders.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull(),
    leaseUntil: timestamp("lease_until", { withTimezone: true }),
    status: pushDeliveryStatus("status").notNull().default("pending"),
    /** Why the last attempt failed (kept when the delivery is given up). */
    reason: text("reason"),
    /** When it was sent or given up: what the pruning goes by. */
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("push_deliveries_drop_idx")
      .on(t.subscriptionId, t.dropAt)
      .where(sql`${t.orderId} is null`),
    uniqueIndex("push_deliveries_order_idx")
      .on(t.subscriptionId, t.orderId)
      .where(sql`${t.orderId} is not null`),
    index("push_deliveries_pending_idx")
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
  ],
);

/** Bytes as PostgreSQL's bytea; postgres.js answers a Buffer, PGlite a Uint8Array: both become a Buffer. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

export const mediaIngestStatus = pgEnum("media_ingest_status", ["pending", "copied", "failed"]);

/**
 * The shop's own copy of a product image (docs/decisions/043): the bytes as fetched, named by their
 * SHA-256, so the same photo behind two URLs is stored once and its /media URL never changes meaning.
 */
export const mediaOriginals = pgTable("media_originals", {
  key: text("key").primaryKey(),
  /** What the bytes are (recognised by their signature): jpeg, png, webp, avif or gif. */
  format: text("format").notNull(),
  width: integer("width").notNull(),
  height: integer("height").notNull(),
  byteSize: integer("byte_size").notNull(),
  /** The bytes on PostgreSQL; null on the embedded database, which keeps them in files (db/media-store.ts). */
  bytes: bytea("bytes"),
  createdAt: createdAt(),
});

/**
 * A width and format of an original made once (right after it is copied, or on its first request) and kept for
 * every instance. PostgreSQL only: the embedded database keeps variants in files (db/media-store.ts).
 */
export const mediaVariants = pgTable(
  "media_variants",
  {
    key: text("key")
      .notNull()
      .references(() => mediaOriginals.key, { onDelete: "cascade" }),
    width: integer("width").notNull(),
    format: text("format").notNull(),
    bytes: bytea("bytes").notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.key, t.width, t.format] })],
);

/**
 * One image URL on another site and where its copy stands: queued when a product naming it is saved, claimed
 * with a lease by the image-copies job (jobs/image-copies.ts), copied or failed with the reason.
 */
export const mediaSources = pgTable(
  "media_sources",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    url: text("url").notNull().unique(),
    status: mediaIngestStatus("status").notNull().default("pending"),
    reason: text("reason"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull(),
    leaseUntil: timestamp("lease_until", { withTimezone: true }),
    mediaKey: text("media_key").references(() => mediaOriginals.key, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    index("media_sources_pending_idx")
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
  ],
);

export const cardChargeStatus = pgEnum("card_charge_status", ["pending", "settled", "failed"]);

/**
 * Charging a member's card on file for an order (docs/decisions/071): written with the order, in the statement
 * that places it, already leased to the tap that tries first; a job retries what the tap could not finish (Stripe
 * slow or down, the instance killed mid-charge) with the same PaymentIntent key, so a card is charged once.
 * 'settled': Stripe's answer is on the order (paid, declined, or waiting for the shopper's authentication).
 */
export const cardCharges = pgTable(
  "card_charges",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer("order_id")
      .notNull()
      .unique()
      .references(() => orders.id, { onDelete: "cascade" }),
    /** The Stripe customer whose card is charged. */
    customerId: text("customer_id").notNull(),
    status: cardChargeStatus("status").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull(),
    leaseUntil: timestamp("lease_until", { withTimezone: true }),
    reason: text("reason"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (t) => [
    index("card_charges_pending_idx")
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
  ],
);

/**
 * What an outbox message is about (docs/decisions/072): an order's changes, written by the orders trigger
 * (drizzle/0019), and its payment reminder, written by the payment-deadlines job.
 */
export const emailKind = pgEnum("email_kind", [
  "order-placed",
  "order-paid",
  "order-cancelled",
  "order-shipped",
  "order-delivered",
  "payment-reminder",
]);
export const emailStatus = pgEnum("email_status", ["pending", "done", "failed"]);
/** How a done message ended: handed to the SMTP server, kept (no SMTP_URL: the back office shows it), or not needed. */
export const emailOutcome = pgEnum("email_outcome", ["sent", "kept", "skipped"]);

/**
 * The email outbox (docs/decisions/072): a row per message, written in the transaction of the change it reports
 * (a trigger on orders), sent once by the `emails` job. What was sent is kept as rendered, for the Emails page.
 */
export const emailOutbox = pgTable(
  "email_outbox",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    kind: emailKind("kind").notNull(),
    orderId: integer("order_id").references(() => orders.id, { onDelete: "cascade" }),
    status: emailStatus("status").notNull().default("pending"),
    outcome: emailOutcome("outcome"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull(),
    leaseUntil: timestamp("lease_until", { withTimezone: true }),
    /** Why the last attempt failed (cleared once it goes). */
    reason: text("reason"),
    /** Why a message was not needed (outcome "skipped"). */
    skippedBecause: text("skipped_because"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
    /** As rendered when it went (or would have): when, the recipient, the subject and both bodies. */
    renderedAt: timestamp("rendered_at", { withTimezone: true }),
    toAddress: text("to_address"),
    subject: text("subject"),
    html: text("html"),
    text: text("text"),
  },
  (t) => [
    index("email_outbox_pending_idx")
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
    // One message of each kind per order: a trigger or instance writing it again writes nothing.
    uniqueIndex("email_outbox_order_kind_idx").on(t.orderId, t.kind),
    index("email_outbox_created_idx").on(t.createdAt),
  ],
);

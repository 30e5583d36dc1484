import { isIP } from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { z } from "zod";
import { classifyAddress } from "./net/address-class";

/** The only module that reads process.env: everything else receives a validated Config. */

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

const flag = z
  .enum(["1", "0", "true", "false", "yes", "no", "on", "off"])
  .transform((v) => ["1", "true", "yes", "on"].includes(v));
const optionalText = z.string().trim().min(1).optional();

/** Browser tabs on one phone or a family behind one router stay well under it; a script opening thousands does not. */
export const DEFAULT_MAX_SOCKETS_PER_IP = 20;

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must be a postgres:// or postgresql:// URL")
    .optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(1000).optional(),
  DATA_DIR: z.string().min(1).default("./data"),
  OIDC_ISSUER: z.url({ protocol: /^https?$/ }).default("https://accounts.google.com"),
  OIDC_CLIENT_ID: optionalText,
  OIDC_CLIENT_SECRET: optionalText,
  DEV_LOGIN: flag.optional(),
  ADMIN_EMAIL: z.email().default("admin@example.com"),
  ADMIN_PASSWORD: z.string().min(12, "must be at least 12 characters").optional(),
  APP_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  MAX_SOCKETS_PER_IP: z.coerce.number().int().min(1).max(100_000).default(DEFAULT_MAX_SOCKETS_PER_IP),
  TRUST_PROXY: z
    .string()
    .trim()
    .refine(isTrustProxy, "must be a hop count or a comma-separated list of addresses or CIDR ranges")
    .optional(),
  STRIPE_WEBHOOK_SECRET: optionalText,
  STRIPE_SECRET_KEY: z
    .string()
    .trim()
    .regex(/^(sk|rk)_(test|live)_\S+$/, "must be a Stripe secret or restricted key (sk_live_..., sk_test_...)")
    .optional(),
  STRIPE_API_URL: z.url({ protocol: /^https?$/ }).optional(),
  SMTP_URL: z
    .url({ protocol: /^smtps?$/, error: "must be an smtp:// or smtps:// address, e.g. smtp://user:pass@host:587" })
    .optional(),
  EMAIL_FROM: z.email("must be an email address").optional(),
  DEMO_DATA: flag.optional(),
  IMPORT_ALLOW_PRIVATE: flag.default(false),
  PUSH_ALLOW_LOOPBACK: flag.default(false),
  COPY_IMAGES: flag.default(true),
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{87}$/, "must be an unpadded base64url P-256 public key")
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}$/, "must be an unpadded base64url P-256 private key")
    .optional(),
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:\/\/)\S+$/, "must be a mailto: or https:// address the push services may contact")
    .optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
});

export type Config = {
  nodeEnv: "development" | "production" | "test";
  port: number;
  host: string;
  publicUrl: string;
  /** Cookies carry `Secure` when the shop is served over https. */
  secureCookies: boolean;
  /** poolSize: connections to the server; absent means twice the cores (db/client.ts). */
  database: { kind: "postgres"; url: string; poolSize?: number } | { kind: "pglite"; dataDir: string | null };
  oidc: { issuer: string; clientId: string; clientSecret: string } | null;
  /** Whether POST /api/auth/dev-login exists and for whom (devLoginAllowed). */
  devLogin: DevLogin;
  adminEmail: string;
  adminPassword: string | undefined;
  /** APP_SECRET, or where to keep a generated one (file null: in memory, with DATA_DIR=memory://); app-secret.ts. */
  appSecret: { value: string } | { file: string | null };
  /** Fastify's trustProxy: the proxies whose X-Forwarded-For names the client (request.ip); false when unset. */
  trustProxy: number | string[] | false;
  /** Live-update sockets one client address (request.ip, so behind TRUST_PROXY) may hold open at once. */
  maxSocketsPerIp: number;
  stripeWebhookSecret: string | undefined;
  /**
   * Charging members' cards on file at the tap (services/payments): the secret key, and where Stripe's API is
   * (tests only: STRIPE_API_URL points the SDK at src/testing/stripe-api.ts). Null: the manual path alone.
   */
  stripe: { secretKey: string; apiUrl: string | null } | null;
  /**
   * Where the email outbox sends (SMTP_URL; STARTTLS when the server offers it) and from which address (EMAIL_FROM,
   * else the store email, else ADMIN_EMAIL). Without SMTP_URL every message is rendered and kept, not sent.
   */
  email: { smtpUrl: string | null; from: string | null };
  demoData: boolean;
  importAllowPrivate: boolean;
  /**
   * Tests only: plain http Web Push endpoints on a loopback address are accepted and sent to, where tests run a
   * push service (src/testing/push-service.ts). Off, a shopper cannot make the server POST to a local port.
   */
  pushAllowLoopback: boolean;
  /** Whether this instance copies product images from other sites; off in tests that do not. */
  copyImages: boolean;
  logLevel: string;
  /**
   * Web Push's VAPID identity: keys from the environment, or null to use the pair generated once and kept in the
   * database (services/vapid-keys.ts), so every instance signs with the same one (docs/decisions/030).
   */
  vapid: { keys: { publicKey: string; privateKey: string } | null; subject: string };
  /** Where the built React app lives; absent in API-only tests. */
  clientDir: string | null;
};

/** Cookies carry `Secure` when the shop is served over https. */
export function secureCookiesFor(publicUrl: string): boolean {
  return publicUrl.startsWith("https:");
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
    this.name = "ConfigError";
  }
}

/** Switches for tests and one's own machine that a production shop refuses to start with, and why. */
const NOT_IN_PRODUCTION = {
  DEV_LOGIN: "dev sign-in lets anyone sign in as anyone and never runs in production",
  IMPORT_ALLOW_PRIVATE: "private addresses are for tests and would let an import reach the shop's own network",
  PUSH_ALLOW_LOOPBACK:
    "loopback push endpoints are for tests and would let shoppers make the shop POST to its own machine",
  STRIPE_API_URL: "another Stripe API is for tests and would send the shop's secret key and its charges elsewhere",
} as const;

/** DATA_DIR=memory:// keeps the embedded database in memory: a throwaway shop for end-to-end tests. */
const IN_MEMORY = "memory://";

/** A host name only this machine reaches: `localhost` or a loopback address (127.0.0.0/8, ::1). */
function isLoopbackHost(hostname: string): boolean {
  return hostname === "localhost" || classifyAddress(hostname) === "loopback";
}

/** "this-machine": only requests from a loopback address reach it (the out-of-the-box start). */
export type DevLogin = "off" | "this-machine" | "any-address";

/**
 * Dev sign-in signs anyone in as anyone, so it exists only where that cannot be abused: no real provider, never in
 * production, and a shop whose public address is this machine, unless DEV_LOGIN asks explicitly (1 on another
 * address, e.g. a staging box; 0 off even on this machine).
 */
export function devLoginAllowed(
  shop: { nodeEnv: Config["nodeEnv"]; oidc: Config["oidc"]; publicUrl: string },
  requested: boolean | undefined,
): DevLogin {
  if (shop.oidc !== null || shop.nodeEnv === "production" || requested === false) return "off";
  if (requested) return "any-address";
  // The shop listens on every interface by default: a loopback PUBLIC_URL alone would still let the LAN in.
  return isLoopbackHost(new URL(shop.publicUrl).hostname) ? "this-machine" : "off";
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable means "not set", as in most shells' `FOO= cmd`.
  const parsed = envSchema.safeParse(Object.fromEntries(Object.entries(env).filter(([, v]) => v !== "")));
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`));
  }
  const e = parsed.data;
  const problems: string[] = [];

  const issuer = new URL(e.OIDC_ISSUER);
  // Plain http would let anyone on the path forge identities; it is only acceptable for a local provider.
  if (issuer.protocol === "http:" && !isLoopbackHost(issuer.hostname)) {
    problems.push("OIDC_ISSUER: an http: issuer is accepted only on a loopback address; use https");
  }
  if (Boolean(e.OIDC_CLIENT_ID) !== Boolean(e.OIDC_CLIENT_SECRET)) {
    problems.push("OIDC_CLIENT_ID and OIDC_CLIENT_SECRET: set both or neither");
  }
  if (e.NODE_ENV === "production" && !e.APP_SECRET) {
    problems.push("APP_SECRET: required in production (32 or more random characters, e.g. `openssl rand -base64 48`)");
  }
  // Without https the session cookies travel in clear text and carry no Secure flag.
  if (e.NODE_ENV === "production" && !secureCookiesFor(e.PUBLIC_URL ?? "")) {
    problems.push(
      "PUBLIC_URL: production needs the https:// address shoppers use (e.g. https://shop.example.com); TLS may end at a proxy in front (docs/deploy.md)",
    );
  }
  if (e.NODE_ENV === "production") {
    for (const [name, why] of Object.entries(NOT_IN_PRODUCTION)) {
      const value = e[name as keyof typeof NOT_IN_PRODUCTION];
      if (value !== undefined && value !== false) problems.push(`${name}: ${why}; unset it`);
    }
  }
  if (e.DEV_LOGIN === true && e.OIDC_CLIENT_ID) {
    problems.push(
      "DEV_LOGIN: dev sign-in is only for shops without OpenID Connect; unset DEV_LOGIN or the OIDC_* client",
    );
  }
  const vapidKeyCount = [e.VAPID_PUBLIC_KEY, e.VAPID_PRIVATE_KEY].filter(Boolean).length;
  if (vapidKeyCount === 1) problems.push("VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY: set both or neither");
  // Every instance of a production shop must sign pushes with one identity its operators chose and kept.
  if (e.NODE_ENV === "production" && (vapidKeyCount < 2 || !e.VAPID_SUBJECT)) {
    problems.push(
      "VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY and VAPID_SUBJECT: required in production (`npx web-push generate-vapid-keys`; the subject a mailto: or https:// contact)",
    );
  }
  if (problems.length > 0) throw new ConfigError(problems);

  const database: Config["database"] = e.DATABASE_URL
    ? { kind: "postgres", url: e.DATABASE_URL, ...(e.DATABASE_POOL_SIZE ? { poolSize: e.DATABASE_POOL_SIZE } : {}) }
    : { kind: "pglite", dataDir: e.DATA_DIR === IN_MEMORY ? null : path.resolve(repoRoot, e.DATA_DIR) };

  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, "");
  const oidc =
    e.OIDC_CLIENT_ID && e.OIDC_CLIENT_SECRET
      ? { issuer: e.OIDC_ISSUER, clientId: e.OIDC_CLIENT_ID, clientSecret: e.OIDC_CLIENT_SECRET }
      : null;
  return {
    nodeEnv: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    publicUrl,
    secureCookies: secureCookiesFor(publicUrl),
    database,
    oidc,
    devLogin: devLoginAllowed({ nodeEnv: e.NODE_ENV, oidc, publicUrl }, e.DEV_LOGIN),
    adminEmail: e.ADMIN_EMAIL.toLowerCase(),
    adminPassword: e.ADMIN_PASSWORD,
    appSecret: e.APP_SECRET
      ? { value: e.APP_SECRET }
      : { file: e.DATA_DIR === IN_MEMORY ? null : path.join(path.resolve(repoRoot, e.DATA_DIR), "app-secret") },
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    maxSocketsPerIp: e.MAX_SOCKETS_PER_IP,
    stripeWebhookSecret: e.STRIPE_WEBHOOK_SECRET,
    stripe: e.STRIPE_SECRET_KEY ? { secretKey: e.STRIPE_SECRET_KEY, apiUrl: e.STRIPE_API_URL ?? null } : null,
    email: { smtpUrl: e.SMTP_URL ?? null, from: e.EMAIL_FROM ?? null },
    demoData: e.DEMO_DATA ?? database.kind === "pglite",
    importAllowPrivate: e.IMPORT_ALLOW_PRIVATE,
    pushAllowLoopback: e.PUSH_ALLOW_LOOPBACK,
    copyImages: e.COPY_IMAGES,
    logLevel: e.LOG_LEVEL,
    vapid: {
      keys:
        e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY
          ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY }
          : null,
      subject: e.VAPID_SUBJECT ?? `mailto:${e.ADMIN_EMAIL.toLowerCase()}`,
    },
    clientDir: path.join(repoRoot, "dist/client"),
  };
}

/** TRUST_PROXY: a hop count, or addresses, CIDR ranges and proxy-addr's names (loopback, linklocal, uniquelocal). */
function isTrustProxy(value: string): boolean {
  if (/^\d+$/.test(value)) return true;
  return value.split(",").every((part) => {
    const [address, bits, ...rest] = part.trim().split("/");
    if (rest.length > 0 || !address) return false;
    if (bits === undefined && ["loopback", "linklocal", "uniquelocal"].includes(address)) return true;
    const version = isIP(address);
    return version !== 0 && (bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128)));
  });
}

function parseTrustProxy(value: string | undefined): Config["trustProxy"] {
  if (value === undefined) return false;
  if (/^\d+$/.test(value)) return Number(value);
  return value.split(",").map((part) => part.trim());
}

import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import path from "node:path";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import postgres from "postgres";
import { cookieName } from "../../src/server/cookie-names";
import { openDatabase } from "../../src/server/db/client";
import { products, users } from "../../src/server/db/schema";
import { CUSTOMER_COOKIE } from "../../src/server/plugins/sessions";
import { startCustomerSession } from "../../src/server/services/shoppers/sessions";
import { prepareDatabase } from "../../src/server/start-up";
import { DEFAULT_SERVER_DATABASE_URL } from "../../src/testing/server-process";
import { withDatabaseName } from "../../src/testing/test-env";
import { SCRIPT_SHOP_ENV } from "../../src/testing/script-shop-env";
import { throwawayVapidEnv } from "../../src/testing/vapid-test-keys";

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

/**
 * Starts a TypeScript script in its own process and waits for the line it prints when ready. `stdin: "pipe"`
 * gives the caller a channel to the child (drop-clients.ts takes its orders there).
 */
export function startProcess(
  script: string,
  args: string[],
  env: NodeJS.ProcessEnv = {},
  { stdin = "ignore" }: { stdin?: "ignore" | "pipe" } = {},
): Promise<{ child: ChildProcess; line: string }> {
  const child = spawn(process.execPath, ["--import", "tsx", path.join(root, script), ...args], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: [stdin, "pipe", "inherit"],
  });
  return new Promise((resolve, reject) => {
    let buffer = "";
    child.stdout!.on("data", (chunk: Buffer) => {
      buffer += chunk.toString();
      const line = buffer.split("\n").find((l) => l.startsWith("READY "));
      if (line) resolve({ child, line: line.slice("READY ".length) });
    });
    child.on("exit", (code) => reject(new Error(`${script} exited with ${code} before it was ready`)));
  });
}

export type Load = { rps: number; p50: number; p99: number; errors: number; non2xx: number };

export async function load(url: string, connections: number, seconds: number): Promise<Load> {
  const result = await autocannon({ url, connections, duration: seconds, pipelining: 1 });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

export function verdict(label: string, ok: boolean, detail: string): boolean {
  process.stdout.write(`${ok ? "PASS" : "MISS"}  ${label}: ${detail}\n`);
  return ok;
}

/** The administrator every benchmark's scratch shop is prepared with. */
export const BENCH_ADMIN = { email: "admin@bench.example", password: "bench-admin-password" };

export type ScratchDatabase = { name: string; url: string; drop(): Promise<void> };

/**
 * A new database on the PostgreSQL server (TEST_DATABASE_URL or the tests' default), migrated and holding
 * BENCH_ADMIN, as the shop would prepare it; `drop()` removes it even while connections are open.
 */
export async function scratchDatabase(prefix: string): Promise<ScratchDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL || DEFAULT_SERVER_DATABASE_URL;
  const name = `${prefix}_${randomBytes(4).toString("hex")}`;
  const onServer = async (statement: string) => {
    const server = postgres(serverUrl, { max: 1, onnotice: () => {} });
    try {
      await server.unsafe(statement);
    } finally {
      await server.end();
    }
  };
  await onServer(`create database "${name}"`);
  const scratch: ScratchDatabase = {
    name,
    url: withDatabaseName(serverUrl, name),
    drop: () => onServer(`drop database if exists "${name}" with (force)`),
  };
  try {
    const database = openDatabase({ kind: "postgres", url: scratch.url });
    try {
      await prepareDatabase(database, {
        demoData: false,
        adminEmail: BENCH_ADMIN.email,
        adminPassword: BENCH_ADMIN.password,
      });
    } finally {
      await database.close();
    }
  } catch (error) {
    await scratch.drop();
    throw error;
  }
  return scratch;
}

export type BenchShop = { base: string; child: ChildProcess; kill(): void };

/**
 * The whole shop in production mode on a scratch database, in its own process (serve-shop.ts).
 * `exitWithParent`: the shop also stops when the benchmark's process ends without killing it (killed
 * outright, or crashed past its clean-up).
 */
export async function startShop(
  databaseUrl: string,
  env: NodeJS.ProcessEnv = {},
  { exitWithParent = false }: { exitWithParent?: boolean } = {},
): Promise<BenchShop> {
  const { child, line } = await startProcess(
    "scripts/bench/serve-shop.ts",
    [],
    {
      DATABASE_URL: databaseUrl,
      DEMO_DATA: "0",
      NODE_ENV: "production",
      ...SCRIPT_SHOP_ENV,
      ...throwawayVapidEnv(),
      // Production requires one (config.ts); a benchmark's throwaway shop needs no real one.
      APP_SECRET: "bench-only-app-secret-not-for-real-use",
      ADMIN_EMAIL: BENCH_ADMIN.email,
      ADMIN_PASSWORD: BENCH_ADMIN.password,
      LOG_LEVEL: "warn",
      ...(exitWithParent ? { BENCH_EXIT_WITH_PARENT: "1" } : {}),
      ...env,
    },
    { stdin: exitWithParent ? "pipe" : "ignore" },
  );
  return { base: `http://127.0.0.1:${line}`, child, kill: () => child.kill() };
}

/**
 * The demo shop as `npm start` serves it, in production mode on an in-memory database, in its own process,
 * with BENCH_ADMIN as its owner. `env` adds to its settings (lighthouse.ts copies a loopback photo).
 */
export async function startDemoShop(env: NodeJS.ProcessEnv = {}): Promise<BenchShop & { port: string }> {
  const { child, line } = await startProcess("scripts/bench/serve-shop.ts", [], {
    DATA_DIR: "memory://",
    DEMO_DATA: "1",
    NODE_ENV: "production",
    ...SCRIPT_SHOP_ENV,
    ...throwawayVapidEnv(),
    APP_SECRET: "bench-only-app-secret-not-for-real-use",
    ADMIN_EMAIL: BENCH_ADMIN.email,
    ADMIN_PASSWORD: BENCH_ADMIN.password,
    LOG_LEVEL: "warn",
    ...env,
  });
  return { base: `http://127.0.0.1:${line}`, port: line, child, kill: () => child.kill() };
}

/** Signs BENCH_ADMIN in through POST /api/admin/login; answers the Authorization header value for API calls. */
export async function adminAuthorization(base: string): Promise<string> {
  const login = await fetch(`${base}/api/admin/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(BENCH_ADMIN),
  });
  if (!login.ok) throw new Error(`admin login failed: ${login.status} ${await login.text()}`);
  return `Bearer ${((await login.json()) as { adminToken: string }).adminToken}`;
}

/** The value at quantile q (0..1) of the samples, by the nearest-rank rule. */
export function quantile(samples: readonly number[], q: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(sorted.length * q) - 1))] ?? Number.NaN;
}

// ---------------------------------------------------------------------------------------------------------
// Premium shoppers and a product to order

const ORDER_FIELDS = { size: "M", shippingCountry: "SG", shippingCost: 8.99, totalPrice: 56.49 };

/** A live product every shopper from createShoppers can order; answers the JSON body of a single-tap order. */
export async function createOrderableProduct(url: string, name: string): Promise<{ id: number; orderBody: string }> {
  const database = openDatabase({ kind: "postgres", url, poolSize: 1 });
  try {
    const [product] = await database.db
      .insert(products)
      .values({
        name,
        price: "60.00",
        discountAmount: "12.50",
        sizes: ["M"],
        status: "active",
        expiresAt: new Date(Date.now() + 7 * 86_400_000),
      })
      .returning({ id: products.id });
    return { id: product.id, orderBody: JSON.stringify({ productId: product.id, ...ORDER_FIELDS }) };
  } finally {
    await database.close();
  }
}

/** `count` premium shoppers with a complete Singapore address, each signed in: their ids and session cookies. */
export async function createShoppers(url: string, count: number): Promise<{ id: number; cookie: string }[]> {
  const database = openDatabase({ kind: "postgres", url, poolSize: 4 });
  try {
    const { db } = database;
    const tag = randomBytes(3).toString("hex");
    const shoppers = await db
      .insert(users)
      .values(
        Array.from({ length: count }, (_, i) => ({
          fullName: `Shopper ${i}`,
          email: `shopper${i}-${tag}@shoppers.example`,
          isPremium: true,
          address: "12 Orchard Road",
          postalCode: "238801",
          country: "SG",
          phone: "+65 9123 4567",
        })),
      )
      .returning({ id: users.id });
    // The session cookie is `__Host-sid` on https and `sid` on http; sending both fits either shop.
    const [secure, plain] = [cookieName(CUSTOMER_COOKIE, true), cookieName(CUSTOMER_COOKIE, false)];
    return await Promise.all(
      shoppers.map(async (s) => {
        const token = await startCustomerSession(db, s.id, new Date());
        return { id: s.id, cookie: `${secure}=${token}; ${plain}=${token}` };
      }),
    );
  } finally {
    await database.close();
  }
}

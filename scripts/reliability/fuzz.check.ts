/**
 * The fuzzer: requests generated from /api/openapi.json against the whole shop, listening on
 * loopback in this process on a scratch database (a new database on the PostgreSQL server when one answers,
 * else in-memory PGlite), as an anonymous visitor, a signed-in shopper and the administrator (password and
 * authenticator code). It must see no 5xx, no answer outside its declared schema, and no change to the
 * database by a request that was refused (a fingerprint of every table before and after each batch).
 *
 * RELIABILITY_MODE=short sends 2,000 requests, long 10,000. FUZZ_SEED replays a run (the seed is printed);
 * FUZZ_REQUESTS overrides the count; FUZZ_DB=pglite skips the server. A failure prints the exact request,
 * and writes it (bytes included) under test-results/fuzz/.
 */
// First: the guard must wrap node:dns and net before the shop's modules bind them.
import { takeRefusedAttempts } from "./fuzz/network-guard";
import { randomBytes, randomInt } from "node:crypto";
import { createServer } from "node:net";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { and, eq, gt, inArray, lte, or, isNull } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import postgres from "postgres";
import { buildApp } from "../../src/server/app";
import { manualClock } from "../../src/server/clock";
import type { Config } from "../../src/server/config";
import { type Database, openDatabase } from "../../src/server/db/client";
import { demoProducts } from "../../src/server/db/demo-catalog";
import {
  admins,
  alternateDescriptions,
  orders,
  products,
  shippingRates,
  users,
  wishlist,
} from "../../src/server/db/schema";
import { seedDemoData } from "../../src/server/db/seed-demo";
import { prepareDatabase } from "../../src/server/start-up";
import { generateSync } from "otplib";
import { enableTwoFactor, totpAt } from "../../src/testing/admin-two-factor";
import { makeOrderReady } from "../../src/testing/factories";
import { databaseAnswers, DEFAULT_SERVER_DATABASE_URL, freePort } from "../../src/testing/server-process";
import { cookiesFrom, TEST_ADMIN } from "../../src/testing/sign-in";
import { testConfig } from "../../src/testing/test-app";
import { withDatabaseName } from "../../src/testing/test-env";
import { changedTables, type Fingerprint, fingerprint, tablesOf } from "./fuzz/fingerprint";
import { type OpenApiDocument, type Operation, operationFor, operationsOf } from "./fuzz/operations";
import { seededRandom } from "./fuzz/random";
import {
  abbreviate,
  completeOrderBody,
  type Credentials,
  type FuzzRequest,
  KINDS,
  type Pools,
  requestGenerator,
} from "./fuzz/requests";
import { validate, type JsonSchema } from "./fuzz/schema";
import { type Answer, sendRequest } from "./fuzz/send";
import { startWatchdog } from "./fuzz/watchdog";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const mode = process.env.RELIABILITY_MODE === "long" ? "long" : "short";
const total = Number(process.env.FUZZ_REQUESTS) || (mode === "long" ? 10_000 : 2_000);
const seed = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : randomInt(1, 2 ** 31 - 1);
/** Refused requests are fingerprinted together, this many at a time; a valid request always on its own. */
const BATCH_SIZE = 25;
/** Failures printed in full; the rest are counted. */
const PRINTED_FAILURES = 25;
const SHOPPER_A = { email: "fuzz-a@example.com", fullName: "Fuzz Shopper A" };
const SHOPPER_B = { email: "fuzz-b@example.com", fullName: "Fuzz Shopper B" };

const figure = (label: string, value: string | number) => process.stdout.write(`FIGURE ${label}: ${value}\n`);
const say = (text: string) => process.stdout.write(`${text}\n`);
const replayLine = `FUZZ_SEED=${seed}${process.env.FUZZ_REQUESTS ? ` FUZZ_REQUESTS=${total}` : ""} npm run test:reliability -- ${mode === "long" ? "--long " : ""}fuzz`;

// ---------------------------------------------------------------------------------------------------------
// The shop under test

type Scratch = { database: Database; target: Config["database"]; label: string; drop(): Promise<void> };

async function scratchDatabase(): Promise<Scratch> {
  const configured = process.env.TEST_DATABASE_URL;
  const serverUrl =
    process.env.FUZZ_DB === "pglite"
      ? null
      : configured
        ? configured
        : (await databaseAnswers(DEFAULT_SERVER_DATABASE_URL)).ok
          ? DEFAULT_SERVER_DATABASE_URL
          : null;
  if (!serverUrl) {
    const target = { kind: "pglite", dataDir: null } as const;
    return { database: openDatabase(target), target, label: "PGlite, in memory", drop: async () => {} };
  }
  const name = `fuzz_${randomBytes(4).toString("hex")}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database "${name}"`);
  const target = { kind: "postgres", url: withDatabaseName(serverUrl, name) } as const;
  const where = new URL(serverUrl);
  return {
    database: openDatabase(target),
    target,
    label: `PostgreSQL server, scratch database ${name} on ${where.host}`,
    async drop() {
      await admin.unsafe(`drop database if exists "${name}" with (force)`);
      await admin.end();
    },
  };
}

const clock = manualClock("2026-06-01T08:00:00Z");
let clients = 0;
/** Set-up sign-ins come from addresses of their own, so the fuzzer's traffic never rate-limits them. */
const setupAddress = () => {
  clients += 1;
  return `10.77.${(clients >> 8) & 255}.${clients & 255}`;
};

async function signInShopper(app: FastifyInstance, who: { email: string; fullName: string }): Promise<string> {
  const res = await app.inject({
    method: "POST",
    url: "/api/auth/dev-login",
    payload: who,
    remoteAddress: setupAddress(),
  });
  if (res.statusCode !== 200) throw new Error(`dev sign-in of ${who.email} failed: ${res.statusCode} ${res.body}`);
  await makeOrderReady(app.database.db, who.email);
  return cookiesFrom(res);
}

async function signInAdmin(app: FastifyInstance, secret: string | null): Promise<{ token: string; cookie: string }> {
  // Each authenticator code works once: the next sign-in waits for the next time step.
  if (secret) clock.advance(30_000);
  const res = await app.inject({
    method: "POST",
    url: "/api/admin/login",
    payload: { ...TEST_ADMIN, ...(secret ? { totpCode: await totpAt(secret, clock) } : {}) },
    remoteAddress: setupAddress(),
  });
  const token = res.statusCode === 200 ? (res.json() as { adminToken?: string }).adminToken : undefined;
  if (!token) throw new Error(`admin sign-in failed: ${res.statusCode} ${res.body}`);
  return { token, cookie: cookiesFrom(res) };
}

/**
 * Every operation that fetches a `url` (the page import, the framing check) is also sent one it
 * may fetch but cannot: a loopback port of this process that resets each connection. It must answer 4xx
 * (422 UNFETCHABLE), never a 5xx such as a 502. This needs a shop that may fetch loopback
 * (IMPORT_ALLOW_PRIVATE), so it is a second instance on the same database; the main run's shop keeps
 * refusing loopback, so its SAFE_URLS stay refused on their face. Nothing leaves the machine.
 */
async function sendUnfetchableUrls(
  operations: readonly Operation[],
  shop: (importAllowPrivate: boolean) => Promise<FastifyInstance>,
  secret: string,
): Promise<{ sent: string[]; serverErrors: string[]; otherwise: string[] }> {
  const refuser = createServer((socket) => socket.destroy());
  await new Promise<void>((resolve) => refuser.listen(0, "127.0.0.1", resolve));
  const address = refuser.address();
  const unfetchable = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}/fuzz-item`;
  const importer = await shop(true);
  const sent: string[] = [];
  const serverErrors: string[] = [];
  const otherwise: string[] = [];
  try {
    const { token } = await signInAdmin(importer, secret);
    for (const op of operations) {
      const inQuery = op.parameters.some((p) => p.in === "query" && p.name === "url");
      const inBody = Boolean((op.body?.schema.properties as Record<string, unknown> | undefined)?.url);
      if (!inQuery && !inBody) continue;
      const res = await importer.inject({
        method: op.method as "GET",
        url: inQuery ? `${op.path}?url=${encodeURIComponent(unfetchable)}` : op.path,
        headers: { authorization: `Bearer ${token}` },
        ...(inBody ? { payload: { url: unfetchable } } : {}),
      });
      const line = `${op.method} ${op.path}: ${res.statusCode} ${res.body.slice(0, 160)}`;
      sent.push(line);
      // Counted as the main run counts: any 5xx (a 502 included) is a broken promise.
      if (res.statusCode >= 500) serverErrors.push(line);
      else if (res.statusCode !== 422 && !(op.path.includes("page-framing") && res.statusCode === 200))
        otherwise.push(line);
    }
  } finally {
    await importer.close();
    refuser.close();
  }
  return { sent, serverErrors, otherwise };
}

async function placeSetupOrder(app: FastifyInstance, cookie: string, pools: Pools) {
  const body = completeOrderBody({}, pools, seededRandom(seed ^ 0x5eed));
  await app.inject({ method: "POST", url: "/api/orders", headers: { cookie }, payload: body as object });
}

// ---------------------------------------------------------------------------------------------------------
// What the generator aims at

async function readPools(
  database: Database,
  shopperIds: { a: number | null; b: number | null },
  adminCode: () => string,
): Promise<Pools> {
  const { db } = database;
  const now = clock.now();
  const all = await db.select({ id: products.id }).from(products).orderBy(products.id);
  const live = await db
    .select({ id: products.id, price: products.price, discount: products.discountAmount, sizes: products.sizes })
    .from(products)
    .where(
      and(
        inArray(products.status, ["active", "scheduled"]),
        or(isNull(products.publishAt), lte(products.publishAt, now)),
        gt(products.expiresAt, now),
      ),
    )
    .orderBy(products.id);
  const idsOf = async (rows: Promise<{ id: number }[]>) => (await rows).map((r) => r.id);
  const byUser = (table: typeof wishlist | typeof orders, userId: number | null) =>
    userId === null
      ? Promise.resolve([])
      : idsOf(db.select({ id: table.id }).from(table).where(eq(table.userId, userId)).orderBy(table.id));
  const [shopper] =
    shopperIds.a === null
      ? []
      : await db.select({ country: users.country }).from(users).where(eq(users.id, shopperIds.a));
  const country = shopper?.country ?? "SG";
  const rateOf = async (code: string) =>
    (
      await db
        .select({ rate: shippingRates.rate })
        .from(shippingRates)
        .where(and(eq(shippingRates.countryCode, code), eq(shippingRates.enabled, true)))
    )[0]?.rate;
  return {
    productIds: all.map((r) => r.id),
    liveProductIds: live.map((r) => r.id),
    ownWishlistIds: await byUser(wishlist, shopperIds.a),
    ownWishlistProductIds:
      shopperIds.a === null
        ? []
        : (
            await db
              .select({ id: wishlist.productId })
              .from(wishlist)
              .where(eq(wishlist.userId, shopperIds.a))
              .orderBy(wishlist.productId)
          ).map((r) => r.id),
    otherWishlistIds: await byUser(wishlist, shopperIds.b),
    ownOrderIds: await byUser(orders, shopperIds.a),
    otherOrderIds: await byUser(orders, shopperIds.b),
    userIds: await idsOf(db.select({ id: users.id }).from(users).orderBy(users.id)),
    alternateDescriptionIds: await idsOf(
      db.select({ id: alternateDescriptions.id }).from(alternateDescriptions).orderBy(alternateDescriptions.id),
    ),
    shippingRateIds: await idsOf(db.select({ id: shippingRates.id }).from(shippingRates).orderBy(shippingRates.id)),
    orderable: live.map((r) => ({ id: r.id, price: r.price, discount: r.discount, sizes: r.sizes })),
    shopperCountry: country,
    shippingRate: (await rateOf(country)) ?? (await rateOf("SG")) ?? "8.99",
    admin: { ...TEST_ADMIN, code: adminCode },
  };
}

async function userIdOf(database: Database, email: string): Promise<number | null> {
  const [row] = await database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row?.id ?? null;
}

// ---------------------------------------------------------------------------------------------------------
// Checking an answer

type Sent = { index: number; request: FuzzRequest; answer: Answer | null; error?: string };

function answerProblems(
  operations: readonly Operation[],
  errorShape: JsonSchema,
  sent: Sent,
): { problems: string[]; undeclared: string | null } {
  const { request, answer } = sent;
  if (!answer) return { problems: [], undeclared: null };
  const status = answer.status;
  const contentType = String(answer.headers["content-type"] ?? "");
  const text = answer.body.toString("utf8");
  const asJson = (): { ok: true; value: unknown } | { ok: false } => {
    try {
      return { ok: true, value: JSON.parse(text) };
    } catch {
      return { ok: false };
    }
  };
  const checkError = (): string[] => {
    if (request.method === "HEAD" || (request.raw && text === "")) return [];
    if (!contentType.startsWith("application/json"))
      return [`a ${status} answer as ${contentType || "no content type"}, not the JSON error shape`];
    const parsed = asJson();
    if (!parsed.ok) return [`a ${status} answer whose body is not JSON`];
    return validate(errorShape, parsed.value).map((p) => `error shape: ${p.path} ${p.message}`);
  };

  const op = operationFor(operations, request.method, request.url);
  const alternatives = op?.answers.get(status);
  const declared =
    alternatives?.find((answerType) => answerType.contentType && contentType.startsWith(answerType.contentType)) ??
    alternatives?.[0];
  if (!declared) {
    if (status >= 400)
      return { problems: checkError(), undeclared: `${op ? `${op.method} ${op.path}` : "no route"} ${status}` };
    return {
      problems: [`status ${status} is not declared for ${op ? `${op.method} ${op.path}` : "this path"}`],
      undeclared: null,
    };
  }
  if (request.method === "HEAD") return { problems: [], undeclared: null };
  const schema = declared.schema;
  if (status === 204) return { problems: text === "" ? [] : ["a 204 answer with a body"], undeclared: null };
  if (status >= 300 && status < 400) {
    return {
      problems: text === "" || text === "null" ? [] : [`a redirect with a body: ${abbreviate(text, 80)}`],
      undeclared: null,
    };
  }
  // An answer the document declares in another type (export.csv's text/csv) is held to that type.
  if (declared.contentType && declared.contentType !== "application/json") {
    return {
      problems: contentType.startsWith(declared.contentType)
        ? []
        : [`a ${declared.contentType} answer as ${contentType}`],
      undeclared: null,
    };
  }
  if (!contentType.startsWith("application/json"))
    return { problems: [`declared JSON, answered ${contentType || "no content type"}`], undeclared: null };
  const parsed = asJson();
  if (!parsed.ok) return { problems: ["declared JSON, the body does not parse"], undeclared: null };
  return { problems: validate(schema, parsed.value).map((p) => `${p.path} ${p.message}`), undeclared: null };
}

// ---------------------------------------------------------------------------------------------------------
// Printing a request exactly

const failureDir = path.join(root, "test-results", "fuzz");
let printedFailures = 0;

/** The request in words and headers, bodies abbreviated: what a person reads first. */
function summaryOf(index: number, request: FuzzRequest): string {
  const lines: string[] = [];
  lines.push(`  request #${index} (${request.kind}, as ${request.role}): ${request.note}`);
  if (request.raw) {
    lines.push(`  raw bytes: ${abbreviate(JSON.stringify(request.raw.subarray(0, 2000).toString("utf8")), 400)}`);
    return lines.join("\n");
  }
  lines.push(`  ${request.method} ${abbreviate(request.url, 300)}`);
  for (const [name, value] of Object.entries(request.headers)) lines.push(`  ${name}: ${abbreviate(value, 200)}`);
  if (request.body)
    lines.push(
      `  body (${request.body.length.toLocaleString("en")} bytes): ${abbreviate(JSON.stringify(request.body.subarray(0, 2000).toString("utf8")), 600)}`,
    );
  return lines.join("\n");
}

/** Everything needed to send the request again byte for byte, and what it got. */
function recordOf(index: number, request: FuzzRequest, answer: Answer | null) {
  return JSON.stringify(
    {
      seed,
      index,
      kind: request.kind,
      role: request.role,
      note: request.note,
      method: request.method,
      url: request.url,
      headers: request.headers,
      bodyBase64: request.body?.toString("base64") ?? null,
      rawBase64: request.raw?.toString("base64") ?? null,
      answer: answer && {
        status: answer.status,
        headers: answer.headers,
        body: answer.body.toString("utf8").slice(0, 10_000),
      },
    },
    null,
    2,
  );
}

function describeRequest(sent: Sent, base: string): string {
  const { request, answer } = sent;
  const lines = [summaryOf(sent.index, request)];
  mkdirSync(failureDir, { recursive: true });
  const file = path.join(failureDir, `seed-${seed}-request-${sent.index}`);
  writeFileSync(`${file}.json`, recordOf(sent.index, request, answer));
  if (request.body) writeFileSync(`${file}.body`, request.body);
  if (!request.raw) {
    const headerArgs = Object.entries(request.headers)
      .map(([name, value]) => `-H ${shellQuote(`${name}: ${value}`)}`)
      .join(" ");
    lines.push(
      `  curl: curl -sS -X ${request.method} ${shellQuote(base + request.url)} ${headerArgs}${request.body ? ` --data-binary @${file}.body` : ""}`,
    );
  }
  lines.push(`  saved: ${file}.json`);
  if (answer) lines.push(`  answer: ${answer.status} ${abbreviate(answer.body.toString("utf8"), 600)}`);
  else lines.push(`  answer: none (${sent.error})`);
  lines.push(`  replay the run: ${replayLine}`);
  return lines.join("\n");
}

const shellQuote = (text: string) => `'${text.replaceAll("'", `'\\''`)}'`;

// ---------------------------------------------------------------------------------------------------------

async function main() {
  const started = Date.now();
  const random = seededRandom(seed);
  figure("seed", `${seed} (replay: ${replayLine})`);
  const scratch = await scratchDatabase();
  figure("database", scratch.label);
  const { database } = scratch;
  let app: FastifyInstance | null = null;
  // Longer than a request's own time limit (send.ts): a slow answer is reported by the loop, a blocked
  // event loop by the watchdog.
  const watchdog = startWatchdog({ limitMs: 45_000, dir: failureDir, seed, replay: replayLine });
  const failures = { server: 0, schema: 0, changed: 0, unanswered: 0, offMachine: 0, unreached: 0 };
  try {
    await prepareDatabase(database, {
      demoData: false,
      adminEmail: TEST_ADMIN.email,
      adminPassword: TEST_ADMIN.password,
    });
    await seedDemoData(database.db, clock.now());
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    app = await buildApp({
      config: testConfig({ publicUrl: base, database: scratch.target, logLevel: "error" }),
      database,
      clock,
    });
    await app.listen({ port, host: "127.0.0.1" });
    const shop = app;

    // The administrator turns two-factor on, then signs in as every later time: password and code.
    const first = await signInAdmin(shop, null);
    let { secret } = await enableTwoFactor(shop, clock, { authorization: `Bearer ${first.token}` });
    let admin = await signInAdmin(shop, secret);
    // generate() from otplib is synchronous for the default (non-async) crypto plugin.
    const adminCode = () => generateSync({ secret, epoch: Math.floor(clock.now().getTime() / 1000) });
    const credentials: Credentials = {
      shopperCookie: await signInShopper(shop, SHOPPER_A),
      adminToken: admin.token,
      adminCookie: admin.cookie,
    };
    const shopperB = await signInShopper(shop, SHOPPER_B);
    const shopperIds = { a: await userIdOf(database, SHOPPER_A.email), b: await userIdOf(database, SHOPPER_B.email) };
    let pools = await readPools(database, shopperIds, adminCode);
    for (const cookie of [credentials.shopperCookie, credentials.shopperCookie, shopperB, shopperB]) {
      await placeSetupOrder(shop, cookie, pools);
      const productId =
        pools.liveProductIds[(pools.ownOrderIds.length + pools.otherOrderIds.length) % pools.liveProductIds.length];
      await shop.inject({ method: "POST", url: "/api/wishlist", headers: { cookie }, payload: { productId } });
      pools = await readPools(database, shopperIds, adminCode);
    }

    const documentAnswer = await sendRequest(new URL(base), {
      kind: "valid",
      role: "anonymous",
      method: "GET",
      url: "/api/openapi.json",
      headers: {},
      body: null,
      note: "the document",
      from: null as unknown as Operation,
    });
    const document = JSON.parse(documentAnswer.body.toString("utf8")) as OpenApiDocument;
    const operations = operationsOf(document);
    const jsonError = (op: (typeof operations)[number]) =>
      op.answers.get(400)?.find((answer) => answer.contentType === "application/json" && answer.schema)?.schema;
    const errorShape = operations.map(jsonError).find(Boolean);
    if (!errorShape) throw new Error("no route declares the error shape (a 400 answer)");
    figure("routes in /api/openapi.json", operations.length);

    const generator = requestGenerator({
      operations,
      random,
      base,
      hostHeader: `127.0.0.1:${port}`,
      credentials: () => credentials,
      pools: () => pools,
      now: () => clock.now(),
    });
    const tables = await tablesOf(database);
    const baseUrl = new URL(base);

    const statusCounts = new Map<number, number>();
    const kindCounts = new Map<string, number>();
    const undeclared = new Map<string, number>();
    const reached = new Set<string>();
    const succeeded = new Set<string>();
    let batches = 0;
    let rechecked = 0;
    let inconclusive = 0;

    const fail = (category: keyof typeof failures, sent: Sent, reason: string) => {
      failures[category] += 1;
      if (printedFailures >= PRINTED_FAILURES) return;
      printedFailures += 1;
      say(`\nFAIL ${reason}\n${describeRequest(sent, base)}`);
    };

    const send = async (index: number, request: FuzzRequest): Promise<Sent> => {
      watchdog.begin(index, summaryOf(index, request), recordOf(index, request, null));
      try {
        return { index, request, answer: await sendRequest(baseUrl, request) };
      } catch (error) {
        return { index, request, answer: null, error: error instanceof Error ? error.message : String(error) };
      } finally {
        watchdog.end();
      }
    };

    const judge = (sent: Sent) => {
      const { request, answer } = sent;
      const offMachine = takeRefusedAttempts();
      if (offMachine.length > 0)
        fail(
          "offMachine",
          sent,
          `the request made the shop try to leave this machine (refused): ${offMachine.join(", ")}`,
        );
      kindCounts.set(request.kind, (kindCounts.get(request.kind) ?? 0) + 1);
      if (!answer) return fail("unanswered", sent, "no answer");
      statusCounts.set(answer.status, (statusCounts.get(answer.status) ?? 0) + 1);
      const op = operationFor(operations, request.method, request.url);
      if (op) {
        reached.add(`${op.method} ${op.path}`);
        if (answer.status < 400) succeeded.add(`${op.method} ${op.path}`);
      }
      if (answer.status >= 500) return fail("server", sent, `a ${answer.status} answer`);
      const { problems, undeclared: label } = answerProblems(operations, errorShape, sent);
      if (label) undeclared.set(label, (undeclared.get(label) ?? 0) + 1);
      if (problems.length > 0)
        fail("schema", sent, `an answer outside its declared schema: ${problems.slice(0, 5).join("; ")}`);
    };

    /** Sends a refused request again on its own between two fingerprints: did it change anything? */
    const recheckAlone = async (sent: Sent) => {
      rechecked += 1;
      const before = await fingerprint(database, tables);
      const again = await send(sent.index, sent.request);
      await shop.jobs.settled();
      const after = await fingerprint(database, tables);
      const changed = changedTables(before, after);
      if (!again.answer || again.answer.status < 400) {
        if (changed.length > 0) inconclusive += 1;
        return;
      }
      if (again.answer.status >= 500) return fail("server", again, `a ${again.answer.status} answer when sent again`);
      if (changed.length > 0)
        fail("changed", again, `a ${again.answer.status} answer that changed ${changed.join(", ")}`);
    };

    let housekeepingAt = 0;
    /**
     * Between batches the clock moves on (the attempt limits' windows pass). When the batch changed the
     * database (or every 20th time, for sessions that expire), sessions the fuzzer ended are replaced and
     * the pools re-read.
     */
    const housekeeping = async (databaseChanged: boolean): Promise<void> => {
      clock.advance(15_000);
      housekeepingAt += 1;
      if (!databaseChanged && housekeepingAt % 20 !== 0) return;
      const shopperAlive =
        (await shop.inject({ method: "GET", url: "/api/user", headers: { cookie: credentials.shopperCookie } }))
          .statusCode === 200;
      if (!shopperAlive) credentials.shopperCookie = await signInShopper(shop, SHOPPER_A);
      const adminAlive =
        (
          await shop.inject({
            method: "GET",
            url: "/api/admin/user",
            headers: { authorization: `Bearer ${credentials.adminToken}` },
          })
        ).statusCode === 200;
      const [{ twoFactorOn }] = await database.db
        .select({ twoFactorOn: admins.twoFactorEnabled })
        .from(admins)
        .where(eq(admins.email, TEST_ADMIN.email));
      if (!adminAlive || !twoFactorOn) {
        // The fuzzer may have turned two-factor off with a code it was handed: turn it on again, so every
        // session it uses stays a password-and-code one.
        admin = await signInAdmin(shop, twoFactorOn ? secret : null);
        if (!twoFactorOn) {
          // The code that turned it off used this time step: a code of the same step is refused as a replay.
          clock.advance(30_000);
          ({ secret } = await enableTwoFactor(shop, clock, { authorization: `Bearer ${admin.token}` }));
          admin = await signInAdmin(shop, secret);
        }
        credentials.adminToken = admin.token;
        credentials.adminCookie = admin.cookie;
      }
      if (!(await userIdOf(database, SHOPPER_B.email))) await signInShopper(shop, SHOPPER_B);
      shopperIds.a = await userIdOf(database, SHOPPER_A.email);
      shopperIds.b = await userIdOf(database, SHOPPER_B.email);
      pools = await readPools(database, shopperIds, adminCode);
      if (pools.liveProductIds.length < 3) {
        await database.db.insert(products).values(demoProducts(clock.now()).slice(0, 6));
        pools = await readPools(database, shopperIds, adminCode);
      }
    };

    let batch: Sent[] = [];
    let before: Fingerprint = await fingerprint(database, tables);
    const closeBatch = async () => {
      if (batch.length === 0) return;
      batches += 1;
      // Background work a request woke is part of what it changed.
      await shop.jobs.settled();
      const after = await fingerprint(database, tables);
      const changed = changedTables(before, after);
      const answered = batch.filter((s) => s.answer);
      const refused = answered.filter((s) => s.answer!.status >= 400 && s.answer!.status < 500);
      if (changed.length > 0 && refused.length > 0) {
        if (refused.length === batch.length) {
          // Only refusals, yet a change: a broken promise whichever it was. Each is sent again alone to say which.
          const last = batch[batch.length - 1];
          fail(
            "changed",
            last,
            `a batch of ${batch.length} refused requests (#${batch[0].index} to #${last.index}) changed ${changed.join(", ")}; the last is shown, each is re-sent alone below`,
          );
        }
        // With an accepted request in the batch the change may be its own: each refused one again, alone.
        for (const sent of refused) await recheckAlone(sent);
      }
      batch = [];
      await housekeeping(changed.length > 0);
      // What the moved clock set off (a timed prune, a poll's claim) is the shop's own work, not the next batch's.
      await shop.jobs.settled();
      before = await fingerprint(database, tables);
    };

    // The sweep comes first and always in full: at least 1,000 generated requests follow it.
    const count = Math.max(total, generator.sweepSize + 1_000);
    figure(
      "boundary sweep",
      `${generator.sweepSize.toLocaleString("en")} requests (each field of each route with the issue's boundary values for its type), then ${(count - generator.sweepSize).toLocaleString("en")} generated`,
    );
    say(`fuzzing ${count.toLocaleString("en")} requests (${mode} mode) at ${base}`);
    for (let index = 1; index <= count; index++) {
      const request = generator.next(index);
      const alone = request.kind === "valid";
      if (alone) await closeBatch();
      if (process.env.FUZZ_VERBOSE)
        say(
          `#${index} ${request.kind} ${request.role} ${request.method} ${abbreviate(request.url, 120)} ${request.note.slice(0, 120)}`,
        );
      const sent = await send(index, request);
      if (process.env.FUZZ_VERBOSE)
        say(`   -> ${sent.answer?.status ?? "none"} ${abbreviate(sent.answer?.body.toString("utf8") ?? "", 160)}`);
      judge(sent);
      batch.push(sent);
      if (alone || batch.length >= BATCH_SIZE) await closeBatch();
      if (index % 500 === 0)
        say(`  ${index.toLocaleString("en")} sent, ${((Date.now() - started) / 1000).toFixed(0)} s`);
    }
    await closeBatch();

    const unfetchable = await sendUnfetchableUrls(
      operations,
      (importAllowPrivate) =>
        buildApp({
          config: testConfig({ publicUrl: base, database: scratch.target, logLevel: "error", importAllowPrivate }),
          database,
          clock,
        }),
      secret,
    );
    failures.server += unfetchable.serverErrors.length;
    failures.offMachine += takeRefusedAttempts().length;
    for (const line of unfetchable.serverErrors) say(`\nFAIL a 5xx to an unfetchable URL: ${line}`);
    for (const line of unfetchable.otherwise)
      say(`  an unfetchable URL answered neither 422 nor a framing answer: ${line}`);
    figure("URL-taking operations sent an unfetchable loopback URL", unfetchable.sent.length);
    for (const line of unfetchable.sent) say(`  ${line}`);
    if (unfetchable.sent.length === 0) {
      failures.unreached += 1;
      say("\nFAIL no operation takes a url: the unfetchable-URL check sent nothing");
    }

    const sentCount = [...kindCounts.values()].reduce((a, b) => a + b, 0);
    figure(
      "requests sent",
      `${sentCount.toLocaleString("en")} (${KINDS.map((k) => `${k} ${kindCounts.get(k) ?? 0}`).join(", ")})`,
    );
    figure(
      "answers by status",
      [...statusCounts.entries()]
        .sort(([a], [b]) => a - b)
        .map(([status, n]) => `${status}: ${n}`)
        .join(", "),
    );
    figure("routes reached", `${reached.size} of ${operations.length}; accepted (2xx or 3xx) by ${succeeded.size}`);
    const missed = operations.map((op) => `${op.method} ${op.path}`).filter((name) => !reached.has(name));
    if (missed.length > 0) {
      // "Across every route": a route the run never reached is a hole in the check, not a pass.
      failures.unreached = missed.length;
      say(`\nFAIL routes the run never reached: ${missed.join(", ")}\n  replay the run: ${replayLine}`);
    }
    const never2xx = operations.map((op) => `${op.method} ${op.path}`).filter((name) => !succeeded.has(name));
    if (never2xx.length > 0) say(`  never accepted (2xx or 3xx): ${never2xx.join(", ")}`);
    figure("5xx answers", failures.server);
    figure("answers outside their declared schema", failures.schema);
    figure("requests without an answer", failures.unanswered);
    figure("requests that made the shop reach off this machine (refused by the guard)", failures.offMachine);
    figure(
      "refused (4xx) requests that changed the database",
      `${failures.changed} (${batches} batches fingerprinted, ${rechecked} refused requests re-checked alone, ${inconclusive} inconclusive)`,
    );
    const undeclaredTotal = [...undeclared.values()].reduce((a, b) => a + b, 0);
    figure("4xx answers with a status their route does not declare (checked against the error shape)", undeclaredTotal);
    if (undeclaredTotal > 0)
      say(
        `  ${[...undeclared.entries()]
          .sort(([, a], [, b]) => b - a)
          .slice(0, 12)
          .map(([label, n]) => `${label} x${n}`)
          .join(", ")}`,
      );
    figure("housekeeping rounds", housekeepingAt);
    figure("duration", `${((Date.now() - started) / 1000).toFixed(1)} s`);
  } finally {
    await watchdog.stop();
    await app?.close();
    await database.close();
    await scratch.drop();
  }
  const broken = Object.values(failures).reduce((a, b) => a + b, 0);
  if (broken > 0) {
    say(`\n${broken} broken promise(s); replay with ${replayLine}`);
    process.exitCode = 1;
  }
}

try {
  await main();
} catch (error) {
  say(`BROKEN the fuzzer could not run: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  process.exitCode = 1;
}
process.exit();

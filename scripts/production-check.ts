/**
 * CI: a production install needs no dev tools. On a copy of the working tree (its tracked and unignored files: no
 * node_modules, dist or data), as docs/deploy.md says to deploy:
 *   0. the newcomer's `npm ci && npm start` works out of the box (it builds the web app; embedded database, demo
 *      catalog, dev sign-in on localhost),
 *   1. `npm run build` (the dev tools build the web app),
 *   2. `npm ci --omit=dev` (they are gone: no Vite, Vitest, TypeScript or ESLint),
 *   3. `NODE_ENV=production npm start` with DEV_LOGIN=1 or a plain-http PUBLIC_URL refuses to start, naming both,
 *   4. `NODE_ENV=production npm start` on a scratch database of the PostgreSQL server serves the prebuilt app
 *      without building: health, dev sign-in answers 404, the security headers on the page and the API, and a
 *      product page of the demo catalog rendered on the server.
 * Talks only to loopback: PUBLIC_URL=https://shop.test names the shop in redirects and cookies and is never called.
 * The server is TEST_DATABASE_URL's, else the tests' default; the scratch database is dropped afterwards.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { cpSync, existsSync, lstatSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import postgres from "postgres";
import { CONTENT_SECURITY_POLICY } from "../src/server/plugins/security";
import { DEFAULT_SERVER_DATABASE_URL, freePort } from "../src/testing/server-process";
import { withDatabaseName } from "../src/testing/test-env";
import { readBuildStamp } from "./build-client";
import { SCRIPT_SHOP_ENV } from "../src/testing/script-shop-env";
import { throwawayVapidEnv } from "../src/testing/vapid-test-keys";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const PUBLIC_URL = "https://shop.test";
const DEV_TOOLS = ["vite", "vitest", "typescript", "eslint", "@playwright/test", "drizzle-kit"];
const started = Date.now();

function log(line: string) {
  process.stdout.write(`[production-check ${((Date.now() - started) / 1000).toFixed(0)}s] ${line}\n`);
}

function fail(message: string): never {
  throw new Error(message);
}

/**
 * What a production host would have: no shop settings inherited from the CI job (a stray DEV_LOGIN or OIDC_* must not
 * decide the outcome), only what npm needs to reach its registry and cache.
 */
function hostEnv(): NodeJS.ProcessEnv {
  const keep = /^(PATH|HOME|TMPDIR|LANG|LC_ALL|npm_config_(cache|registry|userconfig)|https?_proxy|no_proxy)$/i;
  return Object.fromEntries(Object.entries(process.env).filter(([name]) => keep.test(name)));
}

function run(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv): Promise<void> {
  log(`${command} ${args.join(" ")}`);
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env, stdio: ["ignore", "inherit", "inherit"] });
    child.on("error", reject);
    child.on("exit", (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(" ")} failed (${signal ?? code})`)),
    );
  });
}

/** The working tree's files as git sees them (tracked, plus new files not ignored), copied without node_modules. */
async function copyTree(into: string): Promise<void> {
  const listed = await new Promise<string>((resolve, reject) => {
    const child = spawn("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], { cwd: root });
    let out = "";
    child.stdout.on("data", (chunk: Buffer) => (out += chunk.toString()));
    child.on("error", reject);
    child.on("exit", (code) => (code === 0 ? resolve(out) : reject(new Error("git ls-files failed"))));
  });
  let copied = 0;
  for (const file of listed.split("\0").filter(Boolean)) {
    const source = path.join(root, file);
    if (!existsSync(source) || lstatSync(source).isDirectory()) continue; // deleted, or a submodule
    mkdirSync(path.dirname(path.join(into, file)), { recursive: true });
    cpSync(source, path.join(into, file), { verbatimSymlinks: true });
    copied++;
  }
  log(`copied ${copied} files to ${into}`);
}

type Started = { child: ChildProcess; output: () => string; exited: Promise<number | null> };
const everyStart: Started[] = [];

/** `npm start` in its own process group, so stopping it stops npm, tsx and the server together. */
function npmStart(cwd: string, env: NodeJS.ProcessEnv): Started {
  const child = spawn("npm", ["start", "--silent"], { cwd, env, detached: true, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  child.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  const started = { child, output: () => output, exited };
  everyStart.push(started);
  return started;
}

function stopGroup(child: ChildProcess, signal: NodeJS.Signals) {
  try {
    if (child.pid) process.kill(-child.pid, signal);
  } catch {
    // already gone
  }
}

async function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: no answer within ${ms / 1000} s`)), ms);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

async function waitForHealth(base: string, shop: Started): Promise<Response> {
  let exitedWith: number | null | undefined;
  void shop.exited.then((code) => (exitedWith = code));
  for (let attempt = 0; attempt < 3000; attempt++) {
    if (exitedWith !== undefined) fail(`npm start exited (${exitedWith}) before answering:\n${shop.output()}`);
    try {
      const res = await fetch(`${base}/api/health`);
      if (res.ok) return res;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  fail(`the shop did not answer /api/health within five minutes:\n${shop.output()}`);
}

async function portClosed(base: string): Promise<void> {
  for (;;) {
    try {
      await fetch(`${base}/api/health`);
    } catch {
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** npm itself dies of the signal; the server closes its port once it has shut down cleanly. */
async function stopShop(started: Started, base: string): Promise<void> {
  stopGroup(started.child, "SIGTERM");
  await within(started.exited, 30_000, "npm start after SIGTERM");
  await within(portClosed(base), 30_000, "the server's shutdown on SIGTERM");
}

function expectEqual(actual: unknown, expected: unknown, what: string) {
  if (JSON.stringify(actual) !== JSON.stringify(expected))
    fail(`${what}: expected ${JSON.stringify(expected)}, got ${JSON.stringify(actual)}`);
}

function checkSecurityHeaders(res: Response, what: string) {
  const expected: Record<string, string> = {
    "content-security-policy": CONTENT_SECURITY_POLICY,
    "strict-transport-security": "max-age=31536000; includeSubDomains",
    "x-content-type-options": "nosniff",
    "x-frame-options": "DENY",
    "referrer-policy": "strict-origin-when-cross-origin",
    "cross-origin-opener-policy": "same-origin-allow-popups",
  };
  for (const [name, value] of Object.entries(expected)) expectEqual(res.headers.get(name), value, `${what}: ${name}`);
}

const serverUrl = process.env.TEST_DATABASE_URL || DEFAULT_SERVER_DATABASE_URL;
const scratchName = `production_check_${process.pid}_${randomBytes(3).toString("hex")}`;
const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
const copy = mkdtempSync(path.join(tmpdir(), "production-check-"));
let shop: Started | undefined;
let ok = false;

try {
  await admin.unsafe(`create database ${scratchName}`);
  const databaseUrl = withDatabaseName(serverUrl, scratchName);
  await copyTree(copy);

  const env = hostEnv();
  await run("npm", ["ci", "--prefer-offline", "--no-audit", "--no-fund"], copy, env);
  // The newcomer's `npm ci && npm start` (a free port instead of 3000, and loopback only): it builds the web app,
  // then serves the demo catalog on the embedded database with dev sign-in on this machine.
  const localPort = await freePort();
  const local = `http://127.0.0.1:${localPort}`;
  log(`out of the box: npm start on ${local}`);
  shop = npmStart(copy, { ...env, PORT: String(localPort), HOST: "127.0.0.1" });
  expectEqual(await (await waitForHealth(local, shop)).json(), { status: "ok", database: "pglite" }, "GET /api/health");
  if (!shop.output().includes("Building the web app (first build)"))
    fail(`npm start did not build the web app:\n${shop.output()}`);
  expectEqual(await (await fetch(`${local}/api/auth/providers`)).json(), { google: false, dev: true }, "providers");
  const signIn = await fetch(`${local}/api/auth/dev-login`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: `http://localhost:${localPort}` },
    body: JSON.stringify({ email: "newcomer@example.com", fullName: "New Comer" }),
  });
  expectEqual(signIn.status, 200, "POST /api/auth/dev-login out of the box");
  const catalog = (await (await fetch(`${local}/api/products`)).json()) as unknown[];
  if (!Array.isArray(catalog) || catalog.length === 0) fail("out of the box: the demo catalog is empty");
  await stopShop(shop, local);

  await run("npm", ["run", "build"], copy, env);
  const stamp = readBuildStamp(copy);
  if (stamp?.mode !== "production") fail(`npm run build left no production build stamp: ${JSON.stringify(stamp)}`);
  const indexHtml = readFileSync(path.join(copy, "dist/client/index.html"), "utf8");

  await run("npm", ["ci", "--omit=dev", "--prefer-offline", "--no-audit", "--no-fund"], copy, env);
  const devTools = DEV_TOOLS.filter((name) => existsSync(path.join(copy, "node_modules", name)));
  if (devTools.length > 0) fail(`npm ci --omit=dev left dev tools installed: ${devTools.join(", ")}`);
  log(`installed without dev dependencies (none of ${DEV_TOOLS.join(", ")})`);

  const port = await freePort();
  const production = {
    ...env,
    NODE_ENV: "production",
    ...throwawayVapidEnv(),
    ...SCRIPT_SHOP_ENV,
    HOST: "127.0.0.1",
    PORT: String(port),
    DATABASE_URL: databaseUrl,
    APP_SECRET: randomBytes(48).toString("base64"),
    ADMIN_PASSWORD: randomBytes(18).toString("base64"),
    LOG_LEVEL: "warn",
    // A catalog, so a product page can show that it is rendered on the server without dev tools.
    DEMO_DATA: "1",
  };

  log("NODE_ENV=production npm start with DEV_LOGIN=1 and an http PUBLIC_URL: must refuse");
  const refused = npmStart(copy, { ...production, PUBLIC_URL: "http://shop.test", DEV_LOGIN: "1" });
  const listening = waitForHealth(`http://127.0.0.1:${port}`, refused).then(() => "listening" as const);
  listening.catch(() => {}); // it is meant to exit before answering
  const outcome = await within(Promise.race([refused.exited, listening]), 120_000, "the refused start");
  if (outcome === "listening" || outcome === 0)
    fail(`production started with DEV_LOGIN=1 and an http PUBLIC_URL:\n${refused.output()}`);
  for (const problem of ["- PUBLIC_URL: production needs the https:// address", "- DEV_LOGIN: dev sign-in"])
    if (!refused.output().includes(problem)) fail(`the refusal does not name "${problem}":\n${refused.output()}`);

  log(`NODE_ENV=production npm start on 127.0.0.1:${port}, PUBLIC_URL=${PUBLIC_URL}, a scratch PostgreSQL database`);
  shop = npmStart(copy, { ...production, PUBLIC_URL });
  const base = `http://127.0.0.1:${port}`;
  const health = await waitForHealth(base, shop);
  expectEqual(await health.json(), { status: "ok", database: "postgres" }, "GET /api/health");
  checkSecurityHeaders(health, "GET /api/health");
  if (shop.output().includes("Building the web app")) fail(`npm start rebuilt the web app:\n${shop.output()}`);

  const providers = await fetch(`${base}/api/auth/providers`);
  expectEqual(await providers.json(), { google: false, dev: false }, "GET /api/auth/providers");
  const devLogin = await fetch(`${base}/api/auth/dev-login`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: PUBLIC_URL },
    body: JSON.stringify({ email: "someone@example.com", fullName: "Someone" }),
  });
  expectEqual(devLogin.status, 404, "POST /api/auth/dev-login");
  expectEqual(devLogin.headers.get("set-cookie"), null, "POST /api/auth/dev-login: set-cookie");

  const page = await fetch(`${base}/`);
  expectEqual(page.status, 200, "GET /");
  checkSecurityHeaders(page, "GET /");
  const html = await page.text();
  const entry = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
  if (!entry || !indexHtml.includes(entry)) fail(`the page does not load the prebuilt app's entry:\n${html}`);
  expectEqual((await fetch(`${base}${entry}`)).status, 200, `GET ${entry}`);

  // The product page is rendered by the client's components in the server process (decision 011).
  const [product] = (await (await fetch(`${base}/api/products`)).json()) as { id: number }[];
  if (!product) fail("the production shop's demo catalog is empty");
  const productPage = await fetch(`${base}/product/${product.id}`);
  checkSecurityHeaders(productPage, `GET /product/${product.id}`);
  const productHtml = await productPage.text();
  if (!productHtml.includes('<script type="application/json" id="first-view">') || !/<h1 [^>]*>/.test(productHtml))
    fail(`the product page was not rendered on the server:\n${productHtml.slice(0, 2000)}`);

  await stopShop(shop, base);
  ok = true;
  log("PASS: the production install served the prebuilt app on PostgreSQL without dev tools");
} catch (error) {
  log(`FAIL: ${error instanceof Error ? error.message : String(error)}`);
} finally {
  // Whatever is left of each group (npm, tsx, the server) after a failure.
  for (const started of everyStart) stopGroup(started.child, "SIGKILL");
  await admin.unsafe(`drop database if exists ${scratchName} with (force)`).catch(() => {});
  await admin.end({ timeout: 5 });
  rmSync(copy, { recursive: true, force: true });
}
process.exit(ok ? 0 : 1);

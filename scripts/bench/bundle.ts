/**
 * What a shopper downloads for `/`: opens the page in Chromium, lists every script it fetched and
 * prints each one's gzip size (the .gz the server sends). Target: at most 110 KB gzip in all, with no
 * admin code.
 *   npx tsx scripts/bench/bundle.ts
 */
import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { chromium } from "@playwright/test";
import { buildClientIfStale } from "../build-client";
import { CHROMIUM_ARGS, ensureChromium } from "../chromium";
import { root, startDemoShop, verdict } from "./lib";

const BUDGET_KB = 110;

buildClientIfStale();
const server = await startDemoShop();
const { base } = server;
const browser = await chromium.launch({ executablePath: ensureChromium(() => {}), args: CHROMIUM_ARGS });
const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
const scripts = new Set<string>();
page.on("request", (request) => {
  if (request.resourceType() === "script") scripts.add(new URL(request.url()).pathname);
});
await page.goto(`${base}/`, { waitUntil: "networkidle" });
await browser.close();
server.kill();

let total = 0;
const rows = [...scripts].map((urlPath) => {
  const file = path.join(root, "dist/client", urlPath);
  const gz = existsSync(`${file}.gz`) ? statSync(`${file}.gz`).size : gzipSync(readFileSync(file), { level: 9 }).length;
  total += gz;
  return { urlPath, raw: statSync(file).size, gz };
});
for (const r of rows.sort((a, b) => b.gz - a.gz)) {
  process.stdout.write(
    `${(r.gz / 1024).toFixed(1).padStart(7)} KB gzip  ${(r.raw / 1024).toFixed(1).padStart(7)} KB raw  ${r.urlPath}\n`,
  );
}
const ok = [
  verdict(
    "JavaScript for /",
    total / 1024 <= BUDGET_KB,
    `${(total / 1024).toFixed(1)} KB gzip in ${rows.length} files (target <= ${BUDGET_KB} KB)`,
  ),
  verdict(
    "no admin code",
    !rows.some((r) => /admin/i.test(r.urlPath)),
    rows.some((r) => /admin/i.test(r.urlPath)) ? "admin chunk fetched" : "none fetched",
  ),
].every(Boolean);
process.exit(ok ? 0 : 1);

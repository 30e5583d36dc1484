// Runs after every `npm ci` / `npm install` (package.json "postinstall"), in development and production.
// Plain Node, no dependencies: a production install has no dev tools.
//
// postgres.js 3.4.9 defers small writes behind a setImmediate and only ever forgets that timer when the write
// runs. When a connection's socket closes while a write is pending (a refused or dropped connection while the
// database is away), closed() and terminate() cancel the timer but keep its handle and the unsent bytes. The
// connection's next socket then never sends its startup message: every query behind it waits out
// connect_timeout, and the startup it finally sends carries the old bytes. Seen as requests hanging for
// 5-10 s after the database came back (scripts/reliability/db-outage.check.ts). Upstream:
// porsager/postgres#1208 and #1209. docs/decisions/012-postgres-js-write-patch.md.
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const PATCHED_VERSION = "3.4.9";
const CANCEL = "    clearImmediate(nextWriteTimer)\n";
const MARK = "// patched by scripts/patch-postgres.mjs";
const FORGET = `    chunk = nextWriteTimer = null ${MARK}\n`;
/** The copies of the driver its package.json points at: ESM (Node), CommonJS and Cloudflare. */
const FILES = ["src/connection.js", "cjs/src/connection.js", "cf/src/connection.js"];

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), "../node_modules/postgres");
const { version } = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8"));
if (version !== PATCHED_VERSION) {
  console.error(
    `scripts/patch-postgres.mjs: postgres is ${version}, the patch was written for ${PATCHED_VERSION}. ` +
      "If the new version nulls nextWriteTimer in closed() and terminate(), delete this script and its postinstall; " +
      "otherwise check the patch against it and update PATCHED_VERSION.",
  );
  process.exit(1);
}

for (const file of FILES) {
  const target = path.join(root, file);
  const source = readFileSync(target, "utf8");
  if (source.includes(MARK)) continue;
  // Exactly the two teardown paths: nextWrite's own guarded clear reads differently.
  const places = source.split(CANCEL).length - 1;
  if (places !== 2) {
    console.error(`scripts/patch-postgres.mjs: expected 2 teardown clears in ${file}, found ${places}`);
    process.exit(1);
  }
  writeFileSync(target, source.replaceAll(CANCEL, CANCEL + FORGET));
}

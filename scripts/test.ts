/**
 * `npm test`: lint, the formatting check, typecheck, unit tests, the integration suite on embedded PGlite and on a PostgreSQL
 * server, then the end-to-end suite in Chromium. Prints one summary; exits non-zero if anything failed.
 *
 * The PostgreSQL server is TEST_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/test if it answers.
 * When there is none the summary says so loudly. REQUIRE_SERVER_DB=1 turns that into a failure (CI).
 */
import { spawn } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { buildClientIfStale } from "./build-client";
import { databaseAnswers, DEFAULT_SERVER_DATABASE_URL } from "../src/testing/server-process";
import { ensureChromium } from "./chromium";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const resultsDir = path.join(root, "test-results");
mkdirSync(resultsDir, { recursive: true });
const bin = (name: string) => path.join(root, "node_modules/.bin", name);

type Step = { name: string; ok: boolean; seconds: number; passed?: number; failed?: number; note?: string };
const steps: Step[] = [];
const warnings: string[] = [];

function run(command: string, args: string[], env: NodeJS.ProcessEnv = {}): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: "inherit", env: { ...process.env, ...env } });
    child.on("exit", (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

async function step(name: string, command: string, args: string[], env: NodeJS.ProcessEnv = {}, report?: string) {
  process.stdout.write(`\n=== ${name} ===\n`);
  const started = Date.now();
  const code = await run(command, args, env);
  const result: Step = { name, ok: code === 0, seconds: (Date.now() - started) / 1000 };
  if (report) Object.assign(result, readCounts(report));
  steps.push(result);
  return result.ok;
}

/** Test counts from a Vitest or Playwright JSON report. */
function readCounts(file: string): { passed?: number; failed?: number } {
  try {
    const json = JSON.parse(readFileSync(file, "utf8"));
    if (typeof json.numPassedTests === "number") return { passed: json.numPassedTests, failed: json.numFailedTests };
    if (json.stats) return { passed: json.stats.expected, failed: json.stats.unexpected + json.stats.flaky };
  } catch {
    // the runner died before writing its report; the step's exit code tells
  }
  return {};
}

async function findServerDatabase(): Promise<string | null> {
  const url = process.env.TEST_DATABASE_URL || DEFAULT_SERVER_DATABASE_URL;
  const answer = await databaseAnswers(url);
  if (answer.ok) return url;
  if (process.env.TEST_DATABASE_URL)
    throw new Error(`TEST_DATABASE_URL does not answer: ${String(answer.error)}`, { cause: answer.error });
  return null;
}

const vitest = (project: string, report: string) => [
  "run",
  "--project",
  project,
  "--reporter=default",
  "--reporter=json",
  `--outputFile.json=${report}`,
];

await step("lockfile", process.execPath, ["scripts/lockfile-platform-stubs.mjs", "--check"]);
await step("lint", bin("eslint"), ["--max-warnings", "0", "."]);
await step("format", bin("prettier"), ["--check", "."]);
await step("typecheck", bin("tsc"), ["--noEmit", "-p", "tsconfig.json"]);
const unitReport = path.join(resultsDir, "unit.json");
await step("unit", bin("vitest"), vitest("unit", unitReport), {}, unitReport);

const pgliteReport = path.join(resultsDir, "integration-pglite.json");
await step(
  "integration (embedded PGlite)",
  bin("vitest"),
  vitest("integration", pgliteReport),
  { TEST_DB: "pglite" },
  pgliteReport,
);

const serverUrl = await findServerDatabase();
let serverSuiteRan = false;
if (serverUrl) {
  const report = path.join(resultsDir, "integration-postgres.json");
  await step(
    "integration (PostgreSQL server)",
    bin("vitest"),
    vitest("integration", report),
    { TEST_DB: "postgres", TEST_DATABASE_URL: serverUrl },
    report,
  );
  serverSuiteRan = steps.at(-1)?.passed !== undefined;
} else {
  warnings.push(
    `NO POSTGRESQL SERVER: the integration suite ran on embedded PGlite only. Set TEST_DATABASE_URL or start one at ${DEFAULT_SERVER_DATABASE_URL}.`,
  );
  steps.push({
    name: "integration (PostgreSQL server)",
    ok: process.env.REQUIRE_SERVER_DB !== "1",
    seconds: 0,
    note: "NOT RUN: no server",
  });
}

// The short mode keeps `npm test` inside its time budget; `npm run test:reliability -- --long` prints the full figures.
await step("reliability (short)", process.execPath, ["--import", "tsx", "scripts/reliability/run.ts"], {
  TEST_DATABASE_URL: serverUrl ?? "",
});

try {
  const chromium = ensureChromium((line) => process.stdout.write(`${line}\n`));
  buildClientIfStale();
  const e2eReport = path.join(resultsDir, "e2e.json");
  await step("end-to-end (Playwright, Chromium)", bin("playwright"), ["test"], { CHROME_PATH: chromium }, e2eReport);
} catch (error) {
  steps.push({ name: "end-to-end (Playwright, Chromium)", ok: false, seconds: 0, note: (error as Error).message });
}

const passed = steps.reduce((n, s) => n + (s.passed ?? 0), 0);
const failed = steps.reduce((n, s) => n + (s.failed ?? 0), 0);
const allOk = steps.every((s) => s.ok);
writeFileSync(
  path.join(resultsDir, "summary.json"),
  JSON.stringify({ ok: allOk, serverDatabaseSuiteRan: serverSuiteRan, steps, warnings }, null, 2),
);

process.stdout.write("\n=== summary ===\n");
for (const s of steps) {
  const counts = s.passed !== undefined ? ` ${s.passed} passed, ${s.failed ?? 0} failed` : "";
  process.stdout.write(
    `${s.ok ? "PASS" : "FAIL"}  ${s.name.padEnd(36)} ${s.seconds.toFixed(1).padStart(6)}s${counts}${s.note ? `  (${s.note})` : ""}\n`,
  );
}
for (const w of warnings) process.stdout.write(`\n!!!!! ${w} !!!!!\n`);
process.stdout.write(`\n${passed} passed, ${failed} failed\n`);
process.exit(allOk ? 0 : 1);

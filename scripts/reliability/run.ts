/**
 * `npm run test:reliability [-- --long] [-- name…]`: runs each reliability check in its own process, one after
 * another (they load the machine; two at once would make both lie), and prints one line per figure.
 *
 * A check is `scripts/reliability/<name>.check.ts`. It reads RELIABILITY_MODE ("short" inside `npm test`,
 * "long" for the full figures), prints `FIGURE <label>: <value>` lines, and exits non-zero when a promise
 * is broken, after printing what broke it.
 */
import { spawn } from "node:child_process";
import { readdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, "../..");
const args = process.argv.slice(2);
const mode = args.includes("--long") ? "long" : "short";
const only = args.filter((a) => !a.startsWith("--"));

const checks = readdirSync(here)
  .filter((file) => file.endsWith(".check.ts"))
  .map((file) => file.slice(0, -".check.ts".length))
  .filter((name) => only.length === 0 || only.includes(name))
  .sort();

function runCheck(name: string): Promise<{ ok: boolean; seconds: number; figures: string[] }> {
  const started = Date.now();
  const figures: string[] = [];
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ["--import", "tsx", path.join(here, `${name}.check.ts`)], {
      cwd: root,
      stdio: ["ignore", "pipe", "inherit"],
      env: { ...process.env, RELIABILITY_MODE: mode },
    });
    let pending = "";
    child.stdout.on("data", (chunk: Buffer) => {
      process.stdout.write(chunk);
      pending += chunk.toString("utf8");
      const lines = pending.split("\n");
      pending = lines.pop() ?? "";
      for (const line of lines) if (line.startsWith("FIGURE ")) figures.push(line.slice("FIGURE ".length));
    });
    child.on("exit", (code, signal) =>
      resolve({ ok: code === 0 && !signal, seconds: (Date.now() - started) / 1000, figures }),
    );
  });
}

if (checks.length === 0 && only.length > 0) {
  process.stderr.write(`No reliability check matches ${only.join(", ")}\n`);
  process.exit(1);
}

const results: { name: string; ok: boolean; seconds: number; figures: string[] }[] = [];
for (const name of checks) {
  process.stdout.write(`\n--- reliability: ${name} (${mode}) ---\n`);
  results.push({ name, ...(await runCheck(name)) });
}

process.stdout.write(`\n=== reliability figures (${mode}) ===\n`);
for (const r of results) {
  process.stdout.write(`${r.ok ? "PASS" : "FAIL"}  ${r.name} (${r.seconds.toFixed(1)} s)\n`);
  for (const figure of r.figures) process.stdout.write(`      ${figure}\n`);
}
process.exit(results.every((r) => r.ok) ? 0 : 1);

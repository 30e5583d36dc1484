/**
 * Catalog throughput: GET /api/products with 100 live products and 100 connections, against a bare
 * node:http server sending the same bytes, measured in the same run. Targets: at least 70% of the bare
 * server's requests per second, and p99 latency at most 2x the bare server's.
 *   npx tsx scripts/bench/catalog.ts [seconds=10]   (DATABASE_URL to use a PostgreSQL server)
 */
import { writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { load, startProcess, verdict } from "./lib";
import { throwawayVapidEnv } from "../../src/testing/vapid-test-keys";

const seconds = Number(process.argv[2] ?? 10);
const connections = 100;

const app = await startProcess("scripts/bench/serve-catalog.ts", ["100"], {
  DATA_DIR: "memory://",
  DEMO_DATA: "0",
  NODE_ENV: "production",
  ...throwawayVapidEnv(),
  // Production requires one (config.ts); a benchmark's throwaway shop needs no real one.
  APP_SECRET: "bench-only-app-secret-not-for-real-use",
});
const appUrl = `http://127.0.0.1:${app.line}/api/products`;
const bytes = Buffer.from(await (await fetch(appUrl)).arrayBuffer());
const bodyFile = path.join(tmpdir(), `catalog-${process.pid}.json`);
writeFileSync(bodyFile, bytes);
const bare = await startProcess("scripts/bench/serve-bytes.ts", [bodyFile]);
const bareUrl = `http://127.0.0.1:${bare.line}/`;
process.stdout.write(`catalog body: ${bytes.length} bytes, ${JSON.parse(bytes.toString()).length} products\n`);

// Warm both (JIT, caches), then alternate to spread machine noise over both sides.
await load(appUrl, connections, 2);
await load(bareUrl, connections, 2);
const runs = { app: [] as Awaited<ReturnType<typeof load>>[], bare: [] as Awaited<ReturnType<typeof load>>[] };
for (let i = 0; i < 2; i++) {
  runs.bare.push(await load(bareUrl, connections, seconds / 2));
  runs.app.push(await load(appUrl, connections, seconds / 2));
}
app.child.kill();
bare.child.kill();

const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
const summary = (rs: typeof runs.app) => ({
  rps: mean(rs.map((r) => r.rps)),
  p99: mean(rs.map((r) => r.p99)),
  failures: rs.reduce((n, r) => n + r.errors + r.non2xx, 0),
});
const a = summary(runs.app);
const b = summary(runs.bare);
process.stdout.write(`bare node:http  ${b.rps.toFixed(0).padStart(7)} req/s  p99 ${b.p99.toFixed(1)} ms\n`);
process.stdout.write(`shop            ${a.rps.toFixed(0).padStart(7)} req/s  p99 ${a.p99.toFixed(1)} ms\n`);
const ok = [
  verdict("throughput", a.rps / b.rps >= 0.7, `${((a.rps / b.rps) * 100).toFixed(0)}% of bare (target >= 70%)`),
  verdict("p99 latency", a.p99 / b.p99 <= 2, `${(a.p99 / b.p99).toFixed(2)}x bare (target <= 2x)`),
  verdict("errors", a.failures === 0, `${a.failures} failed requests`),
].every(Boolean);
process.exit(ok ? 0 : 1);

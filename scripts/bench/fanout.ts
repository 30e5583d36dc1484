/**
 * Live-update fan-out: 10,000 sockets from two client processes, then `products-activated` broadcasts
 * sent through PostgreSQL NOTIFY (the path every event takes). Prints p50/p99 delivery latency and how
 * many sockets got each broadcast (all must); target p99 <= 250 ms, measured on broadcasts that have the
 * machine to themselves. Also GET /api/products p99 while broadcasting vs idle (target <= 3x), and, for
 * information, the delivery latency of the broadcasts sent during that catalog load.
 *   npx tsx scripts/bench/fanout.ts [sockets=10000] [rounds=5]
 *   (server: TEST_DATABASE_URL or postgres://postgres@127.0.0.1:5432/test; a scratch database is created)
 */
import { randomBytes } from "node:crypto";
import postgres from "postgres";
import { DEFAULT_SERVER_DATABASE_URL } from "../../src/testing/server-process";
import { withDatabaseName } from "../../src/testing/test-env";
import { load, startProcess, verdict } from "./lib";
import { throwawayVapidEnv } from "../../src/testing/vapid-test-keys";

const sockets = Number(process.argv[2] ?? 10_000);
const rounds = Number(process.argv[3] ?? 5);
const clientProcesses = 2;
const serverUrl = process.env.TEST_DATABASE_URL || DEFAULT_SERVER_DATABASE_URL;
const name = `bench_fanout_${randomBytes(4).toString("hex")}`;
const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
await admin.unsafe(`create database "${name}"`);
const url = withDatabaseName(serverUrl, name);
const sql = postgres(url, { max: 2, onnotice: () => {} });

const percentile = (xs: number[], p: number) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
};

try {
  const shop = await startProcess("scripts/bench/serve-shop.ts", [], {
    DATABASE_URL: url,
    DEMO_DATA: "1",
    NODE_ENV: "production",
    ...throwawayVapidEnv(),
    // Production requires one (config.ts); a benchmark's throwaway shop needs no real one.
    APP_SECRET: "bench-only-app-secret-not-for-real-use",
    LOG_LEVEL: "warn",
    // Every benchmark socket comes from 127.0.0.1: above the per-address cap a real shop keeps.
    MAX_SOCKETS_PER_IP: String(sockets + 100),
  });
  const port = shop.line;
  const perProcess = Math.ceil(sockets / clientProcesses);
  const clients = await Promise.all(
    Array.from({ length: clientProcesses }, () =>
      startProcess("scripts/bench/fanout-clients.ts", [port, String(perProcess)]),
    ),
  );
  const results = new Map<number, number[]>();
  for (const client of clients) {
    let buffer = "";
    client.child.stdout!.on("data", (chunk: Buffer) => {
      buffer += chunk.toString();
      const lines = buffer.split("\n");
      buffer = lines.pop() ?? "";
      for (const line of lines.filter((l) => l.startsWith("{"))) {
        const { round, latencies } = JSON.parse(line) as { round: number; latencies: number[] };
        results.set(round, [...(results.get(round) ?? []), ...latencies]);
      }
    });
  }
  process.stdout.write(`${clientProcesses * perProcess} sockets open\n`);

  const broadcast = (round: number) =>
    sql.notify(
      "shop_events",
      JSON.stringify({
        audience: "everyone",
        message: { type: "products-activated", activatedCount: 1, round, sentAt: Date.now() },
      }),
    );

  const catalogUrl = `http://127.0.0.1:${port}/api/products`;
  const idle = await load(catalogUrl, 10, 3);
  let round = 0;
  const during = load(catalogUrl, 10, 3);
  const ticker = setInterval(() => void broadcast(round++), 500);
  const busy = await during;
  clearInterval(ticker);
  for (let i = 0; i < rounds; i++) {
    await broadcast(round++);
    await new Promise((resolve) => setTimeout(resolve, 1500));
  }
  await new Promise((resolve) => setTimeout(resolve, 2000));
  for (const client of clients) client.child.kill("SIGTERM");
  await new Promise((resolve) => setTimeout(resolve, 500));
  shop.child.kill();

  const loadedRounds = round - rounds;
  const latenciesOf = (from: number, to: number) =>
    [...results.entries()].filter(([r]) => r >= from && r < to).flatMap(([, l]) => l);
  const quiet = latenciesOf(loadedRounds, round);
  const loaded = latenciesOf(0, loadedRounds);
  const delivered = [...Array(round).keys()].map((r) => results.get(r)?.length ?? 0);
  const expected = clientProcesses * perProcess;
  process.stdout.write(`${round} broadcasts; received per broadcast: ${delivered.join(", ")} of ${expected}\n`);
  process.stdout.write(
    `delivery latency p50 ${percentile(quiet, 50)} ms, p99 ${percentile(quiet, 99)} ms (${rounds} broadcasts on their own)\n`,
  );
  process.stdout.write(
    `delivery latency p50 ${percentile(loaded, 50)} ms, p99 ${percentile(loaded, 99)} ms (${loadedRounds} broadcasts during the catalog load)\n`,
  );
  process.stdout.write(`GET /api/products p99 idle ${idle.p99} ms, during broadcasts ${busy.p99} ms\n`);
  const ok = [
    verdict(
      "every socket got every broadcast",
      delivered.every((n) => n === expected),
      `${delivered.filter((n) => n === expected).length}/${round} complete`,
    ),
    verdict("delivery p99", percentile(quiet, 99) <= 250, `${percentile(quiet, 99)} ms (target <= 250 ms)`),
    verdict(
      "catalog p99 during broadcast",
      busy.p99 / Math.max(idle.p99, 1) <= 3,
      `${(busy.p99 / Math.max(idle.p99, 1)).toFixed(2)}x idle (target <= 3x)`,
    ),
  ].every(Boolean);
  process.exitCode = ok ? 0 : 1;
} finally {
  await sql.end();
  await admin.unsafe(`drop database if exists "${name}" with (force)`);
  await admin.end();
}

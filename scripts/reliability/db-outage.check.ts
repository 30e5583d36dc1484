/**
 * Database outage under load (docs/decisions/008). The shop runs as a real process whose PostgreSQL (a
 * throwaway cluster) sits behind a loopback TCP proxy. A catalog and order mix runs at half the capacity
 * measured at the start while the proxy cuts the database off, once refusing connections (the host is
 * down) and once swallowing every byte (a partition, the harder case: nothing ever fails by itself).
 * Promises, for each outage:
 * - every request is answered within 2 s, with a 2xx (the cached catalog) or a 503 UNAVAILABLE with the
 *   shop's message: no 500, no hang, no dropped connection;
 * - /api/health reports the outage (503 UNAVAILABLE) within 2 s, each answer within 2 s;
 * - within 10 s of the database's return every request succeeds again and the health check says ok, with
 *   the same process (no restart); news from other instances arrives again (a NOTIFY reaches the cache);
 * - the phase after the outage has no errors, and the shop's memory returns to its level before.
 * Prints requests, answers, p50/p95/p99/max latency per phase.
 *   long: 10 s outages, 10 s phases; short (npm test): 4 s outages, 4 s phases.
 */
import { randomUUID } from "node:crypto";
import postgres from "postgres";
import { Agent, request } from "undici";
import { DATABASE_UNAVAILABLE } from "../../src/server/errors";
import { freePort } from "../../src/testing/server-process";
import { type ProxyCut, startTcpProxy } from "../../src/testing/tcp-proxy";
import {
  createShopDatabase,
  expectPromise,
  figure,
  mode,
  onExit,
  runCheck,
  sleep,
  startCluster,
  startShop,
} from "./lib";
import { createOrderableProduct, createShoppers } from "../bench/lib";
import { CONFIRM_REPEAT_HEADER } from "../../src/contracts/headers";

const settings =
  mode === "long"
    ? { capacitySeconds: 5, phaseSeconds: 10, outageSeconds: 10, fsync: true }
    : { capacitySeconds: 3, phaseSeconds: 4, outageSeconds: 4, fsync: false };
const SHOPPERS = 100;
const CAPACITY_CONCURRENCY = 32;
/** The promise: an answer within this, whatever the database does. */
const ANSWER_WITHIN_MS = 2000;
const RECOVER_WITHIN_MS = 10_000;
/** A request still unanswered after this is counted as hung (and the client gives up on it). */
const HUNG_AFTER_MS = 10_000;
/** Memory counts as back when its heap after a full GC is within this of its level before the outages. */
const MEMORY_SLACK = { ratio: 1.1, bytes: 4 * 1024 * 1024 };

type Sample = {
  phase: string;
  kind: string;
  startedAt: number;
  ms: number;
  status: number | "no answer";
  code?: string;
};

await runCheck("db-outage", async () => {
  const cluster = await startCluster({ fsync: settings.fsync });
  const url = await createShopDatabase(cluster.url());
  const cookies = (await createShoppers(url, SHOPPERS)).map((s) => s.cookie);
  const product = await createOrderableProduct(url, "Outage kurta");
  const catalog = await Promise.all(
    Array.from({ length: 11 }, (_, i) => createOrderableProduct(url, `Catalog kurta ${i}`)),
  );
  const proxy = await startTcpProxy(cluster.port);
  onExit(() => void proxy.close());
  const proxied = new URL(url);
  proxied.port = String(proxy.port);
  const shop = await startShop(await freePort(), { DATABASE_URL: proxied.toString() });
  const direct = postgres(url, { max: 1, onnotice: () => {} });
  const agent = new Agent({
    connections: 4096,
    keepAliveTimeout: 30_000,
    headersTimeout: HUNG_AFTER_MS,
    bodyTimeout: HUNG_AFTER_MS,
  });
  const started = performance.now();
  const now = () => performance.now() - started;

  const samples: Sample[] = [];
  let phase = "capacity";

  /** One request of the catalog-and-orders mix: a shopper browsing the catalog, ordering, reading their orders. */
  async function one(sequence: number): Promise<Sample> {
    const cookie = cookies[sequence % cookies.length];
    const pick = sequence % 20;
    const [kind, method, path, body, headers] =
      pick < 6
        ? (["catalog", "GET", "/api/products", undefined, {}] as const)
        : pick < 12
          ? (["product", "GET", `/api/products/${catalog[sequence % catalog.length].id}`, undefined, {}] as const)
          : pick < 17
            ? ([
                "order",
                "POST",
                "/api/orders",
                product.orderBody,
                {
                  cookie,
                  "content-type": "application/json",
                  "idempotency-key": randomUUID(),
                  // The same product and size again and again: confirmed repeats.
                  [CONFIRM_REPEAT_HEADER]: "1",
                },
              ] as const)
            : (["orders", "GET", "/api/orders", undefined, { cookie }] as const);
    const sample: Sample = { phase, kind, startedAt: now(), ms: 0, status: "no answer" };
    try {
      const response = await request(`${shop.base}${path}`, { method, body, headers, dispatcher: agent });
      const text = await response.body.text();
      sample.status = response.statusCode;
      if (response.statusCode >= 400) {
        const parsed = JSON.parse(text) as { code?: string; message?: string };
        sample.code = parsed.message === DATABASE_UNAVAILABLE ? parsed.code : `${parsed.code}: ${parsed.message}`;
      }
    } catch (error) {
      sample.code = (error as Error).message;
    }
    sample.ms = now() - sample.startedAt;
    // Counted in the phase it was answered in: one sent just before a cut meets the outage.
    sample.phase = phase;
    return sample;
  }

  // Capacity: as fast as the machine goes, with enough requests in flight to keep every core busy.
  let sequence = 0;
  const capacityEnd = now() + settings.capacitySeconds * 1000;
  let capacityDone = 0;
  await Promise.all(
    Array.from({ length: CAPACITY_CONCURRENCY }, async () => {
      while (now() < capacityEnd) {
        const s = await one(sequence++);
        if (typeof s.status === "number" && s.status < 300) capacityDone += 1;
      }
    }),
  );
  const capacity = capacityDone / settings.capacitySeconds;
  const rate = Math.max(10, Math.round(capacity / 2));
  figure("capacity (mix, requests/s)", capacity.toFixed(0));
  figure("load (half the capacity, requests/s)", rate);

  // Open loop at the chosen rate: a slow answer does not slow the arrivals, as with real shoppers.
  const pending = new Set<Promise<void>>();
  let issued = 0;
  let loadStart = now();
  const ticker = setInterval(() => {
    const due = Math.floor(((now() - loadStart) / 1000) * rate);
    while (issued < due) {
      issued += 1;
      const p = one(sequence++).then((s) => {
        samples.push(s);
        pending.delete(p);
      });
      pending.add(p);
    }
  }, 5);
  loadStart = now();

  const health: { at: number; ms: number; status: number | "no answer"; code?: string }[] = [];
  let polling = true;
  const healthPoller = (async () => {
    while (polling) {
      const at = now();
      try {
        const response = await request(`${shop.base}/api/health`, { dispatcher: agent });
        const body = (await response.body.json()) as { code?: string };
        health.push({ at, ms: now() - at, status: response.statusCode, code: body.code });
      } catch {
        health.push({ at, ms: now() - at, status: "no answer" });
      }
      await sleep(100);
    }
  })();

  const memory: { at: number; rss: number; phase: string }[] = [];
  const memorySampler = setInterval(() => memory.push({ at: now(), rss: shop.rssBytes(), phase }), 250);
  const pid = shop.child.pid;

  const window = async (name: string, seconds: number) => {
    phase = name;
    await sleep(seconds * 1000);
  };

  await window("before", settings.phaseSeconds);
  const heapBefore = await shop.memoryAfterGc();
  const outages: { how: ProxyCut; cutAt: number; restoredAt: number; recoveredAt: number | null }[] = [];
  for (const how of ["refuse", "hang"] as const) {
    phase = `outage (${how})`;
    const cutAt = now();
    await proxy.cut(how);
    await sleep(settings.outageSeconds * 1000);
    phase = `recovery (${how})`;
    await proxy.restore();
    const restoredAt = now();
    // Recovered: health says ok and every request that started since then has succeeded, for a second.
    let recoveredAt: number | null = null;
    while (now() - restoredAt < RECOVER_WITHIN_MS + 5000) {
      await sleep(100);
      const lastFailure = Math.max(
        restoredAt,
        ...samples.filter((s) => s.startedAt >= restoredAt && !isOk(s.status)).map((s) => s.startedAt),
      );
      const healthy = health.find((h) => h.at >= lastFailure && h.status === 200);
      if (healthy && now() - lastFailure >= 1000 && samples.some((s) => s.startedAt > lastFailure + 1000)) {
        recoveredAt = Math.max(lastFailure, healthy.at);
        break;
      }
    }
    outages.push({ how, cutAt, restoredAt, recoveredAt });
    await window(`after (${how})`, settings.phaseSeconds);
  }
  const heapAfter = await shop.memoryAfterGc();

  // News from other instances: a product added and announced elsewhere must reach this shop's cached list.
  const [late] = await direct<{ id: number }[]>`
    insert into products (name, price, discount_amount, sizes, status, expires_at)
    values ('Announced after the outage', '60.00', '0.00', '{}', 'active', now() + interval '7 days') returning id`;
  let heard = false;
  const heardBy = now() + RECOVER_WITHIN_MS;
  while (!heard && now() < heardBy) {
    await direct`select pg_notify('shop_events', ${JSON.stringify([{ control: "catalog-changed" }])})`;
    const listed = (await (await request(`${shop.base}/api/products`, { dispatcher: agent })).body.json()) as {
      id: number;
    }[];
    heard = listed.some((p) => p.id === late.id);
    if (!heard) await sleep(250);
  }

  clearInterval(ticker);
  await Promise.all(pending);
  polling = false;
  await healthPoller;
  clearInterval(memorySampler);

  // Figures per phase.
  const phases = [...new Set(samples.map((s) => s.phase))];
  for (const name of phases) {
    const of = samples.filter((s) => s.phase === name);
    const ms = of.map((s) => s.ms).sort((a, b) => a - b);
    const count = (test: (s: Sample) => boolean) => of.filter(test).length;
    const seconds = (Math.max(...of.map((s) => s.startedAt)) - Math.min(...of.map((s) => s.startedAt))) / 1000;
    figure(
      `${name}`,
      `${of.length} requests (${(of.length / Math.max(seconds, 0.001)).toFixed(0)}/s): ` +
        `${count((s) => isOk(s.status))} 2xx, ${count((s) => s.status === 503)} 503, ` +
        `${count((s) => !isOk(s.status) && s.status !== 503)} other; ` +
        `p50 ${pct(ms, 50)} ms, p95 ${pct(ms, 95)} ms, p99 ${pct(ms, 99)} ms, max ${pct(ms, 100)} ms`,
    );
  }

  for (const { how, cutAt, restoredAt, recoveredAt } of outages) {
    const during = samples.filter((s) => s.startedAt >= cutAt - ANSWER_WITHIN_MS && s.startedAt < restoredAt + 1000);
    const slow = during.filter((s) => s.ms > ANSWER_WITHIN_MS);
    const wrong = during.filter((s) => !isOk(s.status) && !(s.status === 503 && s.code === "UNAVAILABLE"));
    const healthDuring = health.filter((h) => h.at >= cutAt && h.at < restoredAt);
    const reported = healthDuring.find((h) => h.status === 503 && h.code === "UNAVAILABLE");
    const refusedDuring = samples.filter((s) => s.startedAt >= cutAt && s.startedAt < restoredAt && s.status === 503);
    figure(`outage (${how}): requests answered 503 UNAVAILABLE`, refusedDuring.length);
    figure(
      `outage (${how}): health reported the outage after (ms)`,
      reported ? (reported.at + reported.ms - cutAt).toFixed(0) : "never",
    );
    figure(
      `outage (${how}): recovered after the database's return (ms)`,
      recoveredAt === null ? "not within the wait" : (recoveredAt - restoredAt).toFixed(0),
    );
    expectPromise(
      `outage (${how}): every answer within ${ANSWER_WITHIN_MS} ms`,
      slow.length === 0,
      slow.length === 0
        ? `slowest ${pct(
            during.map((s) => s.ms).sort((a, b) => a - b),
            100,
          )} ms`
        : `${slow.length} slower, e.g. ${describe(slow[0])}`,
    );
    expectPromise(
      `outage (${how}): a 2xx or a 503 UNAVAILABLE with the shop's message, nothing else`,
      wrong.length === 0,
      wrong.length === 0 ? `${during.length} answers` : `${wrong.length} others, e.g. ${describe(wrong[0])}`,
    );
    expectPromise(
      `outage (${how}): /api/health reports it within ${ANSWER_WITHIN_MS} ms, each answer within ${ANSWER_WITHIN_MS} ms`,
      reported !== undefined &&
        reported.at + reported.ms - cutAt <= ANSWER_WITHIN_MS &&
        healthDuring.every((h) => h.ms <= ANSWER_WITHIN_MS && h.status !== "no answer"),
      `${healthDuring.length} checks during the outage, ${healthDuring.filter((h) => h.status === 503).length} said 503, slowest ${Math.max(0, ...healthDuring.map((h) => h.ms)).toFixed(0)} ms`,
    );
    expectPromise(
      `outage (${how}): recovered within ${RECOVER_WITHIN_MS / 1000} s of the database's return`,
      recoveredAt !== null && recoveredAt - restoredAt <= RECOVER_WITHIN_MS,
      recoveredAt === null ? "no" : `${((recoveredAt - restoredAt) / 1000).toFixed(1)} s`,
    );
    // A request still out when the next outage began belongs to that outage.
    const nextCut = outages.find((o) => o.cutAt > cutAt)?.cutAt ?? Number.POSITIVE_INFINITY;
    const after = samples.filter((s) => s.phase === `after (${how})` && s.startedAt + s.ms < nextCut);
    const failedAfter = after.filter((s) => !isOk(s.status));
    expectPromise(
      `after (${how}): no errors`,
      failedAfter.length === 0 && after.length > 0,
      failedAfter.length === 0
        ? `${after.length} requests`
        : `${failedAfter.length} failed, e.g. ${describe(failedAfter[0])}`,
    );
  }

  expectPromise(
    "no restart: the same shop process throughout",
    shop.alive() && shop.child.pid === pid,
    shop.alive() ? `pid ${pid}` : `the shop exited:\n${shop.logTail()}`,
  );
  expectPromise(
    "news from other instances arrives again (NOTIFY reaches the catalog cache)",
    heard,
    heard ? "yes" : "no",
  );

  // The heap after a full collection is what the shop holds; RSS also counts what V8 keeps in reserve.
  const rssOf = (name: string) =>
    median(
      memory
        .filter((m) => m.phase === name)
        .slice(-6)
        .map((m) => m.rss),
    );
  const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);
  figure(
    "shop memory (RSS MB) before / peak / after",
    `${mb(rssOf("before"))} / ${mb(Math.max(...memory.map((m) => m.rss)))} / ${mb(rssOf("after (hang)"))}`,
  );
  figure("shop heap after a full GC (MB) before / after", `${mb(heapBefore.heapUsed)} / ${mb(heapAfter.heapUsed)}`);
  expectPromise(
    "memory returns to its level before the outages (heap after a full GC)",
    heapAfter.heapUsed <= Math.max(heapBefore.heapUsed * MEMORY_SLACK.ratio, heapBefore.heapUsed + MEMORY_SLACK.bytes),
    `${mb(heapAfter.heapUsed)} MB after, ${mb(heapBefore.heapUsed)} MB before`,
  );

  await direct.end();
  await agent.close();
  await shop.kill("SIGTERM");
  await proxy.close();
  await cluster.destroy();
});

function isOk(status: number | "no answer"): boolean {
  return typeof status === "number" && status >= 200 && status < 300;
}

function pct(sorted: number[], p: number): string {
  if (sorted.length === 0) return "-";
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)].toFixed(0);
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

function describe(s: Sample): string {
  return `${s.kind} at ${(s.startedAt / 1000).toFixed(2)} s: ${s.status}${s.code ? ` ${s.code}` : ""} after ${s.ms.toFixed(0)} ms`;
}

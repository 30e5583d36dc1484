/**
 * Drop alerts on a real PostgreSQL server: 10,000 shoppers who chose every drop, each with one
 * browser subscribed on a Web Push service on loopback (src/testing/push-service.ts, which checks each
 * VAPID token and decrypts each payload), and one product scheduled (POST /api/products, as the owner's form)
 * to go live at a whole second. The shop's drop-alerts plugin records the drop and sends the pushes; the push
 * service notes when it accepted each. Then the same number of bare pushes (web-push's request details over
 * undici, as the plugin sends them, at the plugin's concurrency cap) go from a script of their own
 * (drop-alerts-bare.ts) to the same subscriptions, with no database and no shop.
 * Prints the shop's time from publishAt to each push accepted (p50/p99, and the last: the whole batch), the
 * bare sends' times from their start, and both rates.
 * Targets: all within 10 s of publishAt, at least 50% of the bare send rate, 0 duplicates, 0 missing, no push
 * refused by the push service; exits 1 on a miss. The shop runs outside production mode (production only
 * sends to the browsers' push services over https), in its own process (serve-shop.ts).
 *   npx tsx scripts/bench/drop-alerts.ts [--small]
 *   (--small: 500 subscriptions)
 *   (server: TEST_DATABASE_URL or postgres://postgres@127.0.0.1:5432/test; a scratch database is created)
 */
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import postgres from "postgres";
import { MAX_IN_FLIGHT } from "../../src/server/jobs/drop-alerts";
import { startPushService, type ReceivedPush } from "../../src/testing/push-service";
import { PUSH_SERVICE_SHOP_ENV } from "../../src/testing/script-shop-env";
import { throwawayVapidEnv } from "../../src/testing/vapid-test-keys";
import { adminAuthorization, quantile, root, scratchDatabase, startShop, verdict } from "./lib";

const small = process.argv.includes("--small");
const COUNT = small ? 500 : 10_000;
const WITHIN_MS = 10_000;
/** The go-live notices wake drop alerts at the moment: the first push leaves within a second of it. */
const FIRST_WITHIN_MS = 1_000;
const MIN_RATE_SHARE = 0.5;
/** Lead time before the whole second the product goes live at: the shop has scheduled its timer by then. */
const LEAD_MS = 3_000;

const scratch = await scratchDatabase("bench_alerts");
const push = await startPushService();
const vapid = throwawayVapidEnv();
const work = mkdtempSync(path.join(tmpdir(), "drop-alerts-bench-"));
let shop: Awaited<ReturnType<typeof startShop>> | null = null;

/** Accepted pushes per subscription among `pushes`: duplicates (more than one) and missing (none). */
function tally(pushes: readonly ReceivedPush[], ids: readonly string[]) {
  const perSubscription = new Map<string, number>();
  for (const received of pushes)
    perSubscription.set(received.subscriptionId, (perSubscription.get(received.subscriptionId) ?? 0) + 1);
  return {
    duplicates: [...perSubscription.values()].reduce((sum, n) => sum + Math.max(0, n - 1), 0),
    missing: ids.filter((id) => !perSubscription.has(id)).length,
  };
}

const ms = (n: number) => `${Math.round(n)} ms`;

try {
  // The shoppers and their browsers, written straight to the database (the API would take minutes to sign up
  // 10,000 shoppers, and this measures the send, not the sign-up).
  const subscriptions = Array.from({ length: COUNT }, () => push.subscribe());
  const sql = postgres(scratch.url, { max: 2, onnotice: () => {} });
  try {
    const users = await sql<{ id: number }[]>`
      insert into users (full_name, email, drop_alerts)
      select 'Bench shopper ' || n, 'alerts-' || n || '@bench.example', 'all'
      from generate_series(1, ${COUNT}) as n
      returning id`;
    const rows = subscriptions.map((subscription, i) => ({
      user_id: users[i].id,
      endpoint: subscription.endpoint,
      p256dh: subscription.json.keys.p256dh,
      auth: subscription.json.keys.auth,
    }));
    for (let i = 0; i < rows.length; i += 1000)
      await sql`insert into push_subscriptions ${sql(rows.slice(i, i + 1000))}`;
  } finally {
    await sql.end();
  }

  // Outside production, with the tests' switch: production sends only to the browsers' push services over https.
  shop = await startShop(
    scratch.url,
    { NODE_ENV: "test", ...PUSH_SERVICE_SHOP_ENV, ...vapid },
    { exitWithParent: true },
  );
  const authorization = await adminAuthorization(shop.base);
  const publishAt = Math.ceil((Date.now() + LEAD_MS) / 1000) * 1000;
  const created = await fetch(`${shop.base}/api/products`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization },
    body: JSON.stringify({
      name: "Bench drop",
      description: "Made by the drop-alerts benchmark.",
      price: "40.00",
      images: ["/demo/products/coral-ikat-cotton-kurta-1.svg"],
      category: "regular",
      sizes: ["S", "M"],
      status: "scheduled",
      publishAt: new Date(publishAt).toISOString(),
      expiresAt: new Date(publishAt + 7 * 24 * 60 * 60 * 1000).toISOString(),
    }),
  });
  if (created.status !== 201) throw new Error(`creating the product: ${created.status} ${await created.text()}`);
  process.stdout.write(`${COUNT} subscriptions; the product goes live at ${new Date(publishAt).toISOString()}\n`);

  await push.waitForPushes(COUNT, publishAt - Date.now() + 60_000).catch(() => {});
  // A repeat would come after the last first copy: a moment more to see one.
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const shopPushes = push.received();
  const shopTimes = shopPushes.map((received) => received.receivedAt - publishAt);
  const ids = subscriptions.map((subscription) => subscription.id);
  const shopTally = tally(shopPushes, ids);
  shop.kill();
  shop = null;

  // The same pushes, bare.
  const file = path.join(work, "subscriptions.json");
  writeFileSync(file, JSON.stringify(subscriptions.map((subscription) => subscription.json)));
  const before = push.received().length;
  const bareReport = await new Promise<{ startedAt: number; finishedAt: number; failed: number }>((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ["--import", "tsx", path.join(root, "scripts/bench/drop-alerts-bare.ts"), file, String(MAX_IN_FLIGHT)],
      { cwd: root, env: { ...process.env, ...vapid }, stdio: ["ignore", "pipe", "inherit"] },
    );
    let out = "";
    child.stdout.on("data", (chunk: Buffer) => (out += chunk.toString()));
    child.on("exit", (code) =>
      code === 0 ? resolve(JSON.parse(out.trim()) as never) : reject(new Error(`bare sends exited ${code}`)),
    );
  });
  const barePushes = push.received().slice(before);
  const bareTimes = barePushes.map((received) => received.receivedAt - bareReport.startedAt);

  const shopLast = Math.max(...shopTimes);
  const bareLast = Math.max(...bareTimes);
  const shopRate = (shopPushes.length / Math.max(shopLast, 1)) * 1000;
  const bareRate = (barePushes.length / Math.max(bareLast, 1)) * 1000;
  process.stdout.write(
    `shop: ${shopPushes.length} accepted; from publishAt p50 ${ms(quantile(shopTimes, 0.5))}, p99 ${ms(quantile(shopTimes, 0.99))}, last ${ms(shopLast)} (${Math.round(shopRate)}/s)\n`,
  );
  process.stdout.write(
    `bare: ${barePushes.length} accepted (${bareReport.failed} failed); from start p50 ${ms(quantile(bareTimes, 0.5))}, p99 ${ms(quantile(bareTimes, 0.99))}, last ${ms(bareLast)} (${Math.round(bareRate)}/s)\n`,
  );
  const shopFirst = Math.min(...shopTimes);
  const ok = [
    verdict(
      "first push",
      shopFirst <= FIRST_WITHIN_MS,
      `${ms(shopFirst)} after publishAt (target <= ${FIRST_WITHIN_MS} ms)`,
    ),
    verdict(
      "whole batch",
      shopLast <= WITHIN_MS,
      `last push ${ms(shopLast)} after publishAt (target <= ${WITHIN_MS} ms)`,
    ),
    verdict(
      "send rate vs bare web-push",
      shopRate >= MIN_RATE_SHARE * bareRate,
      `${((shopRate / bareRate) * 100).toFixed(0)}% of the bare rate (target >= ${MIN_RATE_SHARE * 100}%)`,
    ),
    verdict("duplicates", shopTally.duplicates === 0, `${shopTally.duplicates} (target 0)`),
    verdict("missing", shopTally.missing === 0, `${shopTally.missing} of ${COUNT} (target 0)`),
    verdict("refused by the push service", push.refusals.length === 0, `${push.refusals.length} (target 0)`),
  ].every(Boolean);
  process.exitCode = ok ? 0 : 1;
} finally {
  shop?.kill();
  await push.close();
  rmSync(work, { recursive: true, force: true });
  await scratch.drop();
}

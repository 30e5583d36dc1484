/**
 * Crash safety: keyed single-tap orders from many concurrent shoppers while
 *   A. the shop process is killed with SIGKILL at random moments and started again, and
 *   B. PostgreSQL is stopped abruptly (`pg_ctl stop -m immediate`) and started again, the shop left running.
 * Every request that is not acknowledged (no answer, or a 5xx) is retried with its Idempotency-Key once the
 * shop or the database is back. Promises: every order ends acknowledged; each acknowledged order is stored
 * under its key with the id the shop answered (0 lost); one stored order per key and none without one
 * (0 duplicated). Runs on a throwaway cluster of its own (lib.ts startCluster).
 *   long: 5,000 orders, 200 shoppers, 10 kills; 2 database stops over another 5,000 orders
 *   short (npm test): 1,200 orders, 200 shoppers, 3 kills; 2 database stops over 1,200 orders
 */
import { randomUUID } from "node:crypto";
import postgres from "postgres";
import { Agent, request } from "undici";
import { freePort } from "../../src/testing/server-process";
import {
  createShopDatabase,
  expectPromise,
  figure,
  mode,
  note,
  runCheck,
  type Shop,
  sleep,
  startCluster,
  startShop,
} from "./lib";
import { createOrderableProduct, createShoppers } from "../bench/lib";
import { CONFIRM_REPEAT_HEADER } from "../../src/contracts/headers";

const settings =
  mode === "long"
    ? { orders: 5000, shoppers: 200, kills: 10, databaseStops: 2, databaseDownMs: [1000, 3000], fsync: true }
    : // The recovery after each stop syncs every file with fsync on: seconds on a busy disk, hence off here.
      { orders: 1200, shoppers: 200, kills: 3, databaseStops: 2, databaseDownMs: [500, 1500], fsync: false };
/** An order still not acknowledged after this long of trying is reported as never acknowledged. */
const GIVE_UP_MS = 120_000;

type Outcome = { key: string; id: number | null; attempts: number; lastFailure: string | null };

/** A gate the shoppers wait at while the shop is down; open while it is up. */
function gate() {
  let opened: Promise<void> = Promise.resolve();
  let open = () => {};
  return {
    wait: () => opened,
    close() {
      opened = new Promise<void>((resolve) => (open = resolve));
    },
    open: () => open(),
  };
}

await runCheck("crash-safety", async () => {
  const cluster = await startCluster({ fsync: settings.fsync });
  const url = await createShopDatabase(cluster.url());
  const cookies = (await createShoppers(url, settings.shoppers)).map((s) => s.cookie);
  const port = await freePort();
  const shopEnv = { DATABASE_URL: url };
  let shop: Shop = await startShop(port, shopEnv);
  const agent = new Agent({ connections: settings.shoppers, keepAliveTimeout: 10_000 });
  const sql = postgres(url, { max: 1, onnotice: () => {} });

  /**
   * Places `orders` keyed orders from every shopper at once (each shopper one order at a time) and calls
   * `onAcknowledged` after each acknowledgement, so the scenario can strike at moments of its choosing.
   */
  async function placeOrders(
    orderBody: string,
    onAcknowledged: (count: number) => void,
    shopDown: ReturnType<typeof gate>,
  ) {
    const outcomes: Outcome[] = [];
    const statuses = new Map<string, number>();
    const count = (what: string) => statuses.set(what, (statuses.get(what) ?? 0) + 1);
    let next = 0;
    let acknowledged = 0;
    let answeredFromEarlierAttempt = 0;
    const started = Date.now();
    await Promise.all(
      cookies.map(async (cookie) => {
        while (next < settings.orders) {
          next += 1;
          const outcome: Outcome = { key: randomUUID(), id: null, attempts: 0, lastFailure: null };
          outcomes.push(outcome);
          const firstTry = Date.now();
          while (outcome.id === null && Date.now() - firstTry < GIVE_UP_MS) {
            await shopDown.wait();
            outcome.attempts += 1;
            try {
              const response = await request(`${shop.base}/api/orders`, {
                method: "POST",
                dispatcher: agent,
                headers: {
                  "content-type": "application/json",
                  cookie,
                  "idempotency-key": outcome.key,
                  // Each shopper orders the same product and size many times: confirmed repeats.
                  [CONFIRM_REPEAT_HEADER]: "1",
                },
                body: orderBody,
              });
              const text = await response.body.text();
              count(String(response.statusCode));
              if (response.statusCode === 201 || response.statusCode === 200) {
                outcome.id = (JSON.parse(text) as { id: number }).id;
                if (response.statusCode === 200) answeredFromEarlierAttempt += 1;
                acknowledged += 1;
                onAcknowledged(acknowledged);
                break;
              }
              outcome.lastFailure = `${response.statusCode} ${text.slice(0, 300)}`;
              // A 4xx will not change by asking again: the order is refused, which this check reports.
              if (response.statusCode < 500) break;
            } catch (error) {
              count("no answer");
              outcome.lastFailure = `no answer: ${(error as Error).message}`;
            }
            await sleep(50 + Math.random() * 150);
          }
        }
      }),
    );
    return { outcomes, statuses, answeredFromEarlierAttempt, seconds: (Date.now() - started) / 1000 };
  }

  /** Compares what the shoppers were told with what the database holds, and prints the figures. */
  async function verify(scenario: string, productId: number, result: Awaited<ReturnType<typeof placeOrders>>) {
    const stored = await sql<{ id: number; key: string | null }[]>`
      select id, idempotency_key as key from orders where product_id = ${productId}`;
    const storedByKey = new Map<string, number[]>();
    for (const row of stored) storedByKey.set(row.key ?? "", [...(storedByKey.get(row.key ?? "") ?? []), row.id]);
    const acknowledged = result.outcomes.filter((o) => o.id !== null);
    const lost = acknowledged.filter((o) => storedByKey.get(o.key)?.[0] !== o.id);
    const duplicated = [...storedByKey.values()].reduce((sum, ids) => sum + ids.length - 1, 0);
    const sentKeys = new Set(result.outcomes.map((o) => o.key));
    const unknown = stored.filter((row) => row.key === null || !sentKeys.has(row.key));
    const never = result.outcomes.filter((o) => o.id === null);
    const retried = result.outcomes.filter((o) => o.attempts > 1).length;

    figure(`${scenario}: orders placed`, result.outcomes.length);
    figure(`${scenario}: acknowledged`, acknowledged.length);
    figure(`${scenario}: stored`, stored.length);
    figure(`${scenario}: lost (acknowledged, not stored as answered)`, lost.length);
    figure(`${scenario}: duplicated`, duplicated + unknown.length);
    figure(`${scenario}: orders retried with their key`, retried);
    figure(
      `${scenario}: retries answered with the order an unanswered attempt had stored`,
      result.answeredFromEarlierAttempt,
    );
    figure(
      `${scenario}: answers`,
      [...result.statuses.entries()]
        .sort()
        .map(([status, n]) => `${status} x${n}`)
        .join(", "),
    );
    figure(`${scenario}: seconds`, result.seconds.toFixed(1));
    expectPromise(
      `${scenario}: every order acknowledged`,
      never.length === 0,
      never.length === 0
        ? `${acknowledged.length} of ${result.outcomes.length}`
        : `${never.length} never acknowledged; first: key ${never[0].key}, ${never[0].attempts} attempts, last ${never[0].lastFailure}`,
    );
    expectPromise(
      `${scenario}: 0 lost`,
      lost.length === 0,
      lost.length === 0
        ? "every acknowledged id is stored under its key"
        : `${lost.length}; first: key ${lost[0].key} answered id ${lost[0].id}, stored ${JSON.stringify(storedByKey.get(lost[0].key) ?? [])}`,
    );
    expectPromise(
      `${scenario}: 0 duplicated`,
      duplicated === 0 && unknown.length === 0 && stored.length === acknowledged.length,
      `${duplicated} keys stored more than once, ${unknown.length} orders under keys nobody sent, ${stored.length} stored for ${acknowledged.length} acknowledged`,
    );
    expectPromise(
      `${scenario}: the only failures are the outage's`,
      ![...result.statuses.keys()].some((s) => s !== "no answer" && Number(s) >= 400 && Number(s) !== 503),
      `answers ${JSON.stringify(Object.fromEntries(result.statuses))} (a 4xx means an order was refused, a 500 that the outage was not recognised)`,
    );
  }

  /** Acknowledgement counts at which to strike: spread over the run, at random. */
  const strikePoints = (n: number) =>
    Array.from({ length: n }, () => Math.floor(settings.orders * (0.05 + 0.75 * Math.random()))).sort((a, b) => a - b);

  // A. SIGKILL the shop process at random moments; start it again on the same port.
  {
    const product = await createOrderableProduct(url, "Crash-safety kurta A");
    const shopDown = gate();
    const points = strikePoints(settings.kills);
    let kills = 0;
    let striking: Promise<void> = Promise.resolve();
    let unexpectedExits = 0;
    const restartTimes: number[] = [];
    const strike = async () => {
      // A moment after the threshold, so the kill lands amid requests rather than between them.
      await sleep(Math.random() * 30);
      shopDown.close();
      await shop.kill("SIGKILL");
      kills += 1;
      const started = Date.now();
      shop = await startShop(port, shopEnv);
      restartTimes.push(Date.now() - started);
      shopDown.open();
    };
    const watchdog = setInterval(() => {
      // The shop must only die when this check kills it.
      if (!shop.alive() && kills === restartTimes.length && shop.child.signalCode !== "SIGKILL") {
        unexpectedExits += 1;
        note(`the shop exited by itself:\n${shop.logTail()}`);
      }
    }, 200);
    const result = await placeOrders(
      product.orderBody,
      (acknowledged) => {
        while (points.length > 0 && acknowledged >= points[0]) {
          points.shift();
          striking = striking.then(strike);
        }
      },
      shopDown,
    );
    await striking;
    clearInterval(watchdog);
    figure("A (shop killed): SIGKILLs", kills);
    figure("A (shop killed): restart ms (min/max)", `${Math.min(...restartTimes)}/${Math.max(...restartTimes)}`);
    expectPromise(
      "A (shop killed): killed as often as planned",
      kills === settings.kills,
      `${kills} of ${settings.kills}`,
    );
    expectPromise("A (shop killed): no exit the check did not cause", unexpectedExits === 0, String(unexpectedExits));
    await verify("A (shop killed)", product.id, result);
  }

  // B. Stop PostgreSQL abruptly at random moments (immediate mode) and start it again; the shop keeps running.
  {
    const product = await createOrderableProduct(url, "Crash-safety kurta B");
    const points = strikePoints(settings.databaseStops);
    let stops = 0;
    let striking: Promise<void> = Promise.resolve();
    const downTimes: number[] = [];
    const strike = async () => {
      await sleep(Math.random() * 30);
      const started = Date.now();
      await cluster.stopImmediately();
      stops += 1;
      const [least, most] = settings.databaseDownMs;
      await sleep(least + Math.random() * (most - least));
      await cluster.start();
      downTimes.push(Date.now() - started);
    };
    const result = await placeOrders(
      product.orderBody,
      (acknowledged) => {
        while (points.length > 0 && acknowledged >= points[0]) {
          points.shift();
          striking = striking.then(strike);
        }
      },
      gate(),
    );
    await striking;
    figure("B (database stopped): immediate stops", stops);
    figure("B (database stopped): down ms each", downTimes.join(", "));
    expectPromise(
      "B (database stopped): stopped as often as planned",
      stops === settings.databaseStops,
      `${stops} of ${settings.databaseStops}`,
    );
    expectPromise(
      "B (database stopped): the shop process survived",
      shop.alive(),
      shop.alive() ? "still running" : `exited:\n${shop.logTail()}`,
    );
    await verify("B (database stopped)", product.id, result);
  }

  await sql.end();
  await agent.close();
  await shop.kill("SIGTERM");
  await cluster.destroy();
});

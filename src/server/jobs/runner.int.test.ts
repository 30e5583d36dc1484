import { sql } from "drizzle-orm";
import { integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import type { FastifyBaseLogger } from "fastify";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../../testing/test-database";
import { testDatabaseTarget } from "../../testing/test-env";
import { manualClock } from "../clock";
import { type Database, openDatabase } from "../db/client";
import type { Effects } from "../effects";
import { type JobQueue, queueStatements } from "./queue";
import { createJobRunner, type JobOutcome, type JobRunner, type LeasedJob, type TimedJob } from "./runner";

/** A queue of the runner's own, in the shape every job queue has. */
const testJobs = pgTable("test_jobs", {
  id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
  status: text("status").notNull().default("pending"),
  attempts: integer("attempts").notNull().default(0),
  nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull(),
  leaseUntil: timestamp("lease_until", { withTimezone: true }),
  reason: text("reason"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  finishedAt: timestamp("finished_at", { withTimezone: true }),
  payload: text("payload").notNull(),
});
const QUEUE: JobQueue = { table: testJobs, columns: testJobs, doneStatus: "done" };
const LEASE_MS = 60_000;

type Logged = { level: "info" | "warn" | "error"; details: object; message: string };

function capturingLogger(into: Logged[]): FastifyBaseLogger {
  const at = (level: Logged["level"]) => (details: object, message: string) =>
    void into.push({ level, details, message });
  const logger = { info: at("info"), warn: at("warn"), error: at("error"), debug: () => {}, trace: () => {} };
  return { ...logger, fatal: at("error"), child: () => logger, level: "info", silent: () => {} } as never;
}

/** Waits, in real time, until `done` holds: runs go through a real database. */
async function until(done: () => boolean | Promise<boolean>, what: string, timeoutMs = 5000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 100));

describe("the job runner", () => {
  let database: Database & { url?: string };
  const runners: JobRunner[] = [];
  const extraDatabases: Database[] = [];
  let logged: Logged[];

  beforeAll(async () => {
    database = await createTestDatabase();
    await database.rows(sql`
      create table test_jobs (
        id integer primary key generated always as identity,
        status text not null default 'pending',
        attempts integer not null default 0,
        next_attempt_at timestamptz not null,
        lease_until timestamptz,
        reason text,
        created_at timestamptz not null,
        finished_at timestamptz,
        payload text not null)`);
  });
  afterAll(async () => {
    await database?.close();
  });
  afterEach(async () => {
    for (const runner of runners.splice(0)) await runner.close();
    for (const other of extraDatabases.splice(0)) await other.close();
    await database.db.delete(testJobs);
  });

  async function enqueue(count: number, at: Date) {
    await database.db
      .insert(testJobs)
      .values(Array.from({ length: count }, (_, i) => ({ payload: `job ${i}`, nextAttemptAt: at, createdAt: at })));
  }
  const rows = () => database.db.select().from(testJobs).orderBy(testJobs.id);

  /** A job whose runs the test sees and may hold: each run waits for `gate` when one is set. */
  function job(overrides: Partial<LeasedJob<{ id: number; payload: string }>> = {}) {
    const runs: number[] = [];
    let running = 0;
    let mostAtOnce = 0;
    let gate: Promise<void> | null = null;
    const definition: LeasedJob<{ id: number; payload: string }> = {
      kind: "leased",
      name: "image-copies",
      queue: QUEUE,
      maxInFlight: 4,
      leaseMs: LEASE_MS,
      runTimeoutMs: 10_000,
      backoff: { firstMs: 1000, maxMs: 4000, maxAttempts: 4 },
      load: async (claimed) => {
        const found = await database.db.select({ id: testJobs.id, payload: testJobs.payload }).from(testJobs);
        return claimed.map((row) => found.find((f) => f.id === row.id)!);
      },
      async run(item): Promise<JobOutcome> {
        running += 1;
        mostAtOnce = Math.max(mostAtOnce, running);
        try {
          await gate;
          runs.push(item.id);
          return { done: true };
        } finally {
          running -= 1;
        }
      },
      ...overrides,
    };
    return {
      definition,
      runs,
      mostAtOnce: () => mostAtOnce,
      running: () => running,
      hold() {
        let release = () => {};
        gate = new Promise<void>((resolve) => (release = resolve));
        return () => {
          gate = null;
          release();
        };
      },
    };
  }

  function start(
    definitions: (LeasedJob<never> | LeasedJob<{ id: number; payload: string }> | TimedJob)[],
    clock: ReturnType<typeof manualClock>,
    on: Database = database,
    ran: Effects[] = [],
  ) {
    const runner = createJobRunner(definitions, {
      database: on,
      clock,
      log: capturingLogger(logged),
      runEffects: async (effects) => void ran.push(effects),
    });
    runners.push(runner);
    runner.start();
    return runner;
  }

  it("runs every due row once, at most maxInFlight at a time, and marks it done", async () => {
    logged = [];
    const clock = manualClock();
    await enqueue(10, clock.now());
    const work = job({ maxInFlight: 3 });
    start([work.definition], clock);
    await until(async () => (await rows()).every((row) => row.status === "done"), "every row done");
    expect(work.runs.sort((a, b) => a - b)).toEqual((await rows()).map((row) => row.id));
    expect(work.mostAtOnce()).toBeLessThanOrEqual(3);
    expect((await rows()).every((row) => row.leaseUntil === null && row.finishedAt !== null)).toBe(true);
    expect(logged).toEqual([]);
  });

  it("has two instances on one database run each row once", async () => {
    logged = [];
    const clock = manualClock();
    await enqueue(40, clock.now());
    // On PostgreSQL the second instance has its own connections; the embedded database runs it in-process.
    const target = testDatabaseTarget();
    const other =
      target.kind === "postgres" && database.url ? openDatabase({ kind: "postgres", url: database.url }) : null;
    if (other) extraDatabases.push(other);
    const [a, b] = [job({ claimAhead: 4 }), job({ claimAhead: 4 })];
    start([a.definition], clock);
    start([b.definition], manualClock(clock.now()), other ?? database);
    await until(async () => (await rows()).every((row) => row.status === "done"), "every row done");
    const all = [...a.runs, ...b.runs].sort((x, y) => x - y);
    expect(all).toEqual((await rows()).map((row) => row.id));
    expect((await rows()).every((row) => row.attempts === 1)).toBe(true);
  });

  it("closes by finishing the runs in flight and letting the rows it claimed ahead go", async () => {
    logged = [];
    const clock = manualClock();
    await enqueue(10, clock.now());
    const work = job({ maxInFlight: 2, claimAhead: 4 });
    const release = work.hold();
    const runner = start([work.definition], clock);
    await until(() => work.running() === 2, "two runs in flight");
    await until(async () => (await rows()).filter((row) => row.leaseUntil !== null).length === 6, "6 rows claimed");
    const closing = runner.close();
    release();
    await closing;
    const after = await rows();
    // The two in flight finished; the four claimed ahead are due again at once, as if never claimed.
    expect(after.filter((row) => row.status === "done")).toHaveLength(2);
    expect(
      after.filter((row) => row.status === "pending").every((r) => r.leaseUntil === null && r.attempts === 0),
    ).toBe(true);
    // A restarted instance does the rest, each once.
    const again = job();
    start([again.definition], clock);
    await until(async () => (await rows()).every((row) => row.status === "done"), "every row done after the restart");
    expect([...work.runs, ...again.runs].sort((a, b) => a - b)).toEqual(after.map((row) => row.id));
  });

  it("claims nothing after close, however it is woken", async () => {
    logged = [];
    const clock = manualClock();
    const work = job();
    const runner = start([work.definition], clock);
    await runner.close();
    await enqueue(3, clock.now());
    runner.wake("image-copies");
    clock.advance(60_000);
    await settle();
    expect(work.runs).toEqual([]);
    expect((await rows()).every((row) => row.status === "pending" && row.attempts === 0)).toBe(true);
  });

  it("leaves a row leased by an instance that died until the lease runs out, then runs it", async () => {
    logged = [];
    const clock = manualClock();
    await enqueue(1, clock.now());
    const [claimed] = await queueStatements(database, QUEUE).claim(clock.now(), 1, LEASE_MS);
    const work = job();
    start([work.definition], clock);
    await settle();
    expect(work.runs).toEqual([]);
    clock.advance(LEASE_MS);
    await until(() => work.runs.length === 1, "the run after the lease");
    expect(work.runs).toEqual([claimed.id]);
    await until(async () => (await rows())[0].status === "done", "done");
    expect((await rows())[0].attempts).toBe(2);
  });

  it("wakes at once on wake(), and finds rows another instance wrote within the poll", async () => {
    logged = [];
    const clock = manualClock();
    const work = job();
    const runner = start([work.definition], clock);
    await settle();
    await enqueue(1, clock.now());
    await settle();
    expect(work.runs).toHaveLength(0);
    runner.wake("image-copies");
    await until(() => work.runs.length === 1, "the run after wake");
    await enqueue(1, clock.now());
    await until(async () => (await rows()).filter((row) => row.status === "done").length === 1, "the first mark");
    clock.advance(5_100);
    await until(() => work.runs.length === 2, "the run after the poll");
  });

  it("retries after a doubling, capped backoff, and gives up after the last try with the reason", async () => {
    logged = [];
    const clock = manualClock();
    await enqueue(1, clock.now());
    const tries: Date[] = [];
    const work = job({
      run: async () => {
        tries.push(clock.now());
        return { retry: "the host answered HTTP 503", log: { status: 503 } };
      },
    });
    start([work.definition], clock);
    await until(() => tries.length === 1, "the first try");
    const waits: number[] = [];
    for (let attempt = 2; attempt <= 4; attempt += 1) {
      await until(async () => (await rows())[0].leaseUntil === null, "the retry to be stored");
      // The runner sets its timer for the retry after storing it: the clock moves once it has.
      await settle();
      const [row] = await rows();
      waits.push(row.nextAttemptAt.getTime() - clock.now().getTime());
      clock.set(new Date(row.nextAttemptAt.getTime() + 100));
      await until(() => tries.length === attempt, `try ${attempt}`);
    }
    expect(waits).toEqual([1000, 2000, 4000]);
    await until(async () => (await rows())[0].status === "failed", "given up");
    expect((await rows())[0]).toMatchObject({ reason: "the host answered HTTP 503", attempts: 4 });
    expect(logged).toEqual([
      {
        level: "warn",
        message: "image-copies: given up",
        details: expect.objectContaining({ status: 503, attempts: 4 }),
      },
    ]);
  });

  it("fails a row at once on a permanent failure, and runs a done row's effects after its mark", async () => {
    logged = [];
    const clock = manualClock();
    await enqueue(2, clock.now());
    const ran: Effects[] = [];
    const { Effects } = await import("../effects");
    const work = job({
      run: async (item) => {
        if (item.payload === "job 0") return { fail: "not an image" };
        const [row] = await database.db
          .select()
          .from(testJobs)
          .where(sql`${testJobs.id} = ${item.id}`);
        expect(row.status).toBe("pending");
        return { done: true, effects: new Effects().publish({ control: "catalog-changed" }) };
      },
    });
    start([work.definition], clock, database, ran);
    await until(() => ran.length === 1, "the effects");
    const [failed, done] = await rows();
    expect(failed).toMatchObject({ status: "failed", reason: "not an image", attempts: 1 });
    expect(done.status).toBe("done");
    expect(ran[0].events).toEqual([{ control: "catalog-changed" }]);
  });

  it("runs a timed job for each window once, from where the last one ended", async () => {
    logged = [];
    const clock = manualClock("2026-11-29T10:00:00Z");
    const moments = [new Date("2026-11-29T10:01:00Z"), new Date("2026-11-29T10:02:00Z")];
    const windows: [string, string][] = [];
    const timed: TimedJob = {
      kind: "timed",
      name: "lifecycle-notices",
      nextAt: async (after) => moments.find((m) => m > after) ?? null,
      run: async (from, to) => void windows.push([from.toISOString(), to.toISOString()]),
    };
    start([timed], clock);
    await settle();
    clock.set("2026-11-29T10:02:30Z");
    await until(() => windows.length >= 1, "the run");
    await settle();
    // Both moments had passed by then: one run covers them, and nothing runs twice.
    expect(windows).toEqual([["2026-11-29T10:00:00.000Z", "2026-11-29T10:02:30.000Z"]]);
  });
  it("settles only when what a moved clock set off has finished: a timed run and a leased one", async () => {
    logged = [];
    const clock = manualClock("2026-11-29T10:00:00Z");
    let releaseTimed = () => {};
    const timedGate = new Promise<void>((resolve) => (releaseTimed = resolve));
    let timedDone = false;
    const timed: TimedJob = {
      kind: "timed",
      name: "prune",
      nextAt: async (after) => new Date(after.getTime() + 60_000),
      run: async () => {
        await timedGate;
        timedDone = true;
      },
    };
    const leased = job();
    const runner = start([timed, leased.definition], clock);
    await runner.settled();
    const releaseLeased = leased.hold();
    await enqueue(1, clock.now());
    clock.advance(61_000);
    let settled = false;
    const settling = runner.settled().then(() => (settled = true));
    await until(() => leased.running() === 1, "the leased run");
    await settle();
    expect(settled).toBe(false);
    releaseLeased();
    await settle();
    // The leased run is done; the timed one still holds.
    expect(leased.runs).toHaveLength(1);
    expect(settled).toBe(false);
    releaseTimed();
    await settling;
    expect(timedDone).toBe(true);
    expect((await rows())[0].status).toBe("done");
  });
});

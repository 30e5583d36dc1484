import type { FastifyBaseLogger } from "fastify";
import type { Clock } from "../clock";
import { isDatabaseUnavailable } from "../db/availability";
import type { Database } from "../db/client";
import type { Effects, JobName } from "../effects";
import { groupedWrites } from "./grouped-writes";
import { type ClaimedRow, type JobQueue, queueStatements } from "./queue";

/**
 * The one home of background work (docs/decisions/044). A job is a small definition; the runner does the
 * rest on app.clock: claiming rows with a lease, the in-flight cap and claiming ahead, retries with a capped
 * backoff, giving up, wake-ups, the poll that finds other instances' work, and letting leases go on close.
 */

/** What one run of a leased job came to; the runner writes it. */
export type JobOutcome =
  /** Its effects run once the row is marked done. */
  | { done: true; effects?: Effects }
  /** Another try may succeed: again after the backoff (at least afterMs), unless the job has run out of tries. */
  | { retry: string; afterMs?: number; log?: Record<string, unknown> }
  /** Another try cannot change it. */
  | { fail: string; log?: Record<string, unknown> }
  /** The run deleted what its row was about, and the row with it. */
  | { removed: true };

export type Backoff = {
  firstMs: number;
  maxMs: number;
  /** Tries in all, then given up. */
  maxAttempts?: number;
  /** Tried until this long after the row was written, then given up. */
  windowMs?: number;
};

/** Work kept as rows of a queue table, done once across every instance. */
export type LeasedJob<Item> = {
  kind: "leased";
  name: JobName;
  queue: JobQueue;
  /** Runs at once per instance: a slow one holds one slot, never the queue. */
  maxInFlight: number;
  /** Claimed and read ahead of the free slots, so a freed slot starts its next run at once. */
  claimAhead?: number;
  /** Far longer than one run may take: an instance killed mid-run frees its rows after it. */
  leaseMs: number;
  /** The longest one run may take; a claimed row whose lease would end sooner is left for the next claim. */
  runTimeoutMs: number;
  backoff: Backoff;
  /** Runs before each round's claims (drop alerts record the drops they see). */
  beforeRound?(now: Date): Promise<void>;
  /** A moment besides the queue's own retries when rows may come due (the next product going live). */
  nextDue?(now: Date): Promise<Date | null>;
  /** What the claimed rows need to run, read in one go, in their order. */
  load(claimed: readonly ClaimedRow[], now: Date): Promise<Item[]>;
  run(item: Item, row: ClaimedRow): Promise<JobOutcome>;
};

/** Work that each instance does for itself at moments it looks up (telling its own sockets, pruning). */
export type TimedJob = {
  kind: "timed";
  name: JobName;
  /** The first moment after `after` to run at, or null for none yet (a wake looks again). */
  nextAt(after: Date): Promise<Date | null>;
  /** Runs for the moments in (from, to]: overlapping runs get disjoint windows. */
  run(from: Date, to: Date): Promise<void>;
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each definition has its own item type
export type JobDefinition = LeasedJob<any> | TimedJob;

export type JobRunnerDeps = {
  database: Database;
  clock: Clock;
  log: FastifyBaseLogger;
  runEffects(effects: Effects): Promise<void>;
};

/** busy: what this worker is doing now, or null when it waits for its timer. */
type Worker = { wake(): void; busy(): Promise<unknown> | null; close(): Promise<void> };

/** Other instances' rows and leases that ran out are found within this, even with nothing due here. */
export const POLL_MS = 5_000;
/** A few ms past a moment, so it has certainly passed when a real timer runs. */
const PAST_THE_MOMENT_MS = 20;

/** The wait before the next try: doubling from firstMs, capped at maxMs, at least what the other side asked. */
export function backoffDelay(attempts: number, backoff: Backoff, askedMs = 0): number {
  return Math.max(Math.min(backoff.firstMs * 2 ** Math.max(0, attempts - 1), backoff.maxMs), askedMs);
}

/** When a failed row is tried again, or null when it has run out of tries. */
export function nextAttemptAt(row: ClaimedRow, now: Date, backoff: Backoff, askedMs = 0): Date | null {
  if (backoff.maxAttempts !== undefined && row.attempts >= backoff.maxAttempts) return null;
  const next = new Date(now.getTime() + backoffDelay(row.attempts, backoff, askedMs));
  if (backoff.windowMs !== undefined && next.getTime() > row.createdAt.getTime() + backoff.windowMs) return null;
  return next;
}

export type JobRunner = {
  /** Looks for due work of this job now (a change after commit: docs/decisions/044). */
  wake(name: JobName): void;
  start(): void;
  /**
   * Resolves once no job of this instance is running. A check that moves a manual clock waits for it before it
   * reads the database, so what the moved clock set off is not taken for the work of its next request.
   */
  settled(): Promise<void>;
  close(): Promise<void>;
};

export function createJobRunner(definitions: readonly JobDefinition[], deps: JobRunnerDeps): JobRunner {
  const workers = new Map<JobName, Worker>();
  let started = false;
  return {
    wake(name) {
      if (started) workers.get(name)?.wake();
    },
    start() {
      started = true;
      for (const definition of definitions)
        workers.set(
          definition.name,
          definition.kind === "leased" ? leasedWorker(definition, deps) : timedWorker(definition, deps),
        );
      for (const worker of workers.values()) worker.wake();
    },
    async settled() {
      // A round may set off another, and a due wait of no delay runs on the next turn: quiet twice in a row.
      for (let quiet = 0; quiet < 2;) {
        const busy = [...workers.values()].map((worker) => worker.busy()).filter((work) => work !== null);
        quiet = busy.length === 0 ? quiet + 1 : 0;
        await Promise.allSettled(busy);
        await new Promise((resolve) => setImmediate(resolve));
      }
    },
    async close() {
      await Promise.all([...workers.values()].map((worker) => worker.close()));
    },
  };
}

/** Runs a job's rounds one at a time; a wake during a round makes it look once more after. */
function rounds(round: () => Promise<void>, isClosing: () => boolean) {
  let running: Promise<void> | null = null;
  let again = false;
  function wake() {
    if (isClosing()) return;
    if (running) {
      again = true;
      return;
    }
    again = false;
    running = round().finally(() => {
      running = null;
      if (again) wake();
    });
  }
  return { wake, running: () => running, settled: () => running ?? Promise.resolve() };
}

function leasedWorker<Item>(job: LeasedJob<Item>, { database, clock, log, runEffects }: JobRunnerDeps): Worker {
  const queue = queueStatements(database, job.queue);
  const claimAhead = job.claimAhead ?? 0;
  const inFlight = new Set<Promise<void>>();
  const waiting: { row: ClaimedRow; item: Item }[] = [];
  // Each run waits for its mark, so a run in flight is one whose outcome may not be stored yet.
  const markDone = groupedWrites<number>((ids) => queue.markDone(ids, clock.now()));
  let cancel = () => {};
  let closing = false;
  let pumping: Promise<void> | null = null;
  let pumpAgain = false;

  function reportFailure(error: unknown, what: string) {
    if (!closing && !isDatabaseUnavailable(error)) log.error({ err: error, job: job.name }, `${job.name}: ${what}`);
  }

  async function giveUp(row: ClaimedRow, reason: string, details: Record<string, unknown> = {}) {
    await queue.fail(row.id, clock.now(), reason);
    log.warn({ job: job.name, id: row.id, attempts: row.attempts, reason, ...details }, `${job.name}: given up`);
  }

  async function execute(row: ClaimedRow, item: Item): Promise<void> {
    let outcome: JobOutcome;
    try {
      outcome = await job.run(item, row);
    } catch (error) {
      if (closing || isDatabaseUnavailable(error)) return; // its lease runs out and it is claimed again
      log.error({ err: error, job: job.name, id: row.id }, `${job.name}: a run failed`);
      outcome = { retry: error instanceof Error ? error.message : String(error) };
    }
    if ("done" in outcome) {
      await markDone(row.id);
      if (outcome.effects) await runEffects(outcome.effects);
      return;
    }
    if ("removed" in outcome) return;
    if ("fail" in outcome) return giveUp(row, outcome.fail, outcome.log);
    const next = nextAttemptAt(row, clock.now(), job.backoff, outcome.afterMs);
    if (next) return queue.retryAt(row.id, next, outcome.retry);
    return giveUp(row, outcome.retry, outcome.log);
  }

  function startWaiting() {
    while (!closing && inFlight.size < job.maxInFlight && waiting.length > 0) {
      const { row, item } = waiting.shift()!;
      // Its lease would run out before its run could: whoever claims it after the lease runs it.
      if (row.leaseUntil.getTime() - clock.now().getTime() < job.runTimeoutMs) continue;
      const running: Promise<void> = execute(row, item)
        .catch((error: unknown) => reportFailure(error, "an outcome was not stored"))
        .finally(() => {
          inFlight.delete(running);
          refill();
        });
      inFlight.add(running);
    }
  }

  async function pump(): Promise<void> {
    while (!closing) {
      startWaiting();
      const room = job.maxInFlight + claimAhead - inFlight.size - waiting.length;
      if (room < Math.max(1, claimAhead)) return;
      const claimed = await queue.claim(clock.now(), room, job.leaseMs);
      if (claimed.length === 0) return;
      const items = await job.load(claimed, clock.now());
      claimed.forEach((row, i) => waiting.push({ row, item: items[i] }));
    }
  }

  /** One claimer at a time per instance, so the cap holds; a call while one runs makes it claim once more. */
  function runPump(): Promise<void> {
    if (pumping) {
      pumpAgain = true;
      return pumping;
    }
    pumping = (async () => {
      do {
        pumpAgain = false;
        await pump();
      } while (pumpAgain && !closing);
    })().finally(() => {
      pumping = null;
    });
    return pumping;
  }

  /**
   * A freed slot takes the next waiting row and tops up the claimed ones, not a whole round (a round's
   * beforeRound may be a heavy statement); when the last run ends, a round looks for more and sets the timer.
   */
  function refill() {
    if (closing) return;
    startWaiting();
    runPump().then(
      () => {
        if (inFlight.size === 0) cycle.wake();
      },
      (error: unknown) => reportFailure(error, "a round failed"),
    );
  }

  async function nextWake(now: Date): Promise<Date> {
    const poll = new Date(now.getTime() + POLL_MS);
    // With every slot taken, a run ending wakes it: a due row must not spin the timer meanwhile.
    if (inFlight.size >= job.maxInFlight) return poll;
    const [due, other] = await Promise.all([queue.nextDue(now), job.nextDue?.(now) ?? null]);
    return new Date(Math.min(...[due, other, poll].filter((t): t is Date => t !== null).map((t) => t.getTime())));
  }

  const cycle = rounds(
    async () => {
      try {
        await job.beforeRound?.(clock.now());
        await runPump();
      } catch (error) {
        reportFailure(error, "a round failed");
      }
      if (closing) return;
      try {
        const next = await nextWake(clock.now());
        if (closing) return;
        cancel();
        cancel = clock.schedule(cycle.wake, Math.max(0, next.getTime() - clock.now().getTime()) + PAST_THE_MOMENT_MS);
      } catch (error) {
        reportFailure(error, "could not schedule the next round");
        cancel();
        cancel = clock.schedule(cycle.wake, POLL_MS);
      }
    },
    () => closing,
  );

  return {
    wake: cycle.wake,
    busy() {
      const work = [cycle.running(), pumping, ...inFlight].filter((w) => w !== null);
      return work.length > 0 ? Promise.allSettled(work) : null;
    },
    async close() {
      closing = true;
      cancel();
      await cycle.settled();
      await pumping?.catch(() => {});
      await Promise.allSettled([...inFlight]);
      await queue
        .release(waiting.splice(0).map(({ row }) => row))
        .catch((error: unknown) =>
          log.warn({ err: error, job: job.name }, `${job.name}: claimed rows wait for their leases`),
        );
    },
  };
}

/**
 * Waits for the job's next moment and runs it for the window since the last run. The window starts where the
 * last one ended, not at now, so a moment that passes while the next one is looked up (or while a test moves
 * the clock) still gets its run, once.
 */
function timedWorker(job: TimedJob, { clock, log }: JobRunnerDeps): Worker {
  let cancel = () => {};
  let checkedUntil = clock.now();
  let closing = false;
  const runs = new Set<Promise<void>>();

  function startDue() {
    const run = runDue().finally(() => runs.delete(run));
    runs.add(run);
  }

  async function runDue() {
    // Claimed before the run, so overlapping runs get disjoint windows.
    const from = checkedUntil;
    const to = clock.now();
    checkedUntil = to;
    try {
      await job.run(from, to);
    } catch (error) {
      if (!closing && !isDatabaseUnavailable(error))
        log.error({ err: error, job: job.name }, `${job.name}: a run failed`);
    }
    lookup.wake();
  }

  const lookup = rounds(
    async () => {
      try {
        const next = await job.nextAt(checkedUntil);
        cancel();
        if (!next || closing) return;
        // The clock is read after the lookup: it may have moved meanwhile.
        const wait = next.getTime() - clock.now().getTime();
        cancel = clock.schedule(startDue, wait <= 0 ? 0 : wait + PAST_THE_MOMENT_MS);
      } catch (error) {
        // An unreachable database is logged once (routes/health.ts); the plugin wakes every job on its return.
        if (!closing && !isDatabaseUnavailable(error))
          log.error({ err: error, job: job.name }, `${job.name}: could not schedule the next run`);
      }
    },
    () => closing,
  );

  return {
    wake: lookup.wake,
    busy() {
      const work = [lookup.running(), ...runs].filter((w) => w !== null);
      return work.length > 0 ? Promise.allSettled(work) : null;
    },
    async close() {
      closing = true;
      cancel();
      await lookup.settled();
      await Promise.allSettled(runs);
    },
  };
}

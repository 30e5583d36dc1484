import { connect, type Socket } from "node:net";
import { performance } from "node:perf_hooks";
import postgres from "postgres";

/**
 * What the shop does when PostgreSQL cannot be reached: answer at once (the error handler turns
 * DatabaseUnavailableError and the drivers' connection errors into a 503), and pick up again by itself
 * when the database is back, without a restart.
 *
 * postgres.js alone does neither. A connection whose peer has gone silent (a network partition, a hung
 * proxy) keeps its queries until TCP gives up, minutes later; while the server refuses connections every
 * queued query waits its turn for one more connection attempt, behind a back-off that grows to 20 s. So
 * every query passes through a watch:
 * - a query still unanswered after `suspectAfterMs`, or one that failed with a connection error, makes the
 *   watch ask the database `select 1` on a connection of its own; if that has no answer within
 *   `probeTimeoutMs`, the database counts as unreachable;
 * - then every waiting query fails at once, every connection is dropped (postgres.js opens new ones when
 *   asked), and new queries fail without waiting;
 * - every `probeIntervalMs` the watch asks again; the first answer makes the database reachable again.
 * A query that is merely slow is left alone: the probe answers, so the database is there.
 */

export type AvailabilityTimings = { suspectAfterMs: number; probeTimeoutMs: number; probeIntervalMs: number };

/** A request that meets an unreachable database is answered within about suspect + probe time (2 s promised). */
export const DEFAULT_AVAILABILITY_TIMINGS: AvailabilityTimings = {
  suspectAfterMs: 500,
  probeTimeoutMs: 500,
  probeIntervalMs: 250,
};

/** Thrown for queries refused or abandoned while the database is unreachable. */
export class DatabaseUnavailableError extends Error {
  readonly code = "DATABASE_UNAVAILABLE";
  constructor() {
    super("the database is unreachable");
    this.name = "DatabaseUnavailableError";
  }
}

/** postgres.js's own connection errors, and the system's for a peer that is gone or never answered. */
const CONNECTION_ERROR_CODES = new Set([
  "DATABASE_UNAVAILABLE",
  "CONNECTION_CLOSED",
  "CONNECTION_DESTROYED",
  "CONNECTION_ENDED",
  "CONNECT_TIMEOUT",
  "ECONNREFUSED",
  "ECONNRESET",
  "ECONNABORTED",
  "EPIPE",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "EHOSTDOWN",
  "ENETUNREACH",
  "ENETDOWN",
  "ENOTFOUND",
  "EAI_AGAIN",
  "EADDRNOTAVAIL",
]);

/**
 * PostgreSQL's own "not now": class 08 (connection exception), the server shutting down or crashed
 * (57P01-57P03, 57P05 idle session timeout), and no connection slot left (53300).
 */
function isUnavailableSqlState(code: string): boolean {
  return /^08[0-9A-Z]{3}$/.test(code) || ["57P01", "57P02", "57P03", "57P05", "53300"].includes(code);
}

/** Whether an error (or one it wraps, as Drizzle does) says the database could not be reached. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (
    let e = error, depth = 0;
    e && typeof e === "object" && depth < 5;
    e = (e as { cause?: unknown }).cause, depth++
  ) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === "string" && (CONNECTION_ERROR_CODES.has(code) || isUnavailableSqlState(code))) return true;
  }
  return false;
}

type Sql = postgres.Sql;
/** The parts of a postgres.js query the watch uses; they are stable in the pinned 3.4 line. */
type WatchedQuery = Promise<unknown> & {
  handler: (query: WatchedQuery) => unknown;
  resolve(value: unknown): void;
  reject(error: unknown): void;
  [RUN]?: (query: WatchedQuery) => unknown;
};
/** postgres.js takes a `socket` factory, which its type declarations leave out. */
type ConnectionOptions = {
  socket: (options: { host: string[]; port: number[]; path?: string | false }) => Socket;
  backoff: (retries: number) => number;
  connect_timeout: number;
};
/** Where a watched query keeps the handler postgres.js gave it. */
const RUN = Symbol("postgres.js handler");

export type DatabaseWatch = {
  /** Options for every postgres.js client of this database: sockets the watch can drop, a short back-off. */
  connectionOptions: ConnectionOptions;
  /** The client, with every query it (or a transaction of it) makes passing through the watch. */
  guard<T extends Sql>(sql: T): T;
  reachable(): boolean;
  /** Called with false when the database becomes unreachable and true when it is back; returns an unsubscribe. */
  subscribe(listener: (reachable: boolean) => void): () => void;
  close(): Promise<void>;
};

export function watchDatabase(url: string, timings: AvailabilityTimings = DEFAULT_AVAILABILITY_TIMINGS): DatabaseWatch {
  const sockets = new Set<Socket>();
  const probeSockets = new Set<Socket>();
  /**
   * Queries (and transactions) waiting for the database, with when they started. A Map iterates in insertion
   * order, so its first entry is the oldest.
   */
  const inFlight = new Map<WatchedQuery | object, number>();
  const listeners = new Set<(reachable: boolean) => void>();
  let down = false;
  let probing = false;
  let closed = false;
  let lastProbeAt = Number.NEGATIVE_INFINITY;
  /** Answers (rows or a database error) to watched queries so far. */
  let answers = 0;
  /** performance.now() as of the last tick: a query's start needs no finer time, and the hot path no call. */
  let clock = performance.now();

  const socketFactory =
    (into: Set<Socket>) =>
    ({ host, port, path }: { host: string[]; port: number[]; path?: string | false }) => {
      const socket = path ? connect(path) : connect(port[0], host[0]);
      // postgres.js removes every listener of a socket it wraps in TLS, so 'close' alone cannot prune the set.
      for (const old of into) if (old.destroyed) into.delete(old);
      into.add(socket);
      socket.once("close", () => into.delete(socket));
      return socket;
    };
  const connectionOptions = (into: Set<Socket>): ConnectionOptions => ({
    socket: socketFactory(into),
    // Seconds. The watch decides when the database is gone, so a connection attempt need not back off for
    // long: postgres.js's default grows to 20 s, which a request behind it would wait out.
    backoff: (retries: number) => Math.min(0.25, 0.01 * 2 ** retries),
    connect_timeout: 5,
  });

  const probeClient = postgres(url, { max: 1, onnotice: () => {}, ...connectionOptions(probeSockets) });

  /**
   * Whether the database answers: the probe's `select 1`, or any other query, within probeTimeoutMs. On a
   * starved machine the probe alone can be late while the database is fine; an outage answers nothing.
   */
  async function probe(): Promise<boolean> {
    const answersBefore = answers;
    lastProbeAt = performance.now();
    let timer: NodeJS.Timeout | undefined;
    const answered = await Promise.race([
      probeClient.unsafe("select 1").then(
        () => true,
        () => false,
      ),
      new Promise<boolean>((resolve) => {
        // Decided after the event loop has read what is waiting on the sockets: after a stall, timers run
        // before the I/O that arrived meanwhile.
        timer = setTimeout(() => setImmediate(() => resolve(answers > answersBefore)), timings.probeTimeoutMs);
      }),
    ]);
    clearTimeout(timer);
    // A probe connection that hung would hold every later probe behind it.
    if (!answered) for (const socket of probeSockets) socket.destroy();
    return answered;
  }

  function setDown(value: boolean) {
    if (down === value) return;
    down = value;
    for (const listener of listeners) listener(!value);
  }

  function becomeUnreachable() {
    setDown(true);
    const error = new DatabaseUnavailableError();
    // Failing one only answers its caller. One still queued for a connection may yet run once the database
    // is back: postgres.js cannot take a query back from a connection that is being opened (cancelling one
    // there leaves that connection unusable). A 503 says the outcome is unknown, which a keyed order
    // retried with its key settles. A transaction fails when its connection is dropped, below.
    for (const waiting of [...inFlight.keys()]) if ("reject" in waiting) waiting.reject(error);
    inFlight.clear();
    for (const socket of sockets) socket.destroy();
    void waitUntilReachable();
  }

  async function waitUntilReachable() {
    while (down && !closed) {
      await new Promise((resolve) => setTimeout(resolve, timings.probeIntervalMs));
      if (!closed && (await probe())) setDown(false);
    }
  }

  function suspect() {
    if (down || probing || closed) return;
    probing = true;
    void probe().then((answered) => {
      if (answered || closed) {
        probing = false;
        return;
      }
      // From the timers phase, never from a setImmediate (where the probe decides): a transaction whose
      // query fails writes its ROLLBACK with a setImmediate of its own, and a socket closed before that has
      // run leaves unpatched postgres.js 3.4.9 with the write pending for ever, so the connection never opens
      // again (scripts/patch-postgres.mjs repairs that for every close the watch does not time). Closing after
      // the check phase also lets the ROLLBACK be tried (and fail) first.
      setTimeout(() => {
        probing = false;
        if (!closed) becomeUnreachable();
      }, 0);
    });
  }

  const ticker = setInterval(
    () => {
      clock = performance.now();
      if (down || probing) return;
      const oldest = inFlight.values().next().value;
      if (oldest !== undefined && clock - oldest >= timings.suspectAfterMs && clock - lastProbeAt >= 1000) suspect();
    },
    Math.max(10, Math.min(100, timings.suspectAfterMs / 4)),
  );
  ticker.unref();

  /** Runs in place of postgres.js's handler when the query is sent (Query.handle calls this.handler(this)). */
  function watchedHandler(self: WatchedQuery) {
    if (down) return self.reject(new DatabaseUnavailableError());
    inFlight.set(self, clock);
    const { resolve, reject } = self;
    self.resolve = (value) => {
      inFlight.delete(self);
      answers += 1;
      resolve(value);
    };
    self.reject = (error) => {
      inFlight.delete(self);
      if (isDatabaseUnavailable(error)) suspect();
      // Any other error (a constraint, a bad query) came from the database: it is there.
      else answers += 1;
      reject(error);
    };
    return self[RUN]!(self);
  }

  function watchQuery<Q>(query: Q): Q {
    const q = query as unknown as WatchedQuery;
    if (typeof q?.handler !== "function") return query;
    q[RUN] = q.handler;
    q.handler = watchedHandler;
    return query;
  }

  function guard<T extends Sql>(sql: T): T {
    const unsafe = (...args: Parameters<Sql["unsafe"]>) => watchQuery(sql.unsafe(...args));
    const scoped =
      (start: (...args: unknown[]) => Promise<unknown>) =>
      (...args: unknown[]) => {
        if (down) return Promise.reject(new DatabaseUnavailableError());
        const fn = args[args.length - 1] as (scope: Sql) => unknown;
        args[args.length - 1] = (scope: Sql) => fn(guard(scope));
        // Its BEGIN is not one of ours to watch, so the transaction counts as waiting until it ends.
        const token = {};
        inFlight.set(token, clock);
        const result = start(...args);
        const settle = () => inFlight.delete(token);
        result.then(settle, settle);
        return result;
      };
    const begin = typeof sql.begin === "function" ? scoped(sql.begin as never) : undefined;
    const savepoint =
      typeof (sql as { savepoint?: unknown }).savepoint === "function"
        ? scoped((sql as unknown as { savepoint: (...args: unknown[]) => Promise<unknown> }).savepoint)
        : undefined;
    return new Proxy(sql, {
      apply: (target, thisArg, args) => watchQuery(Reflect.apply(target, thisArg, args)),
      get(target, property, receiver) {
        if (property === "unsafe") return unsafe;
        if (property === "begin" && begin) return begin;
        if (property === "savepoint" && savepoint) return savepoint;
        return Reflect.get(target, property, receiver) as unknown;
      },
    });
  }

  return {
    connectionOptions: connectionOptions(sockets),
    guard,
    reachable: () => !down,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async close() {
      closed = true;
      clearInterval(ticker);
      await probeClient.end({ timeout: 1 });
    },
  };
}

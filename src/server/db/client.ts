import { mkdirSync } from "node:fs";
import { availableParallelism } from "node:os";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import type { SQL } from "drizzle-orm";
import { type PgDatabase, PgDialect, type PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzlePostgres } from "drizzle-orm/postgres-js";
import postgres from "postgres";
import type { Config } from "../config";
import { type AvailabilityTimings, DEFAULT_AVAILABILITY_TIMINGS, watchDatabase } from "./availability";
import { databaseMediaStore, fileMediaStore, pairMediaStore } from "./media-store";
import { newPglite } from "./pglite";
import * as schema from "./schema";

/** Both drivers speak the same PostgreSQL dialect; code above this module never knows which one it has. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type Database = {
  kind: "pglite" | "postgres";
  db: Db;
  /** Raw SQL for the rare query Drizzle's builder cannot express; rows come back the same from both drivers. */
  rows<T>(query: SQL): Promise<T[]>;
  close(): Promise<void>;
  /**
   * LISTEN on a channel. onResubscribed runs after a lost connection is back, when notifications may
   * have been missed. Returns a function that stops listening.
   */
  listen(
    channel: string,
    onMessage: (payload: string) => void,
    onResubscribed: () => void,
  ): Promise<() => Promise<void>>;
  notify(channel: string, payload: string): Promise<void>;
  /** Runs fn while holding a cluster-wide lock, so concurrent instances do one-time work once. */
  withExclusiveLock<T>(fn: () => Promise<T>): Promise<T>;
  /**
   * Calls listener(false) when the database server becomes unreachable and listener(true) when it is back
   * (db/availability.ts); returns an unsubscribe. The embedded database lives in the process: never called.
   */
  watchAvailability(listener: (reachable: boolean) => void): () => void;
};

export function openDatabase(
  target: Config["database"],
  timings: AvailabilityTimings = DEFAULT_AVAILABILITY_TIMINGS,
): Database {
  if (target.kind === "postgres") return openPostgres(target.url, target.poolSize, timings);
  return openPglite(target.dataDir);
}

/**
 * Few connections serve a busy shop best: postgres.js pipelines queries on busy connections and sends
 * those of one tick in one write, while every extra backend costs the database server context switches.
 * Twice the cores is the usual starting point; DATABASE_POOL_SIZE overrides it.
 */
export const defaultPoolSize = () => 2 * availableParallelism();

function openPostgres(url: string, poolSize = defaultPoolSize(), timings: AvailabilityTimings): Database {
  const watch = watchDatabase(url, timings);
  const client = watch.guard(
    postgres(url, {
      max: poolSize,
      // postgres.js already hands timestamps back as Date and numerics as strings, as PGlite does: no custom types.
      onnotice: () => {},
      // The planner compiles a query whose estimated cost is high, and a misestimate (a correlated subquery, a
      // join on ranges) made the dashboard spend 150-480 ms compiling what then ran in 3 ms. Every query
      // here is short; none needs it.
      connection: { jit: "off" },
      ...watch.connectionOptions,
    }),
  );
  // Notifications go out on a connection of their own: the ones published in the same tick leave in one
  // write instead of one round trip each, which matters when every order announces itself.
  const notifier = watch.guard(postgres(url, { max: 1, onnotice: () => {}, ...watch.connectionOptions }));
  const db = drizzlePostgres({ client, schema }) as unknown as Db;
  pairMediaStore(db, databaseMediaStore(db));
  return {
    kind: "postgres",
    db,
    rows: async <T>(query: SQL) => (await client.unsafe(...toUnsafe(query))) as unknown as T[],
    async close() {
      await Promise.all([client.end({ timeout: 5 }), notifier.end({ timeout: 5 }), watch.close()]);
    },
    async listen(channel, onMessage, onResubscribed) {
      let subscribed = false;
      const { unlisten } = await client.listen(channel, onMessage, () => {
        // postgres.js calls this at the first LISTEN and again after every reconnect.
        if (subscribed) onResubscribed();
        subscribed = true;
      });
      return unlisten;
    },
    async notify(channel, payload) {
      // What notifier.notify() sends, written out so that the watch sees it. As a tagged template, like
      // notify(), it is a prepared statement, which postgres.js pipelines: as an unsafe() query it waited for
      // the previous one, and the shop placed half as many orders per second (scripts/bench/orders.ts).
      await notifier`select pg_notify(${channel}, ${payload})`;
    },
    async withExclusiveLock(fn) {
      // A dedicated connection: an advisory lock belongs to the session that took it.
      const reserved = await client.reserve();
      try {
        await reserved`select pg_advisory_lock(727274)`;
        return await fn();
      } finally {
        await reserved`select pg_advisory_unlock(727274)`.catch(() => {});
        reserved.release();
      }
    },
    watchAvailability: (listener) => watch.subscribe(listener),
  };
}

const dialect = new PgDialect();

function toUnsafe(query: SQL): [string, never[]] {
  const { sql, params } = dialect.sqlToQuery(query);
  return [sql, params as never[]];
}

function openPglite(dataDir: string | null): Database {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  return pgliteDatabase(newPglite(dataDir ? { dataDir } : {}), dataDir && path.join(dataDir, "media"));
}

/**
 * A Database over a PGlite the caller made (tests start theirs from a migrated data directory). Copied images
 * go to files in mediaDir; none (an in-memory database): a temporary folder that goes at close().
 */
export function pgliteDatabase(client: PGlite, mediaDir: string | null = null): Database {
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  const media = pairMediaStore(db, fileMediaStore(db, mediaDir));
  return {
    kind: "pglite",
    db,
    rows: async <T>(query: SQL) => (await client.query<T>(...toUnsafe(query))).rows,
    async close() {
      await client.close();
      await media.close();
    },
    async listen(channel, onMessage) {
      // In-process: the connection cannot drop, so there is never anything to resynchronise.
      const unlisten = await client.listen(channel, onMessage);
      return () => unlisten();
    },
    async notify(channel, payload) {
      await client.query("select pg_notify($1, $2)", [channel, payload]);
    },
    // PGlite lives inside this one process; there is nobody else to race.
    withExclusiveLock: (fn) => fn(),
    // Nor a connection to lose.
    watchAvailability: () => () => {},
  };
}

import { type SQL, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Database } from "../db/client";

/**
 * A table whose rows are work to do, in the shape every job queue of the shop shares (docs/decisions/044):
 * a status that is 'pending' until the work is done or given up, attempts, when the next attempt is due, a
 * lease that keeps other instances off a row while one works on it, why the last attempt failed, and when
 * the row was written (what a retry window counts from).
 */
export type JobQueue = {
  table: PgTable;
  columns: {
    id: PgColumn;
    status: PgColumn;
    attempts: PgColumn;
    nextAttemptAt: PgColumn;
    leaseUntil: PgColumn;
    reason: PgColumn;
    createdAt: PgColumn;
    /** When the row was done or given up, where the table keeps it (what pruning goes by). */
    finishedAt?: PgColumn;
  };
  /** The status a row takes when its work is done ('sent', 'copied'). */
  doneStatus: string;
};

/** A row this instance holds a lease on. */
export type ClaimedRow = { id: number; attempts: number; createdAt: Date; leaseUntil: Date };

// SET takes bare column names; a column interpolated into sql`` is qualified with its table.
const name = (column: PgColumn) => sql.identifier(column.name);
// Raw SQL takes times as text (postgres.js binds no Date outside the query builder).
const time = (at: Date) => sql`${at.toISOString()}::timestamptz`;
const toDate = (value: unknown) => new Date(value as string | Date);

/**
 * The statements of one queue, the only place the shop claims work (FOR UPDATE SKIP LOCKED): instances claim
 * disjoint rows at once, and a lease instead of a held transaction means no lock outlives a statement and no
 * job runs inside one. A lease that runs out (an instance killed mid-job) makes its row due again.
 */
export function queueStatements(database: Database, queue: JobQueue) {
  const { table, columns: c } = queue;
  const pending = sql`${c.status} = 'pending'`;
  // A constant of the code, written as a literal so it takes the column's enum type.
  const done = sql.raw(`'${queue.doneStatus.replace(/'/g, "''")}'`);
  const free = (now: Date) => sql`(${c.leaseUntil} is null or ${c.leaseUntil} <= ${time(now)})`;
  const finished = (now: Date): SQL => (c.finishedAt ? sql`, ${name(c.finishedAt)} = ${time(now)}` : sql``);
  const ids = (list: readonly number[]) =>
    sql.join(
      list.map((id) => sql`${id}`),
      sql`, `,
    );

  return {
    async claim(now: Date, limit: number, leaseMs: number): Promise<ClaimedRow[]> {
      if (limit <= 0) return [];
      const leaseUntil = new Date(now.getTime() + leaseMs);
      const rows = await database.rows<{ id: number; attempts: number; created_at: unknown }>(sql`
        UPDATE ${table} SET ${name(c.leaseUntil)} = ${time(leaseUntil)}, ${name(c.attempts)} = ${c.attempts} + 1
        WHERE ${c.id} IN (
          SELECT ${c.id} FROM ${table}
          WHERE ${pending} AND ${c.nextAttemptAt} <= ${time(now)} AND ${free(now)}
          ORDER BY ${c.nextAttemptAt}, ${c.id}
          LIMIT ${limit}
          FOR UPDATE SKIP LOCKED)
        RETURNING ${name(c.id)} AS id, ${name(c.attempts)} AS attempts, ${name(c.createdAt)} AS created_at`);
      return rows
        .map((row) => ({ id: row.id, attempts: row.attempts, createdAt: toDate(row.created_at), leaseUntil }))
        .sort((a, b) => a.id - b.id);
    },

    /** One statement for every row whose work ended while the last one ran. */
    async markDone(list: readonly number[], now: Date): Promise<void> {
      if (list.length === 0) return;
      await database.rows(sql`
        UPDATE ${table} SET ${name(c.status)} = ${done}, ${name(c.leaseUntil)} = null,
          ${name(c.reason)} = null${finished(now)}
        WHERE ${c.id} IN (${ids(list)})`);
    },

    async retryAt(id: number, at: Date, reason: string): Promise<void> {
      await database.rows(sql`
        UPDATE ${table} SET ${name(c.nextAttemptAt)} = ${time(at)}, ${name(c.leaseUntil)} = null,
          ${name(c.reason)} = ${reason}
        WHERE ${c.id} = ${id}`);
    },

    async fail(id: number, now: Date, reason: string): Promise<void> {
      await database.rows(sql`
        UPDATE ${table} SET ${name(c.status)} = 'failed', ${name(c.leaseUntil)} = null,
          ${name(c.reason)} = ${reason}${finished(now)}
        WHERE ${c.id} = ${id}`);
    },

    /**
     * Lets leases go without an attempt (claimed, then the instance closed before running them): due again at
     * once. A row whose lease is no longer the one this claim set was claimed since by another instance.
     */
    async release(claimed: readonly ClaimedRow[]): Promise<void> {
      if (claimed.length === 0) return;
      const leases = [...new Set(claimed.map((row) => row.leaseUntil.getTime()))].map((ms) => time(new Date(ms)));
      await database.rows(sql`
        UPDATE ${table} SET ${name(c.leaseUntil)} = null, ${name(c.attempts)} = ${c.attempts} - 1
        WHERE ${c.id} IN (${ids(claimed.map((row) => row.id))})
          AND ${c.leaseUntil} IN (${sql.join(leases, sql`, `)})`);
    },

    /** The next pending row's due time (perhaps already past), not counting rows leased elsewhere. */
    async nextDue(now: Date): Promise<Date | null> {
      const [row] = await database.rows<{ next: unknown }>(sql`
        SELECT min(${c.nextAttemptAt}) AS next FROM ${table} WHERE ${pending} AND ${free(now)}`);
      return row?.next ? toDate(row.next) : null;
    },
  };
}

export type QueueStatements = ReturnType<typeof queueStatements>;

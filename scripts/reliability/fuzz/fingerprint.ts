/**
 * A fingerprint of everything the shop stores: for each table of the public schema, its row count and the
 * md5 of its rows in a fixed order. Two equal fingerprints mean no row was added, removed or changed.
 */
import { sql } from "drizzle-orm";
import type { Database } from "../../../src/server/db/client";

export type Fingerprint = Map<string, { rows: number; md5: string }>;

/**
 * Rows a refused request may add by design, left out of the fingerprint: the activity log records a
 * refused administrator sign-in (a security event), which is an audit of the refusal, not a
 * change the request made.
 */
const AUDIT_OF_REFUSALS: Record<string, string> = {
  activity_log: "where action <> 'auth.sign-in-failed'",
};

export async function tablesOf(database: Database): Promise<string[]> {
  const rows = await database.rows<{ name: string }>(
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  return rows.map((row) => row.name);
}

export async function fingerprint(database: Database, tables: readonly string[]): Promise<Fingerprint> {
  const parts = tables.map(
    (table) =>
      `select '${table}' as name, count(*)::int as rows,
              md5(coalesce(string_agg(t::text, E'\\n' order by t::text), '')) as md5
       from "${table}" t ${AUDIT_OF_REFUSALS[table] ?? ""}`,
  );
  const rows = await database.rows<{ name: string; rows: number; md5: string }>(sql.raw(parts.join("\nunion all\n")));
  return new Map(rows.map((row) => [row.name, { rows: Number(row.rows), md5: row.md5 }]));
}

/** The tables whose rows differ, with their counts before and after. */
export function changedTables(before: Fingerprint, after: Fingerprint): string[] {
  const changed: string[] = [];
  for (const [name, was] of before) {
    const now = after.get(name);
    if (!now || now.md5 !== was.md5) changed.push(`${name} (${was.rows} -> ${now?.rows ?? "gone"} rows)`);
  }
  for (const name of after.keys()) if (!before.has(name)) changed.push(`${name} (new table)`);
  return changed;
}

/**
 * Which database the integration suite runs against, as chosen by scripts/test.ts:
 * TEST_DB=pglite (the default) or TEST_DB=postgres with TEST_DATABASE_URL.
 */
export function testDatabaseTarget(): { kind: "pglite" } | { kind: "postgres"; url: string } {
  if (process.env.TEST_DB === "postgres") {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) throw new Error("TEST_DB=postgres needs TEST_DATABASE_URL");
    return { kind: "postgres", url };
  }
  return { kind: "pglite" };
}

/** Same URL, other database name. */
export function withDatabaseName(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

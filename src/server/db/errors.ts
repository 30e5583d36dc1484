/** PostgreSQL's SQLSTATE for a unique violation. */
const UNIQUE_VIOLATION = "23505";

type DriverError = {
  code?: unknown;
  constraint_name?: unknown;
  constraint?: unknown;
  message?: unknown;
  detail?: unknown;
  cause?: unknown;
};

/**
 * Whether a query failed on the unique index `constraint`. Drizzle wraps the driver's error in its own (the
 * original is the cause); postgres.js names the index `constraint_name`, PGlite `constraint`.
 */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  for (const e of causes(error)) {
    if (e.code === UNIQUE_VIOLATION) return (e.constraint_name ?? e.constraint) === constraint;
  }
  return false;
}

/** The error and each cause under it: Drizzle wraps the driver's error in its own. */
function* causes(error: unknown): Generator<DriverError> {
  for (let e = error as DriverError | undefined; e && typeof e === "object"; e = e.cause as DriverError | undefined)
    yield e;
}

/** PostgreSQL's SQLSTATE for RAISE EXCEPTION without one of its own. */
const RAISE_EXCEPTION = "P0001";

/**
 * The detail of a `RAISE EXCEPTION '<name>'` from one of our functions (drizzle/0010), "" when it has none;
 * undefined when the query failed otherwise.
 */
export function raisedBy(error: unknown, name: string): string | undefined {
  for (const e of causes(error)) {
    if (e.code === RAISE_EXCEPTION && e.message === name) return typeof e.detail === "string" ? e.detail : "";
  }
  return undefined;
}

import { type ChildProcess, spawn } from "node:child_process";
import { createServer } from "node:net";
import postgres from "postgres";

/** The PostgreSQL server suites use when TEST_DATABASE_URL is not set. */
export const DEFAULT_SERVER_DATABASE_URL = "postgres://postgres@127.0.0.1:5432/test";

/** Whether a PostgreSQL server answers at url (a short connect timeout: absent servers fail fast). */
export async function databaseAnswers(url: string): Promise<{ ok: true } | { ok: false; error: unknown }> {
  const sql = postgres(url, { max: 1, connect_timeout: 3, onnotice: () => {} });
  try {
    await sql`select 1`;
    return { ok: true };
  } catch (error) {
    return { ok: false, error };
  } finally {
    await sql.end({ timeout: 1 });
  }
}

export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

export type ServerProcess = { base: string; child: ChildProcess; stop(): Promise<void> };

/**
 * One real shop process (src/server/main.ts) on `port`, resolved once /api/health answers. `env` adds to
 * the test defaults (DATABASE_URL and the like). `onStdout` receives its log (pino's JSON lines, at
 * LOG_LEVEL) as it is written; without it the output is dropped.
 */
export async function startServerProcess(
  port: number,
  env: Record<string, string>,
  host = "127.0.0.1",
  { onStdout }: { onStdout?: (text: string) => void } = {},
): Promise<ServerProcess> {
  const base = `http://${host}:${port}`;
  const child = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_URL: base,
      NODE_ENV: "test",
      LOG_LEVEL: "error",
      ...env,
    },
    stdio: ["ignore", onStdout ? "pipe" : "ignore", "ignore"],
  });
  child.stdout?.setEncoding("utf8").on("data", (text: string) => onStdout?.(text));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    await new Promise<void>((resolve) => {
      child.once("exit", () => resolve());
      child.kill("SIGTERM");
    });
  };
  for (let i = 0; i < 300; i++) {
    if (child.exitCode !== null) break;
    try {
      if ((await fetch(`${base}/api/health`)).ok) return { base, child, stop };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await stop();
  throw new Error(`the shop process on port ${port} did not start`);
}

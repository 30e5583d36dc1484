import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { createServer } from "node:net";
import postgres from "postgres";
import { type Database, openDatabase } from "../src/server/db/client";
import { withDatabaseName } from "../src/testing/test-env";

export const LIVE_WEBHOOK_SECRET = "whsec_e2e_live";

/** The PostgreSQL server the integration suite uses; null when none answers. */
export async function serverDatabaseUrl(): Promise<string | null> {
  const url = process.env.TEST_DATABASE_URL || "postgres://postgres@127.0.0.1:5432/test";
  const sql = postgres(url, { max: 1, connect_timeout: 3, onnotice: () => {} });
  try {
    await sql`select 1`;
    return url;
  } catch {
    return null;
  } finally {
    await sql.end({ timeout: 1 });
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

/**
 * A shop of its own for tests that restart the server or act as a second instance: real server
 * processes on a scratch PostgreSQL database the test can also open (as another instance would).
 */
export async function startLiveShop(serverUrl: string, { demoData = true }: { demoData?: boolean } = {}) {
  const name = `e2e_live_${randomBytes(4).toString("hex")}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database "${name}"`);
  const url = withDatabaseName(serverUrl, name);
  const port = await freePort();
  const base = `http://localhost:${port}`;
  let child: ChildProcess | null = null;

  async function start() {
    child = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
      env: {
        ...process.env,
        DATABASE_URL: url,
        PORT: String(port),
        HOST: "127.0.0.1",
        PUBLIC_URL: base,
        NODE_ENV: "test",
        LOG_LEVEL: "error",
        DEMO_DATA: demoData ? "1" : "0",
        STRIPE_WEBHOOK_SECRET: LIVE_WEBHOOK_SECRET,
      },
      stdio: "ignore",
    });
    for (let i = 0; i < 300; i++) {
      try {
        if ((await fetch(`${base}/api/health`)).ok) return;
      } catch {
        // not yet listening
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error("live shop did not start");
  }

  async function stop() {
    const running = child;
    if (!running || running.exitCode !== null) return;
    await new Promise<void>((resolve) => {
      running.once("exit", () => resolve());
      running.kill("SIGTERM");
    });
  }

  await start();
  const database: Database = openDatabase({ kind: "postgres", url });
  return {
    base,
    database,
    restart: async () => {
      await stop();
      await start();
    },
    async close() {
      await stop();
      await database.close();
      await admin.unsafe(`drop database if exists "${name}" with (force)`);
      await admin.end();
    },
  };
}

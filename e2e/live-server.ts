import { randomBytes } from "node:crypto";
import postgres from "postgres";
import { type Database, openDatabase } from "../src/server/db/client";
import {
  databaseAnswers,
  DEFAULT_SERVER_DATABASE_URL,
  freePort,
  startServerProcess,
} from "../src/testing/server-process";
import { PUSH_SERVICE_SHOP_ENV } from "../src/testing/script-shop-env";
import { withDatabaseName } from "../src/testing/test-env";

export const LIVE_WEBHOOK_SECRET = "whsec_e2e_live";

/** The PostgreSQL server the integration suite uses; null when none answers. */
export async function serverDatabaseUrl(): Promise<string | null> {
  const url = process.env.TEST_DATABASE_URL || DEFAULT_SERVER_DATABASE_URL;
  return (await databaseAnswers(url)).ok ? url : null;
}

/**
 * A shop of its own for tests that restart the server or act as a second instance: real server
 * processes on a scratch PostgreSQL database the test can also open (as another instance would).
 */
export async function startLiveShop(
  serverUrl: string,
  { demoData = true, env: extraEnv = {} }: { demoData?: boolean; env?: Record<string, string> } = {},
) {
  const name = `e2e_live_${randomBytes(4).toString("hex")}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database "${name}"`);
  const url = withDatabaseName(serverUrl, name);
  const port = await freePort();
  const env = {
    DATABASE_URL: url,
    DEMO_DATA: demoData ? "1" : "0",
    STRIPE_WEBHOOK_SECRET: LIVE_WEBHOOK_SECRET,
    ...PUSH_SERVICE_SHOP_ENV,
    ...extraEnv,
  };
  // "localhost", as a shopper types it; restarts keep the port so open pages can reconnect.
  let server = await startServerProcess(port, env, "localhost");
  const base = server.base;
  const database: Database = openDatabase({ kind: "postgres", url });
  return {
    base,
    database,
    restart: async () => {
      await server.stop();
      server = await startServerProcess(port, env, "localhost");
    },
    async close() {
      await server.stop();
      await database.close();
      await admin.unsafe(`drop database if exists "${name}" with (force)`);
      await admin.end();
    },
  };
}

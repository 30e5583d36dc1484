import type { FastifyInstance } from "fastify";
import { buildApp } from "../server/app";
import type { Clock } from "../server/clock";
import { type Config, secureCookiesFor } from "../server/config";
import type { Database } from "../server/db/client";
import { createTestDatabase } from "./test-database";

export function testConfig(overrides: Partial<Config> = {}): Config {
  const publicUrl = overrides.publicUrl ?? "http://localhost:3000";
  return {
    nodeEnv: "test",
    port: 0,
    host: "127.0.0.1",
    publicUrl,
    secureCookies: secureCookiesFor(publicUrl),
    database: { kind: "pglite", dataDir: null },
    oidc: null,
    adminEmail: "admin@example.com",
    adminPassword: undefined,
    appSecret: { value: "test-app-secret-of-at-least-32-characters" },
    trustProxy: false,
    stripeWebhookSecret: undefined,
    demoData: false,
    importAllowPrivate: false,
    logLevel: "silent",
    clientDir: null,
    ...overrides,
  };
}

export type TestApp = { app: FastifyInstance; database: Database; close(): Promise<void> };

/** The real app on a fresh database of the suite's kind; pass a manualClock to move its time. */
export async function createTestApp(overrides: Partial<Config> = {}, clock?: Clock): Promise<TestApp> {
  const database = await createTestDatabase();
  const app = await buildApp({ config: testConfig(overrides), database, ...(clock ? { clock } : {}) });
  return {
    app,
    database,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

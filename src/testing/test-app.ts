import type { FastifyInstance } from "fastify";
import { type AppDeps, buildApp } from "../server/app";
import type { Clock } from "../server/clock";
import { type Config, DEFAULT_MAX_SOCKETS_PER_IP, devLoginAllowed, secureCookiesFor } from "../server/config";
import type { Database } from "../server/db/client";
import { checkAnswersAgainstDocument } from "./openapi-contract";
import { createTestDatabase } from "./test-database";

export function testConfig(overrides: Partial<Config> = {}): Config {
  const publicUrl = overrides.publicUrl ?? "http://localhost:3000";
  const config: Omit<Config, "devLogin"> = {
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
    maxSocketsPerIp: DEFAULT_MAX_SOCKETS_PER_IP,
    stripeWebhookSecret: undefined,
    // Only tests that run the fake Stripe API (src/testing/stripe-api.ts) charge cards.
    stripe: null,
    // Only tests that run an SMTP server on loopback (src/testing/smtp-server.ts) send; the rest keep messages.
    email: { smtpUrl: null, from: null },
    demoData: false,
    importAllowPrivate: false,
    // Only tests that run a push service on loopback (src/testing/push-service.ts) turn it on.
    pushAllowLoopback: false,
    // Tests' products name made-up hosts: only a test of the copying itself (on a loopback host) turns it on.
    copyImages: false,
    logLevel: "silent",
    vapid: { keys: null, subject: "mailto:admin@example.com" },
    clientDir: null,
    ...overrides,
  };
  // As with DEV_LOGIN=1: tests sign in through dev sign-in on any address, wherever config.ts allows it at all.
  return { ...config, devLogin: overrides.devLogin ?? devLoginAllowed(config, true) };
}

export type TestApp = { app: FastifyInstance; database: Database; close(): Promise<void> };

/**
 * The real app on a fresh database of the suite's kind; pass a manualClock to move its time, and a resolver
 * for page imports that must reach a host name.
 */
export async function createTestApp(
  overrides: Partial<Config> = {},
  clock?: Clock,
  { resolveHost }: Pick<AppDeps, "resolveHost"> = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  const app = await buildApp({
    config: testConfig(overrides),
    database,
    ...(clock ? { clock } : {}),
    ...(resolveHost ? { resolveHost } : {}),
  });
  checkAnswersAgainstDocument(app);
  return {
    app,
    database,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/**
 * Has the app listen on a free loopback port and answers its address, which becomes its public address too
 * (sockets and the Origin check compare against it): for tests that need a real connection.
 */
export async function listenOnLoopback(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.address();
  const base = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
  app.config.publicUrl = base;
  return base;
}

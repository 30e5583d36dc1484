import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config";

describe("loadConfig", () => {
  it("defaults to the embedded database with demo data on port 3000", () => {
    const c = loadConfig({});
    expect(c.port).toBe(3000);
    expect(c.host).toBe("0.0.0.0");
    expect(c.database).toEqual({ kind: "pglite", dataDir: path.resolve("data") });
    expect(c.demoData).toBe(true);
    expect(c.publicUrl).toBe("http://localhost:3000");
    expect(c.oidc).toBeNull();
    expect(c.adminEmail).toBe("admin@example.com");
  });

  it("uses a PostgreSQL server without demo data unless asked", () => {
    const c = loadConfig({ DATABASE_URL: "postgres://u@db:5432/shop", PORT: "8080" });
    expect(c.database).toEqual({ kind: "postgres", url: "postgres://u@db:5432/shop" });
    expect(c.demoData).toBe(false);
    expect(c.publicUrl).toBe("http://localhost:8080");
    expect(loadConfig({ DATABASE_URL: "postgres://u@db/shop", DEMO_DATA: "1" }).demoData).toBe(true);
    expect(loadConfig({ DEMO_DATA: "off" }).demoData).toBe(false);
  });

  it("sizes the connection pool only when asked", () => {
    expect(loadConfig({ DATABASE_URL: "postgres://u@db/shop", DATABASE_POOL_SIZE: "12" }).database).toEqual({
      kind: "postgres",
      url: "postgres://u@db/shop",
      poolSize: 12,
    });
    expect(() => loadConfig({ DATABASE_URL: "postgres://u@db/shop", DATABASE_POOL_SIZE: "0" })).toThrow(
      /DATABASE_POOL_SIZE/,
    );
  });

  it("configures OpenID Connect only with both client id and secret", () => {
    const c = loadConfig({ OIDC_CLIENT_ID: "id", OIDC_CLIENT_SECRET: "secret" });
    expect(c.oidc).toEqual({ issuer: "https://accounts.google.com", clientId: "id", clientSecret: "secret" });
    expect(() => loadConfig({ OIDC_CLIENT_ID: "id" })).toThrow(/set both or neither/);
  });

  it("accepts an http issuer only on loopback", () => {
    expect(loadConfig({ OIDC_ISSUER: "http://127.0.0.1:9000" }).publicUrl).toBeDefined();
    expect(() => loadConfig({ OIDC_ISSUER: "http://idp.example.com" })).toThrow(/loopback/);
  });

  it("lists every problem at once in readable form", () => {
    try {
      loadConfig({ PORT: "eighty", DATABASE_URL: "mysql://x", ADMIN_EMAIL: "nope", LOG_LEVEL: "loud" });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const { problems, message } = error as ConfigError;
      expect(problems).toHaveLength(4);
      expect(message).toMatch(/^Invalid configuration:\n {2}- PORT: /);
      expect(message).toContain("DATABASE_URL: must be a postgres:// or postgresql:// URL");
      expect(message).toContain("ADMIN_EMAIL");
      expect(message).toContain("LOG_LEVEL");
    }
  });
});

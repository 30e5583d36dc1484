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

  it("requires APP_SECRET in production, and otherwise keeps a generated one in DATA_DIR", () => {
    expect(() => loadConfig({ NODE_ENV: "production" })).toThrow(/APP_SECRET: required in production/);
    expect(() => loadConfig({ APP_SECRET: "too short" })).toThrow(/APP_SECRET: must be at least 32 characters/);
    const secret = "s".repeat(32);
    expect(loadConfig({ NODE_ENV: "production", APP_SECRET: secret }).appSecret).toEqual({ value: secret });
    expect(loadConfig({ DATA_DIR: "/srv/shop" }).appSecret).toEqual({ file: "/srv/shop/app-secret" });
    expect(loadConfig({ DATA_DIR: "memory://" }).appSecret).toEqual({ file: null });
  });

  it("wants 12 or more characters in ADMIN_PASSWORD", () => {
    expect(() => loadConfig({ ADMIN_PASSWORD: "elevenchars" })).toThrow(/ADMIN_PASSWORD: must be at least 12/);
    expect(loadConfig({ ADMIN_PASSWORD: "twelve chars" }).adminPassword).toBe("twelve chars");
  });

  it("reads TRUST_PROXY as a hop count or a list of addresses and ranges", () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "2" }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: "10.0.0.0/8, 192.168.1.7,::1,loopback" }).trustProxy).toEqual([
      "10.0.0.0/8",
      "192.168.1.7",
      "::1",
      "loopback",
    ]);
    for (const bad of ["true", "10.0.0.0/33", "proxy.example.com", "10.0.0.1,", "1.2.3.4/8/9"])
      expect(() => loadConfig({ TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY/);
  });
});

import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config";

/** A fixed VAPID identity (not a secret anyone uses): production requires one. */
const VAPID = {
  VAPID_PUBLIC_KEY: "BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U",
  VAPID_PRIVATE_KEY: "UUxI4O8-FbRouAevSmBQ6o18hgE4nSG3qwvJTfKc-ls",
  VAPID_SUBJECT: "mailto:owner@example.com",
};

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
    expect(() => loadConfig({ NODE_ENV: "production", PUBLIC_URL: "https://shop.example.com" })).toThrow(
      /APP_SECRET: required in production/,
    );
    expect(() => loadConfig({ APP_SECRET: "too short" })).toThrow(/APP_SECRET: must be at least 32 characters/);
    const secret = "s".repeat(32);
    expect(
      loadConfig({ NODE_ENV: "production", APP_SECRET: secret, PUBLIC_URL: "https://shop.example.com", ...VAPID })
        .appSecret,
    ).toEqual({ value: secret });
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

  it("caps the live-update sockets per client address at 20 unless MAX_SOCKETS_PER_IP says otherwise", () => {
    expect(loadConfig({}).maxSocketsPerIp).toBe(20);
    expect(loadConfig({ MAX_SOCKETS_PER_IP: "200" }).maxSocketsPerIp).toBe(200);
    for (const bad of ["0", "-1", "2.5", "many"])
      expect(() => loadConfig({ MAX_SOCKETS_PER_IP: bad }), bad).toThrow(/MAX_SOCKETS_PER_IP/);
  });

  const production = { NODE_ENV: "production", APP_SECRET: "s".repeat(32), ...VAPID };

  it("requires the VAPID identity in production, and otherwise leaves the keys to the database", () => {
    const { VAPID_SUBJECT: _subject, ...keysOnly } = production;
    expect(() => loadConfig({ ...keysOnly, PUBLIC_URL: "https://shop.example.com" })).toThrow(
      /VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY and VAPID_SUBJECT: required in production/,
    );
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: VAPID.VAPID_PUBLIC_KEY })).toThrow(/set both or neither/);
    expect(() => loadConfig({ VAPID_SUBJECT: "http://shop.example.com" })).toThrow(/VAPID_SUBJECT/);
    expect(loadConfig({ ...production, PUBLIC_URL: "https://shop.example.com" }).vapid).toEqual({
      keys: { publicKey: VAPID.VAPID_PUBLIC_KEY, privateKey: VAPID.VAPID_PRIVATE_KEY },
      subject: VAPID.VAPID_SUBJECT,
    });
    expect(loadConfig({ ADMIN_EMAIL: "Owner@Example.com" }).vapid).toEqual({
      keys: null,
      subject: "mailto:owner@example.com",
    });
  });

  it("refuses production without an https PUBLIC_URL", () => {
    const problemsOf = (env: NodeJS.ProcessEnv) => {
      try {
        loadConfig(env);
        return [];
      } catch (error) {
        return (error as ConfigError).problems;
      }
    };
    for (const publicUrl of [undefined, "http://shop.example.com", "http://localhost:3000"]) {
      expect(problemsOf({ ...production, PUBLIC_URL: publicUrl }), String(publicUrl)).toEqual([
        expect.stringMatching(/^PUBLIC_URL: production needs the https:\/\/ address shoppers use/),
      ]);
    }
    const c = loadConfig({ ...production, PUBLIC_URL: "https://shop.example.com/" });
    expect(c.publicUrl).toBe("https://shop.example.com");
    expect(c.secureCookies).toBe(true);
    // Outside production a plain-http address stays fine: the out-of-the-box start and the tests use one.
    expect(loadConfig({ PUBLIC_URL: "http://shop.example.com" }).secureCookies).toBe(false);
  });

  it("offers dev sign-in out of the box, on this machine only", () => {
    expect(loadConfig({}).devLogin).toBe("this-machine");
    for (const publicUrl of ["http://localhost:3000", "http://127.0.0.1:3000", "http://127.0.0.9", "http://[::1]:3000"])
      expect(loadConfig({ PUBLIC_URL: publicUrl, NODE_ENV: "test" }).devLogin, publicUrl).toBe("this-machine");
    for (const publicUrl of [
      "http://shop.example.com",
      "https://shop.example.com",
      "http://192.168.1.20:3000",
      "http://localhost.example.com",
      "http://10.0.0.1",
    ])
      expect(loadConfig({ PUBLIC_URL: publicUrl }).devLogin, publicUrl).toBe("off");
  });

  it("lets DEV_LOGIN turn dev sign-in on for another address or off for this one", () => {
    expect(loadConfig({ PUBLIC_URL: "https://staging.example.com", DEV_LOGIN: "1" }).devLogin).toBe("any-address");
    expect(loadConfig({ DEV_LOGIN: "0" }).devLogin).toBe("off");
    expect(loadConfig({ PUBLIC_URL: "https://staging.example.com", DEV_LOGIN: "0" }).devLogin).toBe("off");
    expect(() => loadConfig({ DEV_LOGIN: "maybe" })).toThrow(/DEV_LOGIN/);
  });

  it("never offers dev sign-in beside OpenID Connect or in production", () => {
    expect(loadConfig({ OIDC_CLIENT_ID: "id", OIDC_CLIENT_SECRET: "secret" }).devLogin).toBe("off");
    expect(() => loadConfig({ OIDC_CLIENT_ID: "id", OIDC_CLIENT_SECRET: "secret", DEV_LOGIN: "1" })).toThrow(
      /DEV_LOGIN: dev sign-in is only for shops without OpenID Connect/,
    );
    expect(loadConfig({ ...production, PUBLIC_URL: "https://localhost" }).devLogin).toBe("off");
    expect(loadConfig({ ...production, PUBLIC_URL: "https://shop.example.com", DEV_LOGIN: "0" }).devLogin).toBe("off");
    expect(() => loadConfig({ ...production, PUBLIC_URL: "https://shop.example.com", DEV_LOGIN: "1" })).toThrow(
      /DEV_LOGIN: dev sign-in lets anyone sign in as anyone and never runs in production/,
    );
  });

  it("lets imports reach private addresses only under IMPORT_ALLOW_PRIVATE, which production refuses", () => {
    expect(loadConfig({ NODE_ENV: "test" }).importAllowPrivate).toBe(false);
    expect(loadConfig({ NODE_ENV: "test", IMPORT_ALLOW_PRIVATE: "1" }).importAllowPrivate).toBe(true);
    expect(() =>
      loadConfig({ ...production, PUBLIC_URL: "https://shop.example.com", IMPORT_ALLOW_PRIVATE: "1" }),
    ).toThrow(/IMPORT_ALLOW_PRIVATE: private addresses are for tests/);
  });

  it("accepts loopback push endpoints only under PUSH_ALLOW_LOOPBACK, which production refuses", () => {
    expect(loadConfig({}).pushAllowLoopback).toBe(false);
    // A staging box with dev sign-in is not a test: its shoppers still cannot point pushes at local ports.
    expect(loadConfig({ PUBLIC_URL: "https://staging.example.com", DEV_LOGIN: "1" }).pushAllowLoopback).toBe(false);
    expect(loadConfig({ NODE_ENV: "test", PUSH_ALLOW_LOOPBACK: "1" }).pushAllowLoopback).toBe(true);
    expect(() =>
      loadConfig({ ...production, PUBLIC_URL: "https://shop.example.com", PUSH_ALLOW_LOOPBACK: "1" }),
    ).toThrow(/PUSH_ALLOW_LOOPBACK: loopback push endpoints are for tests/);
  });
  it("charges cards only with a Stripe secret key, and points the SDK elsewhere only outside production", () => {
    expect(loadConfig({}).stripe).toBeNull();
    expect(loadConfig({ STRIPE_SECRET_KEY: "sk_test_abc" }).stripe).toEqual({ secretKey: "sk_test_abc", apiUrl: null });
    expect(() => loadConfig({ STRIPE_SECRET_KEY: "pk_test_abc" })).toThrow(
      /STRIPE_SECRET_KEY: must be a Stripe secret/,
    );
    expect(
      loadConfig({ NODE_ENV: "test", STRIPE_SECRET_KEY: "sk_test_abc", STRIPE_API_URL: "http://127.0.0.1:4010" })
        .stripe,
    ).toEqual({ secretKey: "sk_test_abc", apiUrl: "http://127.0.0.1:4010" });
    expect(() =>
      loadConfig({
        ...production,
        PUBLIC_URL: "https://shop.example.com",
        STRIPE_SECRET_KEY: "sk_live_abc",
        STRIPE_API_URL: "http://127.0.0.1:4010",
      }),
    ).toThrow(/STRIPE_API_URL: another Stripe API is for tests/);
  });
});

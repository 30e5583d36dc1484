import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { manualClock } from "../../clock";
import { AppError } from "../../errors";
import {
  AddressRefusedError,
  type AddressPolicy,
  defaultAddressPolicy,
  fetchPage,
  ONLY_HTTP_MESSAGE,
  ONLY_STANDARD_PORTS_MESSAGE,
  connectionFailure,
  type Resolve,
  resolveAllowed,
} from "./page-fetch";

// Every socket these tests open goes to 127.0.0.0/8. Private, link-local and metadata ranges are tested on
// resolveAllowed with a stub resolver, which never connects.

type Fixture = { port: number; host: string; connections: number; requests: string[]; close(): Promise<void> };
const open: Fixture[] = [];

async function serve(
  handler: (req: IncomingMessage, res: ServerResponse) => void,
  host = "127.0.0.1",
  port = 0,
): Promise<Fixture> {
  const server = createServer((req, res) => {
    fixture.requests.push(req.url ?? "");
    handler(req, res);
  });
  const fixture: Fixture = {
    port: 0,
    host,
    connections: 0,
    requests: [],
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  server.on("connection", () => (fixture.connections += 1));
  await new Promise<void>((resolve) => server.listen(port, host, resolve));
  fixture.port = (server.address() as AddressInfo).port;
  open.push(fixture);
  return fixture;
}

afterEach(async () => {
  await Promise.all(open.splice(0).map((fixture) => fixture.close()));
});

const html = (body: string) => (_req: IncomingMessage, res: ServerResponse) => {
  res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
  res.end(body);
};

/** A resolver that knows only the names it is given, and counts its calls. */
function stubResolver(names: Record<string, string[] | (() => string[])>): Resolve & { calls: number } {
  const resolve = Object.assign(
    async (hostname: string) => {
      resolve.calls += 1;
      const entry = names[hostname];
      if (!entry) throw Object.assign(new Error(`stub: no such name ${hostname}`), { code: "ENOTFOUND" });
      const addresses = typeof entry === "function" ? entry() : entry;
      return addresses.map((address) => ({ address, family: address.includes(":") ? 6 : 4 }));
    },
    { calls: 0 },
  );
  return resolve;
}

async function failure(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  if (!(error instanceof AppError)) throw new Error(`expected an AppError, got ${String(error)}`);
  return error;
}

describe("with IMPORT_ALLOW_PRIVATE off", () => {
  const deps = (resolve: Resolve = stubResolver({})) => ({ clock: manualClock(), allowPrivate: false, resolve });

  it("refuses every spelling of loopback with a 400 before any connection", async () => {
    const target = await serve(html("<title>secret</title>"));
    const resolve = stubResolver({ localhost: ["127.0.0.1"], "loopback.test": ["127.0.0.1", "::1"] });
    const spellings = [
      `http://127.0.0.1:${target.port}/`,
      `http://2130706433:${target.port}/`,
      `http://0x7f.1:${target.port}/`,
      `http://017700000001:${target.port}/`,
      `http://127.1:${target.port}/`,
      `http://[::ffff:127.0.0.1]:${target.port}/`,
      `http://[::ffff:7f00:1]:${target.port}/`,
      `http://[::1]:${target.port}/`,
      `http://localhost:${target.port}/`,
      `http://loopback.test:${target.port}/`,
      "http://127.0.0.1/",
      "https://127.0.0.1/",
      "http://localhost/",
      "http://loopback.test/",
      "http://[::1]/",
    ];
    for (const url of spellings) {
      const error = await failure(fetchPage(url, deps(resolve)));
      expect([url, error.status, error.code]).toEqual([url, 400, "BAD_REQUEST"]);
    }
    expect(target.connections).toBe(0);
  });

  it("says why: loopback on the standard port, any other port (refused before even resolving the name)", async () => {
    const resolve = stubResolver({ localhost: ["127.0.0.1"], "shop.test": ["127.0.0.1"] });
    expect((await failure(fetchPage("http://localhost/", deps(resolve)))).message).toBe(
      "This address leads to this server itself (loopback) (127.0.0.1); only public websites can be imported",
    );
    expect(resolve.calls).toBe(1);
    expect((await failure(fetchPage("http://0x7f.1:8080/", deps(resolve)))).message).toBe(ONLY_STANDARD_PORTS_MESSAGE);
    expect((await failure(fetchPage("https://shop.test:8443/", deps(resolve)))).message).toBe(
      ONLY_STANDARD_PORTS_MESSAGE,
    );
    expect(resolve.calls).toBe(1);
  });

  it("refuses other schemes and embedded credentials", async () => {
    for (const url of ["ftp://127.0.0.1/file", "file:///etc/passwd", "gopher://127.0.0.1:70/", "ws://127.0.0.1/"])
      expect((await failure(fetchPage(url, deps()))).message).toBe(ONLY_HTTP_MESSAGE);
    expect((await failure(fetchPage("http://user:pw@127.0.0.1/", deps()))).status).toBe(400);
  });

  it("re-checks every redirect hop: a public site redirecting to loopback is refused, nothing reaches it", async () => {
    const inside = await serve(html("<title>admin panel</title>"));
    const targets = [
      `http://127.0.0.1:${inside.port}/admin`,
      `http://2130706433:${inside.port}/admin`,
      `http://0x7f.1:${inside.port}/admin`,
      `http://[::ffff:127.0.0.1]:${inside.port}/admin`,
      `http://localhost:${inside.port}/admin`,
      `//017700000001:${inside.port}/admin`,
      "http://127.0.0.1/admin",
      "ftp://127.0.0.1/admin",
    ];
    // The "public site": a loopback alias the test's policy treats as public, and nothing else.
    const site = await serve((req, res) => {
      const index = Number(new URL(req.url ?? "/", "http://x").searchParams.get("to"));
      res.writeHead(302, { location: targets[index] });
      res.end();
    }, "127.0.0.2");
    const real = defaultAddressPolicy(false);
    const policy: AddressPolicy = {
      port: () => null,
      address: (address, port) => (address === "127.0.0.2" && port === site.port ? null : real.address(address, port)),
    };
    const resolve = stubResolver({ "shop.test": ["127.0.0.2"], localhost: ["127.0.0.1"] });

    for (const [index, target] of targets.entries()) {
      const error = await failure(
        fetchPage(`http://shop.test:${site.port}/item?to=${index}`, {
          clock: manualClock(),
          allowPrivate: false,
          resolve,
          policy,
        }),
      );
      expect([target, error.status]).toEqual([target, 400]);
    }
    expect(site.requests).toHaveLength(targets.length);
    expect(inside.connections).toBe(0);
  });

  it("connects to the very address it checked, so a name that rebinds between lookups cannot pass", async () => {
    const allowed = await serve(html("<title>public page</title>"), "127.0.0.2");
    // The same port on 127.0.0.1: a second lookup used for connecting would land here.
    const inside = await serve(html("<title>inside</title>"), "127.0.0.1", allowed.port);
    const real = defaultAddressPolicy(false);
    const policy: AddressPolicy = {
      port: () => null,
      address: (address, port) => (address === "127.0.0.2" ? null : real.address(address, port)),
    };
    // The first answer passes the check; every later lookup points inside.
    let lookups = 0;
    const resolve = stubResolver({ "rebind.test": () => (lookups++ === 0 ? ["127.0.0.2"] : ["127.0.0.1"]) });
    const page = await fetchPage(`http://rebind.test:${allowed.port}/`, {
      clock: manualClock(),
      allowPrivate: false,
      resolve,
      policy,
    });
    expect(page.body.toString()).toContain("public page");
    expect(resolve.calls).toBe(1);
    expect(inside.connections).toBe(0);

    // The next connection resolves again and now gets the inside address: refused before connecting.
    const error = await failure(
      fetchPage(`http://rebind.test:${allowed.port}/`, { clock: manualClock(), allowPrivate: false, resolve, policy }),
    );
    expect(error.status).toBe(400);
    expect(inside.connections).toBe(0);
  });
});

describe("resolveAllowed (stub resolver, never connects)", () => {
  const policy = defaultAddressPolicy(false);
  const refused = (addresses: string[], port = 443) =>
    resolveAllowed("site.test", port, stubResolver({ "site.test": addresses }), policy).then(
      () => null,
      (error: unknown) => error,
    );

  it.each([
    [["10.0.0.5"]],
    [["172.20.1.1"]],
    [["192.168.0.10"]],
    [["169.254.169.254"]],
    [["169.254.10.10"]],
    [["100.64.1.1"]],
    [["0.0.0.0"]],
    [["224.0.0.251"]],
    [["fd00:ec2::254"]],
    [["fe80::1"]],
    [["fd12::1"]],
    [["::ffff:169.254.169.254"]],
    [["::ffff:10.0.0.1"]],
    [["::"]],
    [["93.184.216.34", "10.0.0.1"]],
    [["2606:4700::1", "::1"]],
  ])("refuses a host resolving to %j", async (addresses) => {
    expect(await refused(addresses)).toBeInstanceOf(AddressRefusedError);
  });

  it("allows public addresses on 80 and 443 only, and answers the address to connect to", async () => {
    const resolve = stubResolver({ "site.test": ["93.184.216.34", "2606:2800:220:1::1"] });
    await expect(resolveAllowed("site.test", 443, resolve, policy)).resolves.toEqual({
      address: "93.184.216.34",
      family: 4,
    });
    await expect(resolveAllowed("site.test", 80, resolve, policy)).resolves.toMatchObject({ family: 4 });
    expect(await refused(["93.184.216.34"], 8080)).toBeInstanceOf(AddressRefusedError);
  });

  it("with the flag on allows loopback on any port, and still nothing private", async () => {
    const open = defaultAddressPolicy(true);
    const resolve = stubResolver({ a: ["127.0.0.1"], b: ["10.0.0.1"], c: ["169.254.169.254"], d: ["8.8.8.8"] });
    await expect(resolveAllowed("a", 5173, resolve, open)).resolves.toMatchObject({ address: "127.0.0.1" });
    for (const [name, port] of [
      ["b", 80],
      ["c", 80],
      ["d", 8080],
    ] as const)
      await expect(resolveAllowed(name, port, resolve, open)).rejects.toBeInstanceOf(AddressRefusedError);
  });

  it("names an unknown host, or one without addresses, as a 422", async () => {
    for (const resolve of [stubResolver({}), stubResolver({ "nowhere.test": [] })]) {
      const error = await failure(resolveAllowed("nowhere.test", 443, resolve, policy));
      expect([error.status, error.code, error.message]).toEqual([
        422,
        "UNFETCHABLE",
        "Could not find the site nowhere.test",
      ]);
    }
  });
});

describe("with IMPORT_ALLOW_PRIVATE on (a local fixture server)", () => {
  const deps = () => ({ clock: manualClock(), allowPrivate: true });

  it("fetches a page on a loopback port and follows up to 5 redirects", async () => {
    const site = await serve((req, res) => {
      const hop = Number(/^\/r\/(\d+)$/.exec(req.url ?? "")?.[1] ?? -1);
      if (hop > 0) {
        res.writeHead(hop % 2 ? 301 : 307, { location: `/r/${hop - 1}` });
        res.end();
      } else html("<title>arrived</title>")(req, res);
    });
    const page = await fetchPage(`http://127.0.0.1:${site.port}/r/5`, deps());
    expect(page.url).toBe(`http://127.0.0.1:${site.port}/r/0`);
    expect(page.body.toString()).toContain("arrived");

    const error = await failure(fetchPage(`http://127.0.0.1:${site.port}/r/6`, deps()));
    expect([error.status, error.message]).toEqual([422, "The site redirected more than 5 times"]);
  });

  it("stops reading at 5 MB, declared or streamed", async () => {
    const chunk = Buffer.alloc(1024 * 1024, "a");
    const site = await serve((req, res) => {
      res.writeHead(200, {
        "content-type": "text/html",
        ...(req.url === "/declared" ? { "content-length": String(6 * chunk.length) } : {}),
      });
      for (let i = 0; i < 6; i += 1) res.write(chunk);
      res.end();
    });
    for (const path of ["/declared", "/streamed"]) {
      const error = await failure(fetchPage(`http://127.0.0.1:${site.port}${path}`, deps()));
      expect([path, error.status, error.message]).toEqual([path, 422, "The page is larger than 5 MB"]);
    }
  });

  it("gives up after 10 seconds of the app's clock, and not before", async () => {
    const clock = manualClock();
    const slow = await serve((req, res) => {
      if (req.url === "/never") clock.advance(10_000);
      else {
        clock.advance(9_999);
        html("<title>just in time</title>")(req, res);
      }
    });
    const error = await failure(fetchPage(`http://127.0.0.1:${slow.port}/never`, { clock, allowPrivate: true }));
    expect([error.status, error.message]).toEqual([422, "The site did not answer within 10 seconds"]);
    const page = await fetchPage(`http://127.0.0.1:${slow.port}/ok`, { clock, allowPrivate: true });
    expect(page.body.toString()).toContain("just in time");
  });

  it("answers an error status, a non-page and a bad redirect as a 422 saying which", async () => {
    const site = await serve((req, res) => {
      if (req.url === "/missing") res.writeHead(404).end("no");
      else if (req.url === "/bad-redirect") res.writeHead(302, { location: "http://[::1" }).end();
      else res.writeHead(200, { "content-type": "image/png" }).end("png");
    });
    for (const [path, message] of [
      ["/missing", "The site answered HTTP 404"],
      ["/photo", "The address is not a web page (image/png)"],
      ["/bad-redirect", "The site redirected to an address that is not valid"],
    ]) {
      const error = await failure(fetchPage(`http://127.0.0.1:${site.port}${path}`, deps()));
      expect([path, error.status, error.code, error.message]).toEqual([path, 422, "UNFETCHABLE", message]);
    }
  });

  it("answers a refused connection, a reset one and a failed TLS handshake as a 422 saying which", async () => {
    const site = await serve((req) => req.socket.destroy());
    const reset = await failure(fetchPage(`http://127.0.0.1:${site.port}/`, deps()));
    expect([reset.status, reset.message]).toEqual([422, "The site closed the connection before answering"]);
    // https:// to a server that speaks plain HTTP: the handshake fails.
    const tls = await failure(fetchPage(`https://127.0.0.1:${site.port}/`, deps()));
    expect(tls.status).toBe(422);
    expect(tls.message).toMatch(/^Could not make a secure \(https\) connection to the site \([A-Z_]+\)$/);
    const port = site.port;
    await site.close();
    const refused = await failure(fetchPage(`http://127.0.0.1:${port}/`, deps()));
    expect([refused.status, refused.message]).toEqual([422, "The site refused the connection"]);
  });

  it("looks names up through the injected resolver: an unknown name is a 422, a known one connects", async () => {
    const site = await serve(html("<title>by name</title>"));
    const resolve = stubResolver({ "shop.test": ["127.0.0.1"] });
    const missing = await failure(fetchPage(`http://nowhere.test:${site.port}/`, { ...deps(), resolve }));
    expect([missing.status, missing.message]).toEqual([422, "Could not find the site nowhere.test"]);
    expect(site.connections).toBe(0);
    const page = await fetchPage(`http://shop.test:${site.port}/`, { ...deps(), resolve });
    expect(page.body.toString()).toContain("by name");
    expect(resolve.calls).toBe(2);
  });
});

describe("connectionFailure", () => {
  const failed = (code: string, wrapped = false) => {
    const error = Object.assign(new Error("failed"), { code });
    return wrapped ? new TypeError("fetch failed", { cause: error }) : error;
  };

  it.each([
    ["ECONNREFUSED", "The site refused the connection"],
    ["ECONNRESET", "The site closed the connection before answering"],
    ["UND_ERR_SOCKET", "The site closed the connection before answering"],
    ["ENOTFOUND", "Could not find the site"],
    ["EHOSTUNREACH", "The site cannot be reached from this server"],
    ["ETIMEDOUT", "The site did not answer within 10 seconds"],
    ["UND_ERR_CONNECT_TIMEOUT", "The site did not answer within 10 seconds"],
    ["CERT_HAS_EXPIRED", "Could not make a secure (https) connection to the site (CERT_HAS_EXPIRED)"],
    [
      "ERR_SSL_WRONG_VERSION_NUMBER",
      "Could not make a secure (https) connection to the site (ERR_SSL_WRONG_VERSION_NUMBER)",
    ],
    ["ERR_SOMETHING_NEW", "Could not load the page (ERR_SOMETHING_NEW)"],
  ])("%s: %s", (code, message) => {
    expect(connectionFailure(failed(code))).toBe(message);
    expect(connectionFailure(failed(code, true))).toBe(message);
  });

  it("names no code it does not have", () => {
    expect(connectionFailure(new Error("odd"))).toBe("Could not load the page");
    expect(connectionFailure("not even an error")).toBe("Could not load the page");
  });
});

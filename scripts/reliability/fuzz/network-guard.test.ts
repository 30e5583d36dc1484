import dns from "node:dns";
import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { takeRefusedAttempts } from "./network-guard";

describe("the fuzzer's network guard", () => {
  let server: net.Server;
  let port: number;
  beforeAll(async () => {
    server = net.createServer((socket) => socket.end("hi"));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.address() as net.AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("refuses and records a name lookup off this machine, without asking any resolver", async () => {
    takeRefusedAttempts();
    await expect(dns.promises.lookup("shop.example")).rejects.toMatchObject({ code: "ENOTFOUND" });
    await expect(
      new Promise((resolve, reject) => dns.lookup("other.example", (e, a) => (e ? reject(e) : resolve(a)))),
    ).rejects.toMatchObject({
      code: "ENOTFOUND",
    });
    expect(takeRefusedAttempts()).toEqual(["a name lookup of shop.example", "a name lookup of other.example"]);
  });

  it("refuses and records a connection to an address off this machine", async () => {
    // 192.0.2.1 is TEST-NET-1: even if the guard failed, nothing would answer there.
    const socket = net.connect({ host: "192.0.2.1", port: 80 });
    await expect(new Promise((_, reject) => socket.on("error", reject))).rejects.toThrow(
      "refused by the fuzzer's network guard",
    );
    expect(takeRefusedAttempts()).toEqual(["a connection to 192.0.2.1"]);
  });

  it("lets loopback through", async () => {
    const socket = net.connect({ host: "127.0.0.1", port });
    const text = await new Promise<string>((resolve, reject) => {
      let data = "";
      socket.on("data", (chunk) => (data += chunk));
      socket.on("end", () => resolve(data));
      socket.on("error", reject);
    });
    expect(text).toBe("hi");
    expect((await dns.promises.lookup("localhost")).address).toMatch(/^(127\.|::1)/);
    expect(takeRefusedAttempts()).toEqual([]);
  });
});

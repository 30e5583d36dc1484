import { connect, createServer, type Server, type Socket } from "node:net";
import postgres from "postgres";
import { afterEach, describe, expect, it } from "vitest";

// scripts/patch-postgres.mjs: without it, a connection whose socket closed while a write was pending never
// sends the startup message on its next socket, and this test times out.

/** PostgreSQL's StartupMessage carries protocol version 3.0 right after its length. */
const PROTOCOL_3 = 196608;

let server: Server | undefined;
afterEach(() => server?.close());

describe("postgres.js with scripts/patch-postgres.mjs", () => {
  it("sends a clean startup on the next socket after one closed with a write pending", async () => {
    const firstBytes = new Promise<Buffer>((resolve) => {
      server = createServer((socket) => socket.once("data", resolve));
    });
    const port = await new Promise<number>((resolve) =>
      server!.listen(0, "127.0.0.1", () => resolve((server!.address() as { port: number }).port)),
    );

    let attempts = 0;
    const sql = postgres({
      host: "127.0.0.1",
      port,
      max: 1,
      connect_timeout: 60,
      onnotice: () => {},
      // The driver's own option, left out of its type declarations (src/server/db/availability.ts uses it too).
      ...({
        socket: () => {
          const socket: Socket = connect(port, "127.0.0.1");
          attempts += 1;
          // The first socket closes after the driver has queued its startup message but before its deferred
          // write has run, as a refused or dropped connection can on a busy event loop. The driver turns on
          // keep-alive just before it queues the message; the close follows in a microtask, ahead of the write.
          if (attempts === 1) {
            const setKeepAlive = socket.setKeepAlive.bind(socket);
            socket.setKeepAlive = (...args) => {
              queueMicrotask(() => {
                socket.destroy();
                socket.emit("close", false);
              });
              return setKeepAlive(...args);
            };
          }
          return socket;
        },
      } as object),
    });
    const query = sql`select 1`.catch(() => undefined);

    const startup = await firstBytes;
    expect(attempts).toBe(2);
    expect(startup.readUInt32BE(0)).toBe(startup.length);
    expect(startup.readUInt32BE(4)).toBe(PROTOCOL_3);

    await sql.end({ timeout: 0 });
    await query;
  });
});

import { createServer, type Server, type Socket, connect as connectTcp } from "node:net";
import { freePort } from "./server-process";

/**
 * A loopback TCP proxy in front of a server (PostgreSQL, for the outage tests and the reliability
 * checks), which can cut the connection the way networks and hosts fail.
 */

export type ProxyCut = "refuse" | "hang";

export type TcpProxy = {
  port: number;
  /**
   * refuse: open connections are reset and new ones refused, as when the database host is down.
   * hang: nothing passes any more, in either direction, and new connections get no answer, as when the
   * network drops every packet. Restore delivers what was held, like TCP retransmitting after a partition.
   */
  cut(how: ProxyCut): Promise<void>;
  restore(): Promise<void>;
  /** Connections currently passing through (both directions open). */
  connections(): number;
  close(): Promise<void>;
};

type Pair = { client: Socket; upstream: Socket | null; closedWhileHeld: boolean };

export async function startTcpProxy(targetPort: number, targetHost = "127.0.0.1"): Promise<TcpProxy> {
  const port = await freePort();
  const pairs = new Set<Pair>();
  let state: "open" | ProxyCut = "open";
  let server: Server | null = null;

  const drop = (pair: Pair) => {
    pairs.delete(pair);
    pair.client.resetAndDestroy();
    pair.upstream?.resetAndDestroy();
  };
  const flow = (pair: Pair) => {
    const { client, upstream } = pair;
    if (!upstream) return;
    client.pipe(upstream);
    upstream.pipe(client);
  };
  const hold = (pair: Pair) => {
    pair.client.unpipe();
    pair.upstream?.unpipe();
    pair.client.pause();
    pair.upstream?.pause();
  };
  const connectUpstream = (pair: Pair) => {
    const upstream = connectTcp(targetPort, targetHost);
    pair.upstream = upstream;
    upstream.on("error", () => {});
    upstream.on("close", () => {
      if (state === "hang") pair.closedWhileHeld = true;
      else drop(pair);
    });
    flow(pair);
  };
  const onConnection = (client: Socket) => {
    const pair: Pair = { client, upstream: null, closedWhileHeld: false };
    pairs.add(pair);
    client.on("error", () => {});
    client.on("close", () => {
      // During a partition the other side learns nothing; it hears of the reset once packets pass again.
      if (state === "hang") pair.closedWhileHeld = true;
      else drop(pair);
    });
    if (state === "hang") client.pause();
    else connectUpstream(pair);
  };
  const listen = () =>
    new Promise<void>((resolve, reject) => {
      const s = createServer({ pauseOnConnect: false }, onConnection);
      s.once("error", reject);
      s.listen(port, "127.0.0.1", () => {
        server = s;
        resolve();
      });
    });
  const stopListening = () =>
    new Promise<void>((resolve) => {
      const s = server;
      server = null;
      if (!s) return resolve();
      s.close(() => resolve());
    });

  await listen();
  return {
    port,
    async cut(how) {
      if (how === "refuse") {
        state = "refuse";
        const closing = stopListening();
        for (const pair of [...pairs]) drop(pair);
        await closing;
      } else {
        state = "hang";
        for (const pair of pairs) hold(pair);
      }
    },
    async restore() {
      const was = state;
      // Piping an open pair again would send every byte twice.
      if (was === "open") return;
      state = "open";
      if (was === "refuse") {
        await listen();
        return;
      }
      for (const pair of [...pairs]) {
        if (pair.closedWhileHeld) drop(pair);
        else if (pair.upstream) flow(pair);
        else connectUpstream(pair);
      }
    },
    connections: () => pairs.size,
    async close() {
      for (const pair of [...pairs]) drop(pair);
      await stopListening();
    },
  };
}

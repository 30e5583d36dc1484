/**
 * Benchmark child of drop.ts: shoppers with the shop open, each one socket to /ws and one keep-alive HTTP
 * client (a browser's: up to 6 connections, accepting brotli and gzip). Its orders come on stdin, one JSON line each:
 * It prints READY when it listens, then:
 *   {"type":"setup","port":N,"anonymous":N,"members":[cookie, ...]}  opens the sockets (members' signed in),
 *       each reads GET /api/products once as its page did, then prints OPEN <sockets>
 *   {"type":"arm","phase":P,"productId":N,"at":ms,"bodies":[...]?}  on the next `products-activated`, every
 *       socket re-reads GET /api/products as the real client does (src/client/lib/realtime/realtime.ts); with bodies,
 *       member i sends POST /api/orders with bodies[i] at a random moment in the first second after it
 *       arrived; prints DONE P when every socket got the message and every request was answered
 *   {"type":"orders","phase":P,"bodies":[...]}  the members' orders alone, spread over the next second
 *   {"type":"report"}  prints RESULT {...}: per phase the delivery latencies (ms after `at`), catalog reads,
 *       orders; per socket the last `stock-updated` of each product; unexpected closes and errors
 * It exits when its stdin closes, so it never outlives drop.ts.
 */
import http from "node:http";
import { randomUUID } from "node:crypto";
import WebSocket from "ws";
import { decodeBody } from "../../src/server/http-encoding";

type Setup = { type: "setup"; port: string; anonymous: number; members: string[] };
type Arm = { type: "arm"; phase: string; productId: number; at: number; bodies?: string[] };
type Orders = { type: "orders"; phase: string; bodies: string[] };
type Command = Setup | Arm | Orders | { type: "report" };

export type Read = { ms: number; status: number; listed: boolean };
export type OrderAnswer = { ms: number; status: number; code: string | null; id: number | null; sentAfter: number };
export type PhaseResult = { delivery: number[]; reads: Read[]; orders: OrderAnswer[]; missed: number; extra: number };
export type ClientReport = {
  phases: Record<string, PhaseResult>;
  /** Per product id: the stockLeft of the last `stock-updated` each socket got (null: none came). */
  lastStock: Record<string, (Record<string, number> | null)[]>;
  closed: number;
  errors: string[];
};

type Client = {
  cookie: string | null;
  agent: http.Agent;
  socket: WebSocket;
  phasesSeen: Set<string>;
  lastStock: Map<number, Record<string, number>>;
};

let port = "";
const clients: Client[] = [];
const phases = new Map<string, PhaseResult & { pending: number; expected: number; armed?: Arm; done: boolean }>();
let armed: Arm | null = null;
let closed = 0;
const errors: string[] = [];
let closing = false;

function phaseOf(name: string, expected: number) {
  let phase = phases.get(name);
  if (!phase) {
    phase = { delivery: [], reads: [], orders: [], missed: 0, extra: 0, pending: 0, expected, done: false };
    phases.set(name, phase);
  }
  return phase;
}

function checkDone(name: string) {
  const phase = phases.get(name)!;
  if (phase.done || phase.pending > 0 || phase.delivery.length < phase.expected) return;
  phase.done = true;
  process.stdout.write(`DONE ${name}\n`);
}

/** One request on the client's own keep-alive connections; answers status, body and ms. */
function send(
  client: Client,
  method: "GET" | "POST",
  path: string,
  body?: string,
): Promise<{ status: number; text: string; ms: number }> {
  const started = performance.now();
  // What every browser says it can unpack.
  const headers: Record<string, string> = {
    origin: `http://127.0.0.1:${port}`,
    "accept-encoding": "gzip, deflate, br",
  };
  if (client.cookie) headers.cookie = client.cookie;
  if (body !== undefined) {
    headers["content-type"] = "application/json";
    headers["idempotency-key"] = randomUUID();
    headers["content-length"] = String(Buffer.byteLength(body));
  }
  return new Promise((resolve) => {
    const request = http.request(
      { host: "127.0.0.1", port, method, path, headers, agent: client.agent, timeout: 30_000 },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            text: decodeBody(Buffer.concat(chunks), response.headers["content-encoding"]),
            ms: performance.now() - started,
          }),
        );
        response.on("error", (error) => {
          errors.push(`${method} ${path}: ${error.message}`);
          resolve({ status: 0, text: "", ms: performance.now() - started });
        });
      },
    );
    request.on("timeout", () => request.destroy(new Error("no answer in 30 s")));
    request.on("error", (error) => {
      errors.push(`${method} ${path}: ${error.message}`);
      resolve({ status: 0, text: "", ms: performance.now() - started });
    });
    request.end(body);
  });
}

async function readCatalog(client: Client, phase: PhaseResult & { pending: number }, productId: number) {
  phase.pending += 1;
  const { status, text, ms } = await send(client, "GET", "/api/products");
  phase.reads.push({ ms, status, listed: text.includes(`"id":${productId},`) });
  phase.pending -= 1;
}

async function placeOrder(client: Client, name: string, body: string, after: number) {
  const phase = phases.get(name)!;
  phase.pending += 1;
  const delay = Math.random() * 1000;
  const sent = await new Promise<number>((resolve) => setTimeout(() => resolve(performance.now()), delay));
  const { status, text, ms } = await send(client, "POST", "/api/orders", body);
  let code: string | null = null;
  let id: number | null = null;
  try {
    const answer = JSON.parse(text) as { code?: string; id?: number };
    code = answer.code ?? null;
    id = status === 201 ? (answer.id ?? null) : null;
  } catch {
    // A body that is not JSON (a proxy's page, a cut connection): its status says enough.
  }
  phase.orders.push({ ms, status, code, id, sentAfter: sent - after });
  phase.pending -= 1;
  checkDone(name);
}

function onMessage(client: Client, index: number, data: WebSocket.RawData) {
  const arrived = Date.now();
  const arrivedAt = performance.now();
  const message = JSON.parse(data.toString()) as {
    type: string;
    productId?: number;
    stockLeft?: Record<string, number>;
  };
  if (message.type === "stock-updated" && message.productId !== undefined && message.stockLeft)
    client.lastStock.set(message.productId, message.stockLeft);
  if (message.type !== "products-activated") return;
  const arm = armed;
  if (!arm || client.phasesSeen.has(arm.phase)) {
    // Not expected: counted against the phase it came in, if any.
    if (arm) phases.get(arm.phase)!.extra += 1;
    return;
  }
  client.phasesSeen.add(arm.phase);
  const phase = phases.get(arm.phase)!;
  phase.delivery.push(arrived - arm.at);
  const body = client.cookie && arm.bodies ? arm.bodies[index] : undefined;
  void readCatalog(client, phase, arm.productId).then(() => checkDone(arm.phase));
  if (body !== undefined) void placeOrder(client, arm.phase, body, arrivedAt);
}

function open(cookie: string | null, index: number): Promise<void> {
  const headers: Record<string, string> = { origin: `http://127.0.0.1:${port}` };
  if (cookie) headers.cookie = cookie;
  const client: Client = {
    cookie,
    agent: new http.Agent({ keepAlive: true, maxSockets: 6 }),
    socket: new WebSocket(`ws://127.0.0.1:${port}/ws`, { headers }),
    phasesSeen: new Set(),
    lastStock: new Map(),
  };
  clients.push(client);
  client.socket.on("message", (data) => onMessage(client, index, data));
  client.socket.on("close", () => {
    if (!closing) closed += 1;
  });
  return new Promise((resolve) => {
    client.socket.on("open", () => {
      // The page the shopper has open read the catalog when it loaded.
      void send(client, "GET", "/api/products").then(() => resolve());
    });
    client.socket.on("error", (error) => {
      errors.push(`socket: ${error.message}`);
      resolve();
    });
  });
}

async function setup({ port: shopPort, anonymous, members }: Setup) {
  port = shopPort;
  const opening: Promise<void>[] = [];
  // In batches, as shoppers arrive over time rather than in one instant.
  const everyone: (string | null)[] = [...members, ...Array<null>(anonymous).fill(null)];
  for (let i = 0; i < everyone.length; i += 250) {
    const batch = everyone.slice(i, i + 250).map((cookie, j) => open(cookie, i + j));
    opening.push(...batch);
    await Promise.all(batch);
  }
  await Promise.all(opening);
  process.stdout.write(`OPEN ${clients.length}\n`);
}

function report(): ClientReport {
  const lastStock: ClientReport["lastStock"] = {};
  const productIds = new Set(clients.flatMap((c) => [...c.lastStock.keys()]));
  for (const id of productIds) lastStock[id] = clients.map((c) => c.lastStock.get(id) ?? null);
  return {
    phases: Object.fromEntries(
      [...phases].map(([name, p]) => [
        name,
        {
          delivery: p.delivery,
          reads: p.reads,
          orders: p.orders,
          missed: p.expected - p.delivery.length,
          extra: p.extra,
        },
      ]),
    ),
    lastStock,
    closed,
    errors: errors.slice(0, 20).concat(errors.length > 20 ? [`... ${errors.length - 20} more`] : []),
  };
}

function handle(command: Command) {
  if (command.type === "setup") void setup(command);
  else if (command.type === "arm") {
    phaseOf(command.phase, clients.length);
    armed = command;
  } else if (command.type === "orders") {
    phaseOf(command.phase, 0);
    const members = clients.filter((c) => c.cookie !== null);
    const now = performance.now();
    members.forEach((client, i) => void placeOrder(client, command.phase, command.bodies[i], now));
    if (members.length === 0) checkDone(command.phase);
  } else if (command.type === "report") process.stdout.write(`RESULT ${JSON.stringify(report())}\n`);
}

let input = "";
process.stdin.on("data", (chunk: Buffer) => {
  input += chunk.toString();
  const lines = input.split("\n");
  input = lines.pop() ?? "";
  for (const line of lines.filter(Boolean)) handle(JSON.parse(line) as Command);
});
process.stdin.on("end", () => {
  closing = true;
  for (const c of clients) c.socket.terminate();
  process.exit(0);
});
process.on("SIGTERM", () => process.exit(0));
process.stdout.write("READY for setup\n");

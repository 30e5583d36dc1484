/**
 * Benchmark child: opens N anonymous sockets to /ws, prints READY when all are open, then for each
 * products-activated message prints one JSON line {round, latencies} (ms from its sentAt to arrival).
 */
import WebSocket from "ws";

const [port, countText] = process.argv.slice(2);
const count = Number(countText);
const url = `ws://127.0.0.1:${port}/ws`;
const origin = `http://127.0.0.1:${port}`;
const rounds = new Map<number, number[]>();
let open = 0;

for (let i = 0; i < count; i++) {
  const socket = new WebSocket(url, { headers: { origin } });
  socket.on("open", () => {
    open += 1;
    if (open === count) process.stdout.write("READY all open\n");
  });
  socket.on("message", (data) => {
    const message = JSON.parse(data.toString()) as { type: string; round?: number; sentAt?: number };
    if (message.type !== "products-activated" || message.round === undefined || message.sentAt === undefined) return;
    const list = rounds.get(message.round) ?? [];
    list.push(Date.now() - message.sentAt);
    rounds.set(message.round, list);
    if (list.length === count) process.stdout.write(`${JSON.stringify({ round: message.round, latencies: list })}\n`);
  });
  socket.on("error", (error) => process.stderr.write(`socket ${i}: ${error.message}\n`));
}

// Reports partial rounds when asked to stop, so a lost message shows up as a short count.
process.on("SIGTERM", () => {
  for (const [round, latencies] of rounds)
    if (latencies.length < count) process.stdout.write(`${JSON.stringify({ round, latencies })}\n`);
  process.exit(0);
});

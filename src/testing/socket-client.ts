import WebSocket from "ws";
import type { EventPublisher } from "../server/events";

type Message = { type: string; [key: string]: unknown };

export type TestSocket = {
  socket: WebSocket;
  /** Every message received, in order. */
  messages: Message[];
  /**
   * The next message of that type: the first one not yet returned by an earlier next(type), whether it has
   * already arrived or arrives within the timeout.
   */
  next(type: string, timeoutMs?: number): Promise<Message>;
  /** Resolves once the server has answered a ping sent now: it has handled every frame sent before it. */
  roundTrip(): Promise<void>;
  closed: Promise<{ code: number; reason: string }>;
  close(): void;
};

// Only to turn a missing message into a clear failure well before the test itself times out.
const DEFAULT_WAIT_MS = 15_000;

/** A real WebSocket client for the shop's /ws, with the browser's cookie and Origin (and any other headers). */
export async function openSocket(
  baseUrl: string,
  { cookie, origin, headers }: { cookie?: string; origin?: string; headers?: Record<string, string> } = {},
): Promise<TestSocket> {
  const socket = new WebSocket(`${baseUrl.replace(/^http/, "ws")}/ws`, {
    headers: { ...headers, ...(cookie ? { cookie } : {}), origin: origin ?? baseUrl },
  });
  const messages: Message[] = [];
  // The messages next() has handed out, and who waits for the following one.
  const taken = new WeakSet<Message>();
  const waiters: { type: string; resolve: (m: Message) => void }[] = [];
  const take = (type: string): Message | undefined => {
    const message = messages.find((m) => m.type === type && !taken.has(m));
    if (message) taken.add(message);
    return message;
  };
  socket.on("message", (data) => {
    const message = JSON.parse(data.toString()) as Message;
    messages.push(message);
    const waiter = waiters.find((w) => w.type === message.type);
    if (waiter) {
      waiters.splice(waiters.indexOf(waiter), 1);
      waiter.resolve(take(message.type) as Message);
    }
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    socket.on("close", (code, reason) => resolve({ code, reason: reason.toString() })),
  );
  await new Promise<void>((resolve, reject) => {
    socket.once("open", () => resolve());
    socket.once("error", reject);
    socket.once("unexpected-response", (_req, res) => reject(new Error(`upgrade refused: ${res.statusCode}`)));
  });
  return {
    socket,
    messages,
    closed,
    close: () => socket.close(),
    next(type, timeoutMs = DEFAULT_WAIT_MS) {
      const ready = take(type);
      if (ready) return Promise.resolve(ready);
      return new Promise((resolve, reject) => {
        const waiter = {
          type,
          resolve: (m: Message) => {
            clearTimeout(timer);
            resolve(m);
          },
        };
        const timer = setTimeout(() => {
          waiters.splice(waiters.indexOf(waiter), 1);
          reject(new Error(`no ${type} message within ${timeoutMs} ms`));
        }, timeoutMs);
        waiters.push(waiter);
      });
    },
    roundTrip() {
      return new Promise<void>((resolve) => {
        socket.once("pong", () => resolve());
        socket.ping();
      });
    },
  };
}

/**
 * Publishes one last message to every socket and waits until each has it. Events reach a socket in the
 * order they were published, so by then it holds everything published before: a test can then assert
 * what a socket did not get. The marker is taken out of `messages` again.
 */
export async function settleSockets(events: EventPublisher, sockets: TestSocket[]): Promise<void> {
  await events.publish({ audience: "everyone", message: { type: "resync" } });
  await Promise.all(sockets.map((s) => s.next("resync")));
  for (const s of sockets)
    s.messages.splice(
      s.messages.findLastIndex((m) => m.type === "resync"),
      1,
    );
}

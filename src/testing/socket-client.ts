import WebSocket from "ws";

export type TestSocket = {
  socket: WebSocket;
  messages: { type: string; [key: string]: unknown }[];
  /** Resolves with the first message of that type (already received or arriving within the timeout). */
  next(type: string, timeoutMs?: number): Promise<{ type: string; [key: string]: unknown }>;
  closed: Promise<{ code: number; reason: string }>;
  close(): void;
};

/** A real WebSocket client for the shop's /ws, with the browser's cookie and Origin. */
export async function openSocket(
  baseUrl: string,
  { cookie, origin }: { cookie?: string; origin?: string } = {},
): Promise<TestSocket> {
  const socket = new WebSocket(`${baseUrl.replace(/^http/, "ws")}/ws`, {
    headers: { ...(cookie ? { cookie } : {}), origin: origin ?? baseUrl },
  });
  const messages: TestSocket["messages"] = [];
  const waiters: { type: string; resolve: (m: TestSocket["messages"][number]) => void }[] = [];
  socket.on("message", (data) => {
    const message = JSON.parse(data.toString());
    messages.push(message);
    for (const w of waiters.filter((w) => w.type === message.type)) {
      waiters.splice(waiters.indexOf(w), 1);
      w.resolve(message);
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
    next(type, timeoutMs = 5000) {
      const seen = messages.find((m) => m.type === type);
      if (seen) return Promise.resolve(seen);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no ${type} message within ${timeoutMs} ms`)), timeoutMs);
        waiters.push({ type, resolve: (m) => (clearTimeout(timer), resolve(m)) });
      });
    },
  };
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

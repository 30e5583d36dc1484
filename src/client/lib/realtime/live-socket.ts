import type { ClientMessage } from "../../../contracts/realtime";

export const RECONNECT_DELAY_MS = 3000;

export interface LiveSocketHandlers<T> {
  /** Sent in the `register` message on every opening. */
  email: string | undefined;
  /**
   * When the page's data was read, if before the app started (a server-rendered page): the first `register`
   * carries it, and the server answers `resync` if anything changed since, which this socket could not hear.
   */
  since?: number;
  /** A message's parsed JSON as a known message, or null to ignore it (with a warning). */
  read: (value: unknown) => T | null;
  onMessage: (message: T) => void;
  /** The socket is back after a drop; messages sent meanwhile are lost, so the caller refetches. */
  onReconnect: () => void;
}

/**
 * Keeps one socket to /ws open, reconnecting RECONNECT_DELAY_MS after a drop, until the returned stop
 * function is called. Shared by the shop's socket and the back office's; kept free of zod and React
 * because the shop's first download carries it.
 */
export function openLiveSocket<T>({ email, since, read, onMessage, onReconnect }: LiveSocketHandlers<T>): () => void {
  let socket: WebSocket | null = null;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  let dropped = false;

  const connect = () => {
    socket = new WebSocket(`${location.protocol === "https:" ? "wss:" : "ws:"}//${location.host}/ws`);
    socket.onopen = () => {
      const register: ClientMessage = { type: "register", email, ...(dropped ? {} : { since }) };
      socket?.send(JSON.stringify(register));
      if (dropped) onReconnect();
      dropped = false;
    };
    socket.onmessage = (event) => {
      let message: T | null = null;
      try {
        message = read(JSON.parse(String(event.data)));
      } catch {
        // Not JSON: ignored like any other unknown message.
      }
      if (message === null) console.warn("Ignored an invalid live message", event.data);
      else onMessage(message);
    };
    socket.onclose = () => {
      if (stopped) return;
      dropped = true;
      retry = setTimeout(connect, RECONNECT_DELAY_MS);
    };
  };
  connect();
  return () => {
    stopped = true;
    clearTimeout(retry);
    socket?.close();
  };
}

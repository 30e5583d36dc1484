import type { ServerMessage } from "../contracts/realtime";
import type { Database } from "./db/client";

/**
 * Events: how a change on one instance reaches the sockets of every instance. Services announce a change
 * through an EventPublisher; it travels over PostgreSQL NOTIFY on one channel, and every instance (this one
 * included) LISTENs and delivers it to its own sockets (plugins/live-events.ts).
 */

export const EVENTS_CHANNEL = "shop_events";

/** What travels over NOTIFY: who should get a message (ids, not rows), or a control signal. */
export type Envelope =
  | { audience: "everyone" | "admins"; message: ServerMessage }
  | { audience: "user"; userId: number; message: ServerMessage }
  | { control: "session-ended"; sessionHash: string }
  | { control: "catalog-changed" };

/** What services need to announce a change; app.events in the running shop. */
export type EventPublisher = { publish(envelope: Envelope): Promise<void> };

// PostgreSQL refuses NOTIFY payloads of 8000 bytes or more.
const MAX_PAYLOAD_BYTES = 7900;

/**
 * Publishes through the database, so every instance (this one included) delivers the event. Events
 * published in the same tick travel together as one JSON array: under load (every order announces itself)
 * that spares the database a NOTIFY, and every listener a wake-up, per event.
 */
export function databaseEventPublisher(database: Pick<Database, "notify">): EventPublisher {
  let batch: { texts: string[]; sent: Promise<void> } | null = null;
  return {
    publish(envelope) {
      const text = JSON.stringify(envelope);
      // Refused alone, before it can sink the events batched with it.
      if (Buffer.byteLength(text) + 2 > MAX_PAYLOAD_BYTES) {
        return Promise.reject(
          new Error(`an event of ${Buffer.byteLength(text)} bytes is too big for NOTIFY; send ids, not rows`),
        );
      }
      if (!batch) {
        const texts: string[] = [];
        const sent = new Promise<void>((resolve) => setImmediate(resolve)).then(async () => {
          batch = null;
          for (const payload of payloadsOf(texts)) await database.notify(EVENTS_CHANNEL, payload);
        });
        batch = { texts, sent };
      }
      batch.texts.push(text);
      return batch.sent;
    },
  };
}

/** The envelopes of one NOTIFY payload (a JSON array, or a lone envelope from an older instance). */
export function envelopesOf(payload: string): Envelope[] {
  const parsed = JSON.parse(payload) as Envelope | Envelope[];
  return Array.isArray(parsed) ? parsed : [parsed];
}

/** JSON arrays of the envelopes, each under the payload limit. */
function payloadsOf(texts: string[]): string[] {
  const payloads: string[] = [];
  let current: string[] = [];
  let size = 2;
  for (const text of texts) {
    const bytes = Buffer.byteLength(text) + 1;
    if (size + bytes > MAX_PAYLOAD_BYTES) {
      payloads.push(`[${current.join(",")}]`);
      current = [];
      size = 2;
    }
    current.push(text);
    size += bytes;
  }
  if (current.length > 0) payloads.push(`[${current.join(",")}]`);
  return payloads;
}

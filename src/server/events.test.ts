import { describe, expect, it } from "vitest";
import { databaseEventPublisher, type Envelope } from "./events";

// The publisher's only dependency is a notify function; here it records what would go to PostgreSQL.
function recordingPublisher() {
  const payloads: string[] = [];
  const publisher = databaseEventPublisher({ notify: async (_channel, payload) => void payloads.push(payload) });
  return { publisher, payloads };
}

const statusUpdate = (orderId: number): Envelope => ({
  audience: "user",
  userId: 7,
  message: { type: "orderStatusUpdate", orderId, status: "processed", data: { orderId, status: "processed" } },
});

describe("databaseEventPublisher", () => {
  it("sends the events of one tick as one NOTIFY, and later ones separately", async () => {
    const { publisher, payloads } = recordingPublisher();
    await Promise.all([
      publisher.publish(statusUpdate(1)),
      publisher.publish(statusUpdate(2)),
      publisher.publish(statusUpdate(3)),
    ]);
    await publisher.publish(statusUpdate(4));
    expect(
      payloads.map((p) => (JSON.parse(p) as { message: { orderId: number } }[]).map((e) => e.message.orderId)),
    ).toEqual([[1, 2, 3], [4]]);
  });

  it("splits a large tick into payloads under PostgreSQL's 8000-byte limit, keeping the order", async () => {
    const { publisher, payloads } = recordingPublisher();
    await Promise.all(Array.from({ length: 300 }, (_, i) => publisher.publish(statusUpdate(i))));
    expect(payloads.length).toBeGreaterThan(1);
    for (const p of payloads) expect(Buffer.byteLength(p)).toBeLessThan(8000);
    expect(
      payloads.flatMap((p) => (JSON.parse(p) as { message: { orderId: number } }[]).map((e) => e.message.orderId)),
    ).toEqual([...Array(300).keys()]);
  });
});

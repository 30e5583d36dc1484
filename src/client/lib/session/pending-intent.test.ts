import { describe, expect, it } from "vitest";
import { PENDING_INTENT_KEY, PENDING_INTENT_MAX_AGE_MS, savePendingIntent, takePendingIntent } from "./pending-intent";

function memoryArea() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
    items,
  };
}

describe("pending intent", () => {
  it("gives the product's intent back once", () => {
    const area = memoryArea();
    savePendingIntent({ kind: "order", productId: 7, size: "M" }, 1000, area);
    expect(takePendingIntent(7, 2000, area)).toEqual({ kind: "order", productId: 7, size: "M" });
    expect(takePendingIntent(7, 2000, area)).toBeNull();
  });

  it("keeps a Remind me tap", () => {
    const area = memoryArea();
    savePendingIntent({ kind: "remind", productId: 7 }, 1000, area);
    expect(takePendingIntent(7, 2000, area)).toEqual({ kind: "remind", productId: 7 });
  });

  it("leaves another product's intent where it is", () => {
    const area = memoryArea();
    savePendingIntent({ kind: "wishlist", productId: 7 }, 1000, area);
    expect(takePendingIntent(8, 2000, area)).toBeNull();
    expect(takePendingIntent(7, 2000, area)).toEqual({ kind: "wishlist", productId: 7 });
  });

  it("forgets an intent older than half an hour, and anything it cannot read", () => {
    const area = memoryArea();
    savePendingIntent({ kind: "order", productId: 7, size: null }, 0, area);
    expect(takePendingIntent(7, PENDING_INTENT_MAX_AGE_MS + 1, area)).toBeNull();
    area.setItem(PENDING_INTENT_KEY, "{not json");
    expect(takePendingIntent(7, 0, area)).toBeNull();
    area.setItem(PENDING_INTENT_KEY, JSON.stringify({ kind: "order", productId: 7, size: 3, at: 0 }));
    expect(takePendingIntent(7, 0, area)).toBeNull();
  });

  it("never throws when storage does", () => {
    const broken = {
      getItem: () => {
        throw new Error("denied");
      },
      setItem: () => {
        throw new Error("denied");
      },
      removeItem: () => {
        throw new Error("denied");
      },
    };
    expect(() => savePendingIntent({ kind: "wishlist", productId: 1 }, 0, broken)).not.toThrow();
    expect(takePendingIntent(1, 0, broken)).toBeNull();
  });
});

import { describe, it, expect } from "vitest";
import {
  DRAFT_MESSAGE,
  EXPIRED_MESSAGE,
  EXPIRING_SOON_MS,
  effectiveStatus,
  isExpiringSoon,
  isOrderable,
  nextLifecycleBoundary,
  notOrderableMessage,
  NOT_AVAILABLE_MESSAGE,
  scheduledMessage,
  timerDelayUntil,
  MAX_TIMER_DELAY_MS,
  type LifecycleFields,
  type StoredProductStatus,
} from "./product-lifecycle";

const NOW = new Date("2025-06-01T12:00:00.000Z");
const HOUR = 60 * 60 * 1000;
const at = (offsetMs: number) => new Date(NOW.getTime() + offsetMs);

function product(status: StoredProductStatus, expiresInMs: number, publishInMs: number | null = null): LifecycleFields {
  return { status, expiresAt: at(expiresInMs), publishAt: publishInMs === null ? null : at(publishInMs) };
}

describe("effectiveStatus", () => {
  it("keeps a draft a draft whatever its dates say", () => {
    expect(effectiveStatus(product("draft", 10 * HOUR), NOW)).toBe("draft");
    expect(effectiveStatus(product("draft", -10 * HOUR), NOW)).toBe("draft");
    expect(effectiveStatus(product("draft", 10 * HOUR, 5 * HOUR), NOW)).toBe("draft");
  });

  it("treats an expiry exactly at now as expired", () => {
    expect(effectiveStatus(product("active", 0), NOW)).toBe("expired");
  });

  it("is active one millisecond before expiry and expired one millisecond after", () => {
    expect(effectiveStatus(product("active", 1), NOW)).toBe("active");
    expect(effectiveStatus(product("active", -1), NOW)).toBe("expired");
  });

  it("lets expiry win over a future publish time", () => {
    expect(effectiveStatus(product("scheduled", -1, 5 * HOUR), NOW)).toBe("expired");
    expect(effectiveStatus(product("scheduled", 0, 5 * HOUR), NOW)).toBe("expired");
  });

  it("is scheduled while publishAt is in the future", () => {
    expect(effectiveStatus(product("scheduled", 48 * HOUR, 1), NOW)).toBe("scheduled");
  });

  it("goes live exactly at publishAt without any status change", () => {
    expect(effectiveStatus(product("scheduled", 48 * HOUR, 0), NOW)).toBe("active");
    expect(effectiveStatus(product("scheduled", 48 * HOUR, -1), NOW)).toBe("active");
  });

  it("treats a scheduled product without publishAt as active", () => {
    expect(effectiveStatus(product("scheduled", 48 * HOUR, null), NOW)).toBe("active");
  });

  it("ignores publishAt on an active product", () => {
    expect(effectiveStatus(product("active", 48 * HOUR, 5 * HOUR), NOW)).toBe("active");
  });

  it("counts a stored legacy expired product with a future expiry as active", () => {
    expect(effectiveStatus(product("expired", 48 * HOUR), NOW)).toBe("active");
  });

  it("counts a stored expired product with a past expiry as expired", () => {
    expect(effectiveStatus(product("expired", -HOUR), NOW)).toBe("expired");
  });

  it("fails closed on an unreadable expiry date", () => {
    expect(effectiveStatus({ status: "active", publishAt: null, expiresAt: new Date("nope") }, NOW)).toBe("expired");
  });
});

describe("isOrderable", () => {
  it("is true only for effectively active products", () => {
    expect(isOrderable(product("active", HOUR), NOW)).toBe(true);
    expect(isOrderable(product("active", 0), NOW)).toBe(false);
    expect(isOrderable(product("draft", HOUR), NOW)).toBe(false);
    expect(isOrderable(product("scheduled", 48 * HOUR, HOUR), NOW)).toBe(false);
  });
});

describe("isExpiringSoon", () => {
  it("is 24 hours", () => {
    expect(EXPIRING_SOON_MS).toBe(86_400_000);
  });

  it("includes a product expiring in exactly 24 hours", () => {
    expect(isExpiringSoon(product("active", EXPIRING_SOON_MS), NOW)).toBe(true);
  });

  it("excludes a product expiring in 24 hours and 1 ms", () => {
    expect(isExpiringSoon(product("active", EXPIRING_SOON_MS + 1), NOW)).toBe(false);
  });

  it("includes a product expiring in 1 ms", () => {
    expect(isExpiringSoon(product("active", 1), NOW)).toBe(true);
  });

  it("excludes expired products", () => {
    expect(isExpiringSoon(product("active", 0), NOW)).toBe(false);
    expect(isExpiringSoon(product("active", -HOUR), NOW)).toBe(false);
  });

  it("excludes drafts and not-yet-published products even if their expiry is near", () => {
    expect(isExpiringSoon(product("draft", HOUR), NOW)).toBe(false);
    expect(isExpiringSoon(product("scheduled", 2 * HOUR, HOUR), NOW)).toBe(false);
  });

  it("includes a published scheduled product and a legacy expired one that are near expiry", () => {
    expect(isExpiringSoon(product("scheduled", 2 * HOUR, -HOUR), NOW)).toBe(true);
    expect(isExpiringSoon(product("expired", 2 * HOUR), NOW)).toBe(true);
  });
});

describe("timerDelayUntil", () => {
  it("waits until the instant, and not at all for one already past", () => {
    expect(timerDelayUntil(at(HOUR), NOW)).toBe(HOUR);
    expect(timerDelayUntil(at(-HOUR), NOW)).toBe(0);
    expect(timerDelayUntil(NOW, NOW)).toBe(0);
  });

  it("caps a far instant at the longest delay a timer holds, so it wakes early instead of at once", () => {
    expect(timerDelayUntil(at(40 * 24 * HOUR), NOW)).toBe(MAX_TIMER_DELAY_MS);
    expect(MAX_TIMER_DELAY_MS).toBe(2_147_483_647);
  });
});

describe("nextLifecycleBoundary", () => {
  it("is null for no products", () => {
    expect(nextLifecycleBoundary([], NOW)).toBeNull();
  });

  it("is null when every boundary is in the past or exactly now", () => {
    expect(nextLifecycleBoundary([product("active", 0), product("scheduled", -1, -2 * HOUR)], NOW)).toBeNull();
  });

  it("ignores drafts entirely", () => {
    expect(nextLifecycleBoundary([product("draft", HOUR, 30 * 60 * 1000)], NOW)).toBeNull();
    expect(nextLifecycleBoundary([product("draft", HOUR), product("active", 5 * HOUR)], NOW)).toEqual(at(5 * HOUR));
  });

  it("picks a scheduled product's publish time when it comes first", () => {
    expect(
      nextLifecycleBoundary([product("scheduled", 10 * HOUR, 2 * HOUR), product("active", 3 * HOUR)], NOW),
    ).toEqual(at(2 * HOUR));
  });

  it("picks the nearest expiry when it comes first", () => {
    expect(
      nextLifecycleBoundary([product("scheduled", 10 * HOUR, 4 * HOUR), product("active", 3 * HOUR)], NOW),
    ).toEqual(at(3 * HOUR));
  });

  it("ignores publishAt of products that are not stored as scheduled", () => {
    expect(nextLifecycleBoundary([product("active", 10 * HOUR, 2 * HOUR)], NOW)).toEqual(at(10 * HOUR));
    expect(nextLifecycleBoundary([product("expired", 10 * HOUR, 2 * HOUR)], NOW)).toEqual(at(10 * HOUR));
  });

  it("uses the expiry of a scheduled product whose publish time has passed", () => {
    expect(nextLifecycleBoundary([product("scheduled", 6 * HOUR, -HOUR)], NOW)).toEqual(at(6 * HOUR));
  });

  it("uses the expiry of a scheduled product with no publish time", () => {
    expect(nextLifecycleBoundary([product("scheduled", 6 * HOUR, null)], NOW)).toEqual(at(6 * HOUR));
  });

  it("counts a boundary 1 ms ahead but not one exactly at now", () => {
    expect(nextLifecycleBoundary([product("active", 1), product("scheduled", HOUR, 0)], NOW)).toEqual(at(1));
  });

  it("skips unreadable dates", () => {
    const broken: LifecycleFields = { status: "scheduled", publishAt: new Date("x"), expiresAt: new Date("y") };
    expect(nextLifecycleBoundary([broken, product("active", HOUR)], NOW)).toEqual(at(HOUR));
  });

  it("does not depend on input order", () => {
    const list = [product("active", 9 * HOUR), product("active", 2 * HOUR), product("active", 5 * HOUR)];
    expect(nextLifecycleBoundary(list, NOW)).toEqual(at(2 * HOUR));
    expect(nextLifecycleBoundary([...list].reverse(), NOW)).toEqual(at(2 * HOUR));
  });
});

describe("notOrderableMessage", () => {
  const formatDate = (d: Date) => `<${d.toISOString()}>`;

  it("is null for an orderable product", () => {
    expect(notOrderableMessage(product("active", HOUR), NOW, formatDate)).toBeNull();
  });

  it("explains an expired product", () => {
    expect(notOrderableMessage(product("active", 0), NOW, formatDate)).toBe(
      "This item has expired and is no longer available",
    );
    expect(EXPIRED_MESSAGE).toBe("This item has expired and is no longer available");
  });

  it("explains a draft", () => {
    expect(notOrderableMessage(product("draft", HOUR), NOW, formatDate)).toBe(
      "This item is not yet available for purchase",
    );
    expect(DRAFT_MESSAGE).toBe("This item is not yet available for purchase");
  });

  it("names the publish date of a scheduled product using the caller's formatter", () => {
    expect(notOrderableMessage(product("scheduled", 48 * HOUR, 2 * HOUR), NOW, formatDate)).toBe(
      `This item will be available on <${at(2 * HOUR).toISOString()}>`,
    );
  });

  it("refuses, with the catch-all, a status it does not know rather than taking it as live", () => {
    const unknown = { ...product("active", HOUR), status: "archived" as StoredProductStatus };
    expect(notOrderableMessage(unknown, NOW, formatDate)).toBe("This item is not available for purchase");
    expect(NOT_AVAILABLE_MESSAGE).toBe("This item is not available for purchase");
  });

  it("builds the scheduled text from a formatted date", () => {
    expect(scheduledMessage("June 5, 2025")).toBe("This item will be available on June 5, 2025");
  });
});

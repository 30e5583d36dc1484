import { describe, expect, it } from "vitest";
import { DRAFT_MESSAGE, EXPIRED_MESSAGE } from "../../../domain/product-lifecycle";
import { wishlistBadge, wishlistItemView } from "./wishlist-display";

const now = new Date("2025-03-10T12:00:00Z");
const hour = 3_600_000;
const at = (hours: number) => new Date(now.getTime() + hours * hour).toISOString();
const format = (d: Date) => d.toISOString();

describe("wishlistBadge", () => {
  it("colours Expired red, Coming Soon blue and Draft grey, and leaves live products plain", () => {
    expect(wishlistBadge("expired")).toEqual({ label: "Expired", tone: "red" });
    expect(wishlistBadge("scheduled")).toEqual({ label: "Coming Soon", tone: "blue" });
    expect(wishlistBadge("draft")).toEqual({ label: "Draft", tone: "grey" });
    expect(wishlistBadge("active")).toBeNull();
  });
});

describe("wishlistItemView", () => {
  it("shows a live product's end and elapsed share of its window from the publish time", () => {
    const view = wishlistItemView({ status: "active", publishAt: at(-30), expiresAt: at(10) }, now, format);
    expect(view.status).toBe("active");
    expect(view.badge).toBeNull();
    expect(view.footer).toBe(`Available now · ends ${at(10)}`);
    expect(view.progress).toEqual({ percent: 75, tone: "warning", label: "10h 0m" });
  });

  it("uses the 7-day default window without a publish time", () => {
    const view = wishlistItemView({ status: "active", publishAt: null, expiresAt: at(84) }, now, format);
    expect(view.progress).toEqual({ percent: 50, tone: "normal", label: "3d 12h" });
  });

  it("marks an expired product, whatever its stored status says", () => {
    const view = wishlistItemView({ status: "active", publishAt: at(-100), expiresAt: at(-1) }, now, format);
    expect(view.badge).toEqual({ label: "Expired", tone: "red" });
    expect(view.footer).toBe(EXPIRED_MESSAGE);
    expect(view.progress).toEqual({ percent: 100, tone: "danger", label: "Expired" });
  });

  it("gives a coming product its release date and no bar", () => {
    const view = wishlistItemView({ status: "scheduled", publishAt: at(48), expiresAt: at(48 + 168) }, now, format);
    expect(view.badge?.label).toBe("Coming Soon");
    expect(view.footer).toBe(`This item will be available on ${at(48)}`);
    expect(view.progress).toBeNull();
  });

  it("says a draft is not yet available", () => {
    const view = wishlistItemView({ status: "draft", publishAt: null, expiresAt: at(168) }, now, format);
    expect(view.badge?.label).toBe("Draft");
    expect(view.footer).toBe(DRAFT_MESSAGE);
    expect(view.progress).toBeNull();
    // Its page is "Product Not Found" to a shopper, so the row does not lead there.
    expect(view.opensProduct).toBe(false);
  });

  it("opens the page of every product a shopper can see", () => {
    for (const product of [
      { status: "active", publishAt: at(-30), expiresAt: at(10) },
      { status: "active", publishAt: at(-100), expiresAt: at(-1) },
      { status: "scheduled", publishAt: at(48), expiresAt: at(48 + 168) },
    ] as const) {
      expect(wishlistItemView(product, now, format).opensProduct).toBe(true);
    }
  });
});

import { afterEach, describe, expect, it, vi } from "vitest";
import {
  DEFAULT_TOAST_DURATION,
  TOAST_REMOVE_DELAY,
  dismissToast,
  getToastState,
  toast,
  toastReducer,
  type ToastItem,
  type ToastState,
} from "./use-toast";

function item(id: string, overrides: Partial<ToastItem> = {}): ToastItem {
  return { id, open: true, duration: DEFAULT_TOAST_DURATION, title: `Toast ${id}`, ...overrides };
}

const empty: ToastState = { toasts: [] };

describe("toastReducer", () => {
  it("keeps at most one toast: a new toast replaces the visible one", () => {
    const one = toastReducer(empty, { type: "ADD_TOAST", toast: item("1") });
    const two = toastReducer(one, { type: "ADD_TOAST", toast: item("2", { variant: "destructive" }) });

    expect(one.toasts.map((t) => t.id)).toEqual(["1"]);
    expect(two.toasts).toEqual([item("2", { variant: "destructive" })]);
  });

  it("updates only the toast with the given id", () => {
    const state = toastReducer({ toasts: [item("1")] }, { type: "UPDATE_TOAST", toast: { id: "1", title: "Saved" } });
    const untouched = toastReducer(state, { type: "UPDATE_TOAST", toast: { id: "9", title: "Other" } });

    expect(state.toasts[0].title).toBe("Saved");
    expect(untouched).toEqual(state);
  });

  it("dismiss closes the toast but keeps it so Radix can animate it out", () => {
    const state = toastReducer({ toasts: [item("1")] }, { type: "DISMISS_TOAST", toastId: "1" });

    expect(state.toasts).toEqual([item("1", { open: false })]);
  });

  it("dismiss without an id closes every toast and leaves other ids alone otherwise", () => {
    const start: ToastState = { toasts: [item("1"), item("2")] };

    expect(toastReducer(start, { type: "DISMISS_TOAST" }).toasts.every((t) => !t.open)).toBe(true);
    expect(toastReducer(start, { type: "DISMISS_TOAST", toastId: "2" }).toasts.map((t) => t.open)).toEqual([
      true,
      false,
    ]);
  });

  it("remove deletes the toast with the id, or every toast without one", () => {
    const start: ToastState = { toasts: [item("1"), item("2")] };

    expect(toastReducer(start, { type: "REMOVE_TOAST", toastId: "1" }).toasts.map((t) => t.id)).toEqual(["2"]);
    expect(toastReducer(start, { type: "REMOVE_TOAST" })).toEqual(empty);
  });

  it("does not mutate the previous state", () => {
    const start: ToastState = { toasts: [item("1")] };
    const snapshot = structuredClone(start);

    toastReducer(start, { type: "ADD_TOAST", toast: item("2") });
    toastReducer(start, { type: "DISMISS_TOAST" });
    toastReducer(start, { type: "REMOVE_TOAST" });

    expect(start).toEqual(snapshot);
  });
});

describe("toast store", () => {
  afterEach(() => {
    dismissToast();
    vi.runOnlyPendingTimers();
    vi.useRealTimers();
  });

  it("shows a toast with the default duration and removes it 1,000,000 ms after dismissal", () => {
    vi.useFakeTimers();
    const shown = toast({ title: "Added to wishlist" });

    expect(getToastState().toasts).toEqual([
      { id: shown.id, open: true, title: "Added to wishlist", duration: DEFAULT_TOAST_DURATION },
    ]);

    shown.dismiss();
    expect(getToastState().toasts[0].open).toBe(false);

    vi.advanceTimersByTime(TOAST_REMOVE_DELAY - 1);
    expect(getToastState().toasts).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(getToastState().toasts).toHaveLength(0);
  });

  it("keeps an explicit duration and variant, and update leaves unspecified fields alone", () => {
    vi.useFakeTimers();
    const shown = toast({ title: "Membership Updated", duration: 3000, variant: "destructive" });

    shown.update({ description: "Your premium membership has ended" });

    expect(getToastState().toasts[0]).toMatchObject({
      title: "Membership Updated",
      description: "Your premium membership has ended",
      duration: 3000,
      variant: "destructive",
    });
  });
});

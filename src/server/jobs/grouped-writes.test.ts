import { describe, expect, it } from "vitest";
import { groupedWrites } from "./grouped-writes";

/** Lets every promise callback already due run. */
const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

/** A write the test finishes by hand, recording what each call carried. */
function controlledWrite() {
  const calls: { items: number[]; finish: () => void; fail: (error: Error) => void }[] = [];
  const write = (items: number[]) =>
    new Promise<void>((resolve, reject) => {
      calls.push({ items, finish: resolve, fail: reject });
    });
  return { calls, write };
}

describe("groupedWrites", () => {
  it("writes the first item at once and everything that came meanwhile in one next write", async () => {
    const { calls, write } = controlledWrite();
    const add = groupedWrites(write);
    const first = add(1);
    const rest = [add(2), add(3), add(4)];
    expect(calls.map((call) => call.items)).toEqual([[1]]);
    calls[0].finish();
    await first;
    await settle();
    expect(calls.map((call) => call.items)).toEqual([[1], [2, 3, 4]]);
    let restDone = false;
    void Promise.all(rest).then(() => (restDone = true));
    await settle();
    expect(restDone).toBe(false);
    calls[1].finish();
    await Promise.all(rest);
  });

  it("fails the items of a failed write only, and goes on writing", async () => {
    const { calls, write } = controlledWrite();
    const add = groupedWrites(write);
    const failing = add(1);
    const later = add(2);
    calls[0].fail(new Error("connection lost"));
    await expect(failing).rejects.toThrow("connection lost");
    await settle();
    expect(calls[1].items).toEqual([2]);
    calls[1].finish();
    await expect(later).resolves.toBeUndefined();
  });
});

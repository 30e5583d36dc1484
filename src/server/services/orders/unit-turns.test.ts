import { describe, expect, it } from "vitest";
import { KNOWN_SOLD_OUT, takeInTurn } from "./unit-turns";

/** A take that finishes when released, recording when it started. */
function gate(log: string[], name: string, left: number | Error) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const take = async () => {
    log.push(`start ${name}`);
    await released;
    if (left instanceof Error) throw left;
    return { left };
  };
  return { take, release };
}

const soldOut = (outcome: { answer: { left: number } } | { error: unknown }) =>
  "answer" in outcome
    ? outcome.answer.left === 0
    : outcome.error instanceof Error && outcome.error.message === "SOLD_OUT";

describe("takeInTurn", () => {
  it("starts each take of a line only when the one before it ended, and other lines at once", async () => {
    const owner = {};
    const log: string[] = [];
    const [a, b] = [gate(log, "a", 2), gate(log, "b", 1)];
    const other = gate(log, "other", 5);
    const first = takeInTurn(owner, "1:M", a.take, soldOut);
    const second = takeInTurn(owner, "1:M", b.take, soldOut);
    const elsewhere = takeInTurn(owner, "1:L", other.take, soldOut);
    await Promise.resolve();
    await Promise.resolve();
    expect(log).toEqual(["start a", "start other"]);
    a.release();
    expect(await first).toEqual({ left: 2 });
    await Promise.resolve();
    expect(log).toEqual(["start a", "start other", "start b"]);
    b.release();
    other.release();
    expect(await Promise.all([second, elsewhere])).toEqual([{ left: 1 }, { left: 5 }]);
  });

  it("tells the takes queued behind the last unit that the size is sold out, without running them", async () => {
    const owner = {};
    const log: string[] = [];
    const last = gate(log, "last", 0);
    const queued = [gate(log, "x", 3), gate(log, "y", 3)];
    const answers = [last, ...queued].map((g) => takeInTurn(owner, "1:M", g.take, soldOut));
    last.release();
    expect(await Promise.all(answers)).toEqual([{ left: 0 }, KNOWN_SOLD_OUT, KNOWN_SOLD_OUT]);
    expect(log).toEqual(["start last"]);
  });

  it("does the same after a take refused as sold out, passes its error on, and forgets the line once it is empty", async () => {
    const owner = {};
    const log: string[] = [];
    const refused = gate(log, "refused", new Error("SOLD_OUT"));
    const behind = gate(log, "behind", 1);
    const first = takeInTurn(owner, "1:M", refused.take, soldOut);
    const second = takeInTurn(owner, "1:M", behind.take, soldOut);
    refused.release();
    await expect(first).rejects.toThrow("SOLD_OUT");
    expect(await second).toBe(KNOWN_SOLD_OUT);
    // A unit given back later is taken again: the emptied line remembers nothing.
    await new Promise((resolve) => setImmediate(resolve));
    const later = gate(log, "later", 0);
    const third = takeInTurn(owner, "1:M", later.take, soldOut);
    later.release();
    expect(await third).toEqual({ left: 0 });
    expect(log).toEqual(["start refused", "start later"]);
  });
});

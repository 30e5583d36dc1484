import { describe, expect, it } from "vitest";
import {
  applyPickedSlots,
  clearSlot,
  emptySlots,
  fillEmptySlots,
  hasPicked,
  slotsOf,
  toggleInSlots,
} from "./image-slots";

const A = "https://img.example/a.jpg";
const B = "https://img.example/b.jpg";
const C = "https://img.example/c.jpg";
const D = "https://img.example/d.jpg";
const E = "https://img.example/e.jpg";

describe("toggleInSlots", () => {
  it("puts an address into the first empty slot and takes it out on a second click", () => {
    let slots = toggleInSlots(emptySlots(), A);
    slots = toggleInSlots(slots, B);
    expect(slots).toEqual([A, B, "", ""]);
    slots = toggleInSlots(slots, A);
    expect(slots).toEqual(["", B, "", ""]);
    expect(toggleInSlots(slots, C)).toEqual([C, B, "", ""]);
  });

  it("leaves full slots as they are", () => {
    const full = [A, B, C, D];
    expect(toggleInSlots(full, E)).toEqual(full);
  });
});

describe("the other slot steps", () => {
  it("clears one slot and knows whether anything is picked", () => {
    expect(clearSlot([A, B, "", ""], 0)).toEqual(["", B, "", ""]);
    expect(hasPicked(emptySlots())).toBe(false);
    expect(hasPicked(["", "", C, ""])).toBe(true);
  });

  it("replaces only the form slots that were picked", () => {
    expect(applyPickedSlots([A, B, "", ""], ["", C, D, ""])).toEqual([A, C, D, ""]);
  });

  it("fills empty form slots with new, distinct addresses in order", () => {
    expect(fillEmptySlots([A, "", "", ""], [A, B, B, C, D, E])).toEqual({ slots: [A, B, C, D], added: 3 });
    expect(fillEmptySlots([A, B, C, D], [E])).toEqual({ slots: [A, B, C, D], added: 0 });
  });

  it("turns a list of images into four slots", () => {
    expect(slotsOf([A, B, C, D, E])).toEqual([A, B, C, D]);
    expect(slotsOf([A])).toEqual([A, "", "", ""]);
  });
});

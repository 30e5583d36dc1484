import { IMAGE_SLOTS } from "../../../../domain/image-urls";

// The product form's four image slots as the import helpers fill them. Pure, so the pickers' rules are
// tested without a browser. A slot is "" when empty, as the form holds it.

/** Four empty slots. */
export function emptySlots(): string[] {
  return Array.from({ length: IMAGE_SLOTS }, () => "");
}

/**
 * A click on a found address: it goes into the first empty slot, or comes out of its slot when it is
 * already in one. Unchanged when every slot is taken.
 */
export function toggleInSlots(slots: readonly string[], url: string): string[] {
  const at = slots.indexOf(url);
  if (at >= 0) return slots.map((slot, index) => (index === at ? "" : slot));
  const free = slots.indexOf("");
  return free < 0 ? [...slots] : slots.map((slot, index) => (index === free ? url : slot));
}

export function clearSlot(slots: readonly string[], index: number): string[] {
  return slots.map((slot, i) => (i === index ? "" : slot));
}

/** Whether any slot has an address ("Use Selected Images" needs one). */
export function hasPicked(slots: readonly string[]): boolean {
  return slots.some((slot) => slot.trim() !== "");
}

/** "Use Selected Images": each picked slot replaces the form's slot of the same number; empty ones leave it. */
export function applyPickedSlots(form: readonly string[], picked: readonly string[]): string[] {
  return form.map((slot, index) => (picked[index]?.trim() ? picked[index] : slot));
}

/**
 * Images read from a page fill the form's empty slots in order, skipping addresses already there.
 * Returns the slots and how many were added.
 */
export function fillEmptySlots(form: readonly string[], urls: readonly string[]): { slots: string[]; added: number } {
  const slots = [...form];
  let added = 0;
  const candidates = urls.filter((url, index) => urls.indexOf(url) === index && !form.includes(url));
  for (const url of candidates) {
    const free = slots.indexOf("");
    if (free < 0) break;
    slots[free] = url;
    added += 1;
  }
  return { slots, added };
}

/** A product's images as the form's slots: the first four, the rest empty. */
export function slotsOf(urls: readonly string[]): string[] {
  return emptySlots().map((_, index) => urls[index] ?? "");
}

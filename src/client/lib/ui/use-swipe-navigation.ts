import { useEffect, useRef, type RefObject } from "react";

/** How far a finger must travel sideways, and how much more sideways than up or down, to count as a swipe. */
export const SWIPE_MIN_PX = 50;
export const SWIPE_DOMINANCE = 1.5;

/** Marks an area whose own horizontal swipes mean something else (the photo carousel swipes photos). */
export const OWN_SWIPE_ATTRIBUTE = "data-own-swipe";

export type SwipeDirection = "previous" | "next";

/** A finished touch's direction, or null when it was a tap, a scroll or too short. */
export function swipeDirectionOf(dx: number, dy: number): SwipeDirection | null {
  if (Math.abs(dx) < SWIPE_MIN_PX || Math.abs(dx) < SWIPE_DOMINANCE * Math.abs(dy)) return null;
  // Content follows the finger: swiping left brings the next product in.
  return dx < 0 ? "next" : "previous";
}

/** Whether a key press belongs to whatever has focus (a field, a radio group, a slider, an open dialog). */
export function keyBelongsToFocus(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false;
  return Boolean(
    target.closest(
      `input, textarea, select, [contenteditable="true"], [role="radio"], [role="radiogroup"], [role="slider"], [role="dialog"], [${OWN_SWIPE_ATTRIBUTE}]`,
    ),
  );
}

/**
 * Moves between products the way a drop app does: a horizontal swipe on `area` (outside any element marked
 * OWN_SWIPE_ATTRIBUTE) and the Left/Right arrow keys (unless what has focus uses them) call `go`.
 * The area should have `touch-action: pan-y`, so the browser leaves horizontal moves to it.
 */
export function useSwipeNavigation(area: RefObject<HTMLElement | null>, go: (direction: SwipeDirection) => void): void {
  const latest = useRef(go);
  useEffect(() => {
    latest.current = go;
  });

  useEffect(() => {
    const element = area.current;
    if (!element) return;
    let start: { x: number; y: number; id: number } | null = null;
    const down = (event: PointerEvent) => {
      if (event.pointerType !== "touch" || !event.isPrimary) return;
      if (event.target instanceof Element && event.target.closest(`[${OWN_SWIPE_ATTRIBUTE}]`)) return;
      start = { x: event.clientX, y: event.clientY, id: event.pointerId };
    };
    const up = (event: PointerEvent) => {
      if (!start || event.pointerId !== start.id) return;
      const direction = swipeDirectionOf(event.clientX - start.x, event.clientY - start.y);
      start = null;
      if (direction) latest.current(direction);
    };
    const cancel = () => {
      start = null;
    };
    const key = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
      if (event.key !== "ArrowLeft" && event.key !== "ArrowRight") return;
      if (keyBelongsToFocus(event.target) || document.querySelector('[role="dialog"]')) return;
      event.preventDefault();
      latest.current(event.key === "ArrowLeft" ? "previous" : "next");
    };
    element.addEventListener("pointerdown", down);
    element.addEventListener("pointerup", up);
    element.addEventListener("pointercancel", cancel);
    window.addEventListener("keydown", key);
    return () => {
      element.removeEventListener("pointerdown", down);
      element.removeEventListener("pointerup", up);
      element.removeEventListener("pointercancel", cancel);
      window.removeEventListener("keydown", key);
    };
  }, [area]);
}

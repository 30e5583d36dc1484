// The full-screen zoom view's geometry, pure so it can be tested without a browser. The image is drawn
// centred in the stage and moved with `translate(x, y) scale(scale)` around its centre, so every point
// here is measured from the stage's centre, in CSS pixels.

export const MIN_ZOOM = 0.5;
export const MAX_ZOOM = 3;
/** Double-click (or double-tap) toggles between 1 and this. */
export const DOUBLE_TAP_ZOOM = 2;
/** The zoom in/out buttons and keys move by this much. */
export const ZOOM_STEP = 0.5;

export type Point = { x: number; y: number };
export type Size = { width: number; height: number };
export type ZoomState = { scale: number; x: number; y: number };

export const NO_ZOOM: ZoomState = Object.freeze({ scale: 1, x: 0, y: 0 });

export function clampScale(scale: number): number {
  if (Number.isNaN(scale)) return 1;
  return Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, scale));
}

/**
 * Keeps the enlarged image covering the stage: it can be moved until its edge reaches the stage's edge,
 * no further. At or below 100% there is nothing to move, so the image stays centred.
 */
export function clampPan(state: ZoomState, stage: Size): ZoomState {
  const maxX = Math.max(0, (stage.width * (state.scale - 1)) / 2);
  const maxY = Math.max(0, (stage.height * (state.scale - 1)) / 2);
  // "+ 0" turns -0 into 0, which keeps states comparable with toEqual and ===.
  return {
    scale: state.scale,
    x: Math.min(maxX, Math.max(-maxX, state.x)) + 0,
    y: Math.min(maxY, Math.max(-maxY, state.y)) + 0,
  };
}

/** Zooms to `scale` (clamped) keeping the image point under `focus` where it is on screen. */
export function zoomAt(state: ZoomState, scale: number, focus: Point, stage: Size): ZoomState {
  const next = clampScale(scale);
  const ratio = next / state.scale;
  return clampPan(
    { scale: next, x: focus.x - (focus.x - state.x) * ratio, y: focus.y - (focus.y - state.y) * ratio },
    stage,
  );
}

/** Double-click/double-tap: from 100% to 200% towards the tapped point; from any other zoom back to 100%. */
export function toggleZoom(state: ZoomState, focus: Point, stage: Size): ZoomState {
  return state.scale === 1 ? zoomAt(state, DOUBLE_TAP_ZOOM, focus, stage) : NO_ZOOM;
}

/** One step of the zoom buttons, about the stage's centre. */
export function stepZoom(state: ZoomState, direction: 1 | -1, stage: Size): ZoomState {
  return zoomAt(state, state.scale + direction * ZOOM_STEP, { x: 0, y: 0 }, stage);
}

export function panBy(state: ZoomState, dx: number, dy: number, stage: Size): ZoomState {
  return clampPan({ scale: state.scale, x: state.x + dx, y: state.y + dy }, stage);
}

export function distance(a: Point, b: Point): number {
  return Math.hypot(a.x - b.x, a.y - b.y);
}

export function midpoint(a: Point, b: Point): Point {
  return { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
}

export type PinchStart = { state: ZoomState; distance: number; center: Point };

/**
 * Two fingers: the scale follows the change in their distance (clamped to 0.5-3) and the image point that
 * was between them at the start stays between them as they move.
 */
export function pinchZoom(start: PinchStart, fingers: [Point, Point], stage: Size): ZoomState {
  const center = midpoint(fingers[0], fingers[1]);
  const spread = distance(fingers[0], fingers[1]);
  const scale = start.distance > 0 ? clampScale(start.state.scale * (spread / start.distance)) : start.state.scale;
  // Where the start centre's image point now lands, after scaling about it and following the fingers.
  const ratio = scale / start.state.scale;
  return clampPan(
    {
      scale,
      x: center.x - (start.center.x - start.state.x) * ratio,
      y: center.y - (start.center.y - start.state.y) * ratio,
    },
    stage,
  );
}

/** "150%" */
export function zoomPercent(scale: number): string {
  return `${Math.round(scale * 100)}%`;
}

/** "2/4" for the second of four images. */
export function imagePosition(index: number, total: number): string {
  return `${total === 0 ? 0 : index + 1}/${total}`;
}

/** Index of the image after `index` in `direction`, wrapping around at both ends. */
export function wrapIndex(index: number, direction: 1 | -1, total: number): number {
  if (total <= 0) return 0;
  return (((index + direction) % total) + total) % total;
}

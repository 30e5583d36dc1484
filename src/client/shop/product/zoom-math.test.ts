import { describe, expect, it } from "vitest";
import {
  clampPan,
  clampScale,
  imagePosition,
  NO_ZOOM,
  panBy,
  pinchZoom,
  stepZoom,
  toggleZoom,
  wrapIndex,
  zoomAt,
  zoomPercent,
} from "./zoom-math";

const stage = { width: 400, height: 600 };

describe("clampScale", () => {
  it("keeps the scale between 0.5 and 3", () => {
    expect(clampScale(0.2)).toBe(0.5);
    expect(clampScale(1.7)).toBe(1.7);
    expect(clampScale(9)).toBe(3);
    expect(clampScale(Number.NaN)).toBe(1);
  });
});

describe("clampPan", () => {
  it("lets a 2x image move until its edge meets the stage edge", () => {
    expect(clampPan({ scale: 2, x: 1000, y: -1000 }, stage)).toEqual({ scale: 2, x: 200, y: -300 });
    expect(clampPan({ scale: 2, x: 50, y: 20 }, stage)).toEqual({ scale: 2, x: 50, y: 20 });
  });

  it("keeps an image at or below 100% centred", () => {
    expect(clampPan({ scale: 1, x: 30, y: -30 }, stage)).toEqual(NO_ZOOM);
    expect(clampPan({ scale: 0.5, x: 30, y: 30 }, stage)).toEqual({ scale: 0.5, x: 0, y: 0 });
  });
});

describe("zoomAt", () => {
  it("keeps the image point under the focus in place", () => {
    const focus = { x: 100, y: -50 };
    const zoomed = zoomAt(NO_ZOOM, 2, focus, stage);
    // The image point under the focus before: (focus - t) / s. After: the same point maps back to the focus.
    expect(zoomed.scale).toBe(2);
    expect((focus.x - zoomed.x) / zoomed.scale).toBeCloseTo(focus.x);
    expect((focus.y - zoomed.y) / zoomed.scale).toBeCloseTo(focus.y);
  });

  it("clamps the scale", () => {
    expect(zoomAt(NO_ZOOM, 10, { x: 0, y: 0 }, stage).scale).toBe(3);
    expect(zoomAt(NO_ZOOM, 0.1, { x: 0, y: 0 }, stage).scale).toBe(0.5);
  });
});

describe("toggleZoom", () => {
  it("goes from 1 to 2 towards the tapped point, and back to 1 from any zoom", () => {
    const zoomed = toggleZoom(NO_ZOOM, { x: 80, y: 40 }, stage);
    expect(zoomed).toEqual({ scale: 2, x: -80, y: -40 });
    expect(toggleZoom(zoomed, { x: 0, y: 0 }, stage)).toEqual(NO_ZOOM);
    expect(toggleZoom({ scale: 0.5, x: 0, y: 0 }, { x: 0, y: 0 }, stage)).toEqual(NO_ZOOM);
  });
});

describe("stepZoom", () => {
  it("zooms in and out by half steps about the centre, within the limits", () => {
    expect(stepZoom(NO_ZOOM, 1, stage)).toEqual({ scale: 1.5, x: 0, y: 0 });
    expect(stepZoom({ scale: 3, x: 0, y: 0 }, 1, stage).scale).toBe(3);
    expect(stepZoom({ scale: 0.5, x: 0, y: 0 }, -1, stage).scale).toBe(0.5);
  });

  it("pulls a panned image back inside the stage when zooming out", () => {
    const out = stepZoom({ scale: 3, x: 400, y: 0 }, -1, stage);
    expect(out.scale).toBe(2.5);
    expect(out.x).toBeLessThanOrEqual((stage.width * 1.5) / 2);
  });
});

describe("panBy", () => {
  it("moves a zoomed image and stops at the edge", () => {
    expect(panBy({ scale: 2, x: 0, y: 0 }, 30, -40, stage)).toEqual({ scale: 2, x: 30, y: -40 });
    expect(panBy({ scale: 2, x: 190, y: 0 }, 30, 0, stage).x).toBe(200);
    expect(panBy(NO_ZOOM, 30, 30, stage)).toEqual(NO_ZOOM);
  });
});

describe("pinchZoom", () => {
  const start = { state: NO_ZOOM, distance: 100, center: { x: 0, y: 0 } };

  it("scales with the fingers' spread", () => {
    expect(
      pinchZoom(
        start,
        [
          { x: -100, y: 0 },
          { x: 100, y: 0 },
        ],
        stage,
      ).scale,
    ).toBe(2);
    expect(
      pinchZoom(
        start,
        [
          { x: -25, y: 0 },
          { x: 25, y: 0 },
        ],
        stage,
      ).scale,
    ).toBe(0.5);
  });

  it("stays within 0.5 and 3 however far the fingers go", () => {
    expect(
      pinchZoom(
        start,
        [
          { x: -1000, y: 0 },
          { x: 1000, y: 0 },
        ],
        stage,
      ).scale,
    ).toBe(3);
    expect(
      pinchZoom(
        start,
        [
          { x: -1, y: 0 },
          { x: 1, y: 0 },
        ],
        stage,
      ).scale,
    ).toBe(0.5);
  });

  it("follows the fingers when they move together", () => {
    const zoomed = { state: { scale: 2, x: 0, y: 0 }, distance: 100, center: { x: 0, y: 0 } };
    const moved = pinchZoom(
      zoomed,
      [
        { x: -30, y: 20 },
        { x: 70, y: 20 },
      ],
      stage,
    );
    expect(moved).toEqual({ scale: 2, x: 20, y: 20 });
  });

  it("ignores a zero start distance instead of dividing by it", () => {
    const degenerate = { state: { scale: 1.5, x: 0, y: 0 }, distance: 0, center: { x: 0, y: 0 } };
    expect(
      pinchZoom(
        degenerate,
        [
          { x: 0, y: 0 },
          { x: 10, y: 0 },
        ],
        stage,
      ).scale,
    ).toBe(1.5);
  });
});

describe("labels and navigation", () => {
  it("formats the zoom percentage and the image position", () => {
    expect(zoomPercent(1)).toBe("100%");
    expect(zoomPercent(1.25)).toBe("125%");
    expect(zoomPercent(0.5)).toBe("50%");
    expect(imagePosition(1, 4)).toBe("2/4");
    expect(imagePosition(0, 0)).toBe("0/0");
  });

  it("wraps around at both ends", () => {
    expect(wrapIndex(3, 1, 4)).toBe(0);
    expect(wrapIndex(0, -1, 4)).toBe(3);
    expect(wrapIndex(1, 1, 4)).toBe(2);
    expect(wrapIndex(0, 1, 0)).toBe(0);
  });
});

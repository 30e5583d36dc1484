// DESIGN section 9 settles the spec's two readings of the chart on the one that runs through 3XL.

export type SizeChart = {
  readonly unit: "in";
  readonly sizes: readonly string[];
  readonly rows: readonly { readonly label: string; readonly values: readonly number[] }[];
};

function steps(from: number, step: number, count: number): readonly number[] {
  return Object.freeze(Array.from({ length: count }, (_, i) => from + i * step));
}

const SIZES = Object.freeze(["XS", "S", "M", "L", "XL", "XXL", "3XL"]);

/** Garment measurements in inches, one value per size in `sizes` order. Frozen: it is shared by every screen. */
export const SIZE_CHART: SizeChart = Object.freeze({
  unit: "in",
  sizes: SIZES,
  rows: Object.freeze([
    Object.freeze({ label: "Bust", values: steps(34, 2, SIZES.length) }),
    Object.freeze({ label: "Shoulder", values: steps(13.5, 0.5, SIZES.length) }),
    Object.freeze({ label: "Bottom Waist", values: steps(26, 2, SIZES.length) }),
    Object.freeze({ label: "Bottom Length", values: steps(37, 0, SIZES.length) }),
  ]),
});

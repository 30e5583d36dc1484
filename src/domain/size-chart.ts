import { type Category, SIZE_SETS } from "./catalog";

// One chart per category, in inches (docs/decisions/015). Regular runs XS-3XL, its XXL written 2XL as products
// write it; plus, kids and men have their own.

export type SizeChart = {
  readonly unit: "in";
  /** The chart's sizes, in the category's own order and spelling (catalog.ts SIZE_SETS). */
  readonly sizes: readonly string[];
  /** One measurement per size, in `sizes` order. */
  readonly rows: readonly { readonly label: string; readonly values: readonly number[] }[];
};

function chart(sizes: readonly string[], rows: Record<string, readonly number[]>): SizeChart {
  for (const [label, values] of Object.entries(rows)) {
    if (values.length !== sizes.length)
      throw new Error(`size chart row ${label}: ${values.length} values for ${sizes.length} sizes`);
  }
  return Object.freeze({
    unit: "in" as const,
    sizes: Object.freeze([...sizes]),
    rows: Object.freeze(
      Object.entries(rows).map(([label, values]) => Object.freeze({ label, values: Object.freeze([...values]) })),
    ),
  });
}

const steps = (from: number, step: number, count: number) => Array.from({ length: count }, (_, i) => from + i * step);

export const SIZE_CHARTS: Readonly<Record<Category, SizeChart>> = Object.freeze({
  regular: chart(SIZE_SETS.regular, {
    Bust: steps(34, 2, 7),
    Shoulder: steps(13.5, 0.5, 7),
    "Bottom Waist": steps(26, 2, 7),
    "Bottom Length": steps(37, 0, 7),
  }),
  plus: chart(SIZE_SETS.plus, {
    Bust: [46, 48, 50],
    Shoulder: [16.5, 17, 17.5],
    "Bottom Waist": [38, 40, 42],
    "Bottom Length": [37, 37, 37],
  }),
  kids: chart(SIZE_SETS.kids, {
    Chest: [21, 22, 23, 24, 25, 26, 27, 28.5, 30, 32],
    Waist: [20, 20.5, 21, 21.5, 22, 22.5, 23, 24, 25, 26],
    Height: [35, 38, 41, 44, 47, 50, 53, 56, 59, 62],
  }),
  men: chart(SIZE_SETS.men, {
    Chest: steps(34, 2, 7),
    Shoulder: [16, 17, 17.5, 18, 18.5, 19, 19.5],
    "Kurta Length": steps(38, 1, 7),
    "Pyjama Waist": steps(28, 2, 7),
  }),
});

// The spellings shops use for the same size: the chart's own spelling first.
const ALIASES: Readonly<Record<string, string>> = { XXL: "2XL", XXXL: "3XL", XXXXL: "4XL", XXXXXL: "5XL" };

/** A size as the chart spells it: trimmed, upper case, XXL as 2XL. */
export function chartSize(size: string): string {
  const upper = size.trim().toUpperCase();
  return ALIASES[upper] ?? upper;
}

/**
 * The chart a product shows: its category's, with the product's own sizes marked. A size the chart has no
 * measurements for (a "Free Size", "2-3Y") is named in `unmeasured`, never given an empty row.
 */
export function sizeChartFor(
  category: Category,
  productSizes: readonly string[],
): { chart: SizeChart; offered: ReadonlySet<string>; unmeasured: string[] } {
  const sizeChart = SIZE_CHARTS[category];
  const known = new Set(sizeChart.sizes);
  const offered = new Set<string>();
  const unmeasured: string[] = [];
  for (const size of productSizes) {
    const spelled = chartSize(size);
    if (known.has(spelled)) offered.add(spelled);
    else unmeasured.push(size);
  }
  return { chart: sizeChart, offered, unmeasured };
}

/**
 * What scripts/realdata.ts checks in each file, one field at a time, and the per-field tally it prints. The
 * field lists below are the only place a field is named: they decide each file's line, its verdict and the
 * table. Pure (no files read), so scripts/realdata-fields.test.ts can hold it to small cases of its own.
 */
import type { PageProduct } from "../src/server/services/imports/page-extract";

export type ExpectedExport = { file: string; products: string[] };
export type ExpectedPage = {
  file: string;
  url: string;
  title: string[];
  price: string[];
  photo: string[];
  sizes?: string[];
};

/** One thing a file can get right. */
export type Field<Case> = {
  name: string;
  /** Whether the file's expectation says what right is; without it the field is always checked. */
  checked?: (file: Case) => boolean;
  right: (file: Case) => boolean;
  /** What the importer gave instead, for the file's line. */
  wrong: (file: Case) => string;
  /** Whether the file's verdict needs this field right (sizes are reported, not required). */
  decides: boolean;
};

export type Check = { field: string; right: boolean; wrong: string };
export type Judgement = { checks: Check[]; right: boolean };
export type FieldTally = { field: string; right: number; checked: number };

export const oneLine = (text: string) => text.replace(/\s+/g, " ").trim();
export const shorten = (text: string, max = 70) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);
/** http and https serve the same photo. */
const sameAddress = (a: string, b: string) => a.replace(/^https?:/, "") === b.replace(/^https?:/, "");

/** The items of `a` that `b` lacks, counting repeats (two products may share a title). */
function missingFrom(a: readonly string[], b: readonly string[]): string[] {
  const left = [...b];
  return a.filter((item) => {
    const at = left.indexOf(item);
    if (at < 0) return true;
    left.splice(at, 1);
    return false;
  });
}

const someOf = (items: readonly string[]) =>
  items
    .slice(0, 3)
    .map((item) => shorten(item, 40))
    .join(" | ");

/** An export as the converter and the upload's row rules leave it; titles on one line. */
export type ExportCase = {
  expectation: ExpectedExport | undefined;
  converted: string[];
  /** One line per row the upload refuses: its title and first problem. */
  refused: string[];
};

const wantedOf = (file: ExportCase) => (file.expectation?.products ?? []).map(oneLine);

export const exportFields: readonly Field<ExportCase>[] = [
  {
    name: "products",
    right: (file) =>
      file.expectation !== undefined &&
      missingFrom(wantedOf(file), file.converted).length === 0 &&
      missingFrom(file.converted, wantedOf(file)).length === 0,
    wrong: (file) => {
      if (!file.expectation) return " (no expectation recorded)";
      const missing = missingFrom(wantedOf(file), file.converted);
      const extra = missingFrom(file.converted, wantedOf(file));
      return [
        missing.length ? `; missing ${missing.length}: ${someOf(missing)}` : "",
        extra.length ? `; unexpected ${extra.length}: ${someOf(extra)}` : "",
      ].join("");
    },
    decides: true,
  },
  {
    name: "upload",
    right: (file) => file.refused.length === 0,
    wrong: (file) => `; the upload refuses ${file.refused.length}, e.g. ${file.refused.slice(0, 2).join(" | ")}`,
    decides: true,
  },
];

export type PageCase = { expectation: ExpectedPage; product: PageProduct };

const mainPhoto = (file: PageCase) => file.product.images[0] ?? "";

export const pageFields: readonly Field<PageCase>[] = [
  {
    name: "title",
    right: ({ expectation, product }) => expectation.title.map(oneLine).includes(oneLine(product.title)),
    wrong: ({ product }) => `"${shorten(oneLine(product.title))}"`,
    decides: true,
  },
  {
    name: "price",
    right: ({ expectation, product }) => expectation.price.includes(product.price),
    wrong: ({ product }) => `"${product.price}"`,
    decides: true,
  },
  {
    name: "photo",
    right: (file) => file.expectation.photo.some((accepted) => sameAddress(accepted, mainPhoto(file))),
    wrong: (file) => shorten(mainPhoto(file), 110) || "(none)",
    decides: true,
  },
  {
    name: "sizes",
    checked: ({ expectation }) => expectation.sizes !== undefined,
    right: ({ expectation, product }) => (expectation.sizes ?? []).join(",") === product.sizes.join(","),
    wrong: ({ product }) => `[${product.sizes.join(",")}]`,
    decides: false,
  },
];

/** The file's checks, those its expectation leaves out skipped, and its verdict. */
export function judgeFile<Case>(fields: readonly Field<Case>[], file: Case): Judgement {
  const checks = fields
    .filter((field) => field.checked?.(file) ?? true)
    .map((field) => {
      const right = field.right(file);
      return { field: field.name, right, wrong: right ? "" : field.wrong(file) };
    });
  const decided = new Set(fields.filter((field) => field.decides).map((field) => field.name));
  return { checks, right: checks.every((check) => check.right || !decided.has(check.field)) };
}

/** A file with no expectation: wrong in every field that is always checked. */
export function unjudged<Case>(fields: readonly Field<Case>[]): Judgement {
  const checks = fields
    .filter((field) => field.checked === undefined)
    .map((field) => ({ field: field.name, right: false, wrong: "" }));
  return { checks, right: false };
}

/** Per field, in the list's order: how many files have it right of those where it was checked. */
export function tallyFields<Case>(fields: readonly Field<Case>[], judged: readonly Judgement[]): FieldTally[] {
  return fields.map(({ name }) => {
    const checks = judged.flatMap((file) => file.checks.filter((check) => check.field === name));
    return { field: name, right: checks.filter((check) => check.right).length, checked: checks.length };
  });
}

/** "title 22/22  price 21/22  photo 22/22  sizes 6/6". */
export const formatTally = (tally: readonly FieldTally[]) =>
  tally.map(({ field, right, checked }) => `${field} ${right}/${checked}`).join("  ");

/** The fields a file's verdict needs, as the closing line names them: "title+price+photo". */
export const decidingNames = <Case>(fields: readonly Field<Case>[]) =>
  fields
    .filter((field) => field.decides)
    .map((field) => field.name)
    .join("+");

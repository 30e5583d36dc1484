/**
 * The importers on real exports and real product pages (issue 23). Runs every file of the realdata folder
 * (`../shared/fixtures/realdata` beside the repository, or the folder given) through the importer functions,
 * read in place, and compares the result with what a person reading the file expects
 * (scripts/realdata-expected.json, written by reading the files):
 *   - a Shopify export "imports whole" when the converter's rows are exactly the expected products (those
 *     with a title, a price above 0 and a photo) and every one of them passes the bulk upload's row rules
 *     (judgeUploadRows, the upload's own validation);
 *   - a page is right when its title, price and main photo (the first image) are among the accepted ones.
 * Prints one line per file and the closing figure. Without the folder it says so and exits 0.
 *   npx tsx scripts/realdata.ts [folder]
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gunzipSync } from "node:zlib";
import { parseCsv } from "../src/domain/csv";
import { convertShopifyCsv } from "../src/domain/shopify-convert";
import { judgeUploadRows } from "../src/server/services/bulk-upload";
import { extractProductFromBytes } from "../src/server/services/page-extract";

type ExpectedExport = { file: string; products: string[] };
type ExpectedPage = {
  file: string;
  url: string;
  title: string[];
  price: string[];
  photo: string[];
  sizes?: string[];
};
type Expected = { shopify: ExpectedExport[]; pages: ExpectedPage[] };

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const folder = path.resolve(process.argv[2] ?? path.join(root, "..", "shared", "fixtures", "realdata"));
const expected = JSON.parse(readFileSync(path.join(root, "scripts", "realdata-expected.json"), "utf8")) as Expected;

const filesIn = (dir: string, pattern: RegExp) =>
  existsSync(dir)
    ? readdirSync(dir)
        .filter((name) => pattern.test(name))
        .sort()
    : [];
const oneLine = (text: string) => text.replace(/\s+/g, " ").trim();
const shorten = (text: string, max = 70) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

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

function measureExport(file: string): boolean {
  const expectation = expected.shopify.find((entry) => entry.file === file);
  const conversion = convertShopifyCsv(parseCsv(readFileSync(path.join(folder, "shopify", file), "utf8")));
  const judged = judgeUploadRows({ rows: conversion.products, discountAmount: "0.00" });
  const passed = judged.valid.map(({ values }) => oneLine(values.name));
  const refusals = judged.rejected.map(
    ({ values, problems }) => `${shorten(values.name ?? "", 40)}: ${problems[0]?.message}`,
  );
  const wanted = (expectation?.products ?? []).map(oneLine);
  const missing = missingFrom(wanted, passed);
  const extra = missingFrom(passed, wanted);
  const whole = expectation !== undefined && judged.rejected.length === 0 && missing.length === 0 && extra.length === 0;
  const detail = [
    expectation ? "" : " (no expectation recorded)",
    missing.length
      ? `; missing ${missing.length}: ${missing
          .slice(0, 3)
          .map((t) => shorten(t, 40))
          .join(" | ")}`
      : "",
    extra.length
      ? `; unexpected ${extra.length}: ${extra
          .slice(0, 3)
          .map((t) => shorten(t, 40))
          .join(" | ")}`
      : "",
    refusals.length ? `; the upload refuses ${refusals.length}, e.g. ${refusals.slice(0, 2).join(" | ")}` : "",
  ].join("");
  console.log(
    `shopify ${file}: ${conversion.products.length} converted, ${passed.length} pass the upload, ${wanted.length} expected -> ${whole ? "whole" : "NOT whole"}${detail}`,
  );
  return whole;
}

/** http and https serve the same photo. */
const sameAddress = (a: string, b: string) => a.replace(/^https?:/, "") === b.replace(/^https?:/, "");

function measurePage(file: string): boolean {
  const expectation = expected.pages.find((entry) => entry.file === file);
  if (!expectation) {
    console.log(`page ${file}: no expectation recorded -> wrong`);
    return false;
  }
  const raw = readFileSync(path.join(folder, "pages", file));
  const body = file.endsWith(".gz") ? gunzipSync(raw) : raw;
  // A saved page has no response headers: the character set comes from the page itself.
  const product = extractProductFromBytes(body, "text/html", expectation.url);
  const photo = product.images[0] ?? "";
  const checks = {
    title: expectation.title.map(oneLine).includes(oneLine(product.title)),
    price: expectation.price.includes(product.price),
    photo: expectation.photo.some((accepted) => sameAddress(accepted, photo)),
  };
  const right = checks.title && checks.price && checks.photo;
  const sizes = expectation.sizes
    ? ` · sizes ${expectation.sizes.join(",") === product.sizes.join(",") ? "ok" : `WRONG [${product.sizes.join(",")}]`}`
    : "";
  console.log(
    `page ${file}: title ${checks.title ? "ok" : `WRONG "${shorten(oneLine(product.title))}"`}` +
      ` · price ${checks.price ? "ok" : `WRONG "${product.price}"`}` +
      ` · photo ${checks.photo ? "ok" : `WRONG ${shorten(photo, 110) || "(none)"}`}${sizes} -> ${right ? "right" : "wrong"}`,
  );
  return right;
}

if (!existsSync(folder)) {
  console.log(`No realdata folder at ${folder}: nothing to measure.`);
} else {
  const exports = filesIn(path.join(folder, "shopify"), /\.csv$/i);
  const pages = filesIn(path.join(folder, "pages"), /\.html?(\.gz)?$/i);
  const whole = exports.filter(measureExport).length;
  const right = pages.filter(measurePage).length;
  console.log(
    `shopify ${whole}/${exports.length} import whole; pages ${right}/${pages.length} title+price+photo right`,
  );
}

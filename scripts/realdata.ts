/**
 * The importers on real exports and real product pages. Runs every file of the realdata folder
 * (`../shared/fixtures/realdata` beside the repository, or the folder given) through the importer functions,
 * read in place, and compares the result with what a person reading the file expects
 * (scripts/realdata-expected.json, written by reading the files):
 *   - a Shopify export "imports whole" when the converter's rows are exactly the expected products (those
 *     with a title, a price above 0 and a photo) and every one of them passes the bulk upload's row rules
 *     (judgeUploadRows, the upload's own validation);
 *   - a page is right when its title, price and main photo (the first image) are among the accepted ones;
 *     its sizes, where the page offers them, are checked and reported but not required.
 * The fields are listed once, in scripts/realdata-fields.ts. Prints one line per file, then per field how many
 * files have it right, then the closing figure. Without the folder it says so and exits 0.
 *   npx tsx scripts/realdata.ts [folder]
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gunzipSync } from "node:zlib";
import { parseCsv } from "../src/domain/csv";
import { convertShopifyCsv } from "../src/domain/shopify-convert";
import { judgeUploadRows } from "../src/server/services/imports/bulk-upload";
import { extractProductFromBytes } from "../src/server/services/imports/page-extract";
import {
  type ExpectedExport,
  type ExpectedPage,
  type Judgement,
  decidingNames,
  exportFields,
  formatTally,
  judgeFile,
  oneLine,
  pageFields,
  shorten,
  tallyFields,
  unjudged,
} from "./realdata-fields";

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

function measureExport(file: string): Judgement {
  const conversion = convertShopifyCsv(parseCsv(readFileSync(path.join(folder, "shopify", file), "utf8")));
  const judged = judgeUploadRows({ rows: conversion.products, discountAmount: "0.00" });
  const expectation = expected.shopify.find((entry) => entry.file === file);
  const judgement = judgeFile(exportFields, {
    expectation,
    converted: conversion.products.map((row) => oneLine(row.name ?? "")),
    refused: judged.rejected.map(
      ({ values, problems }) => `${shorten(values.name ?? "", 40)}: ${problems[0]?.message}`,
    ),
  });
  console.log(
    `shopify ${file}: ${conversion.products.length} converted, ${judged.valid.length} pass the upload, ` +
      `${expectation?.products.length ?? 0} expected -> ${judgement.right ? "whole" : "NOT whole"}` +
      judgement.checks.map((check) => check.wrong).join(""),
  );
  return judgement;
}

function measurePage(file: string): Judgement {
  const expectation = expected.pages.find((entry) => entry.file === file);
  if (!expectation) {
    console.log(`page ${file}: no expectation recorded -> wrong`);
    return unjudged(pageFields);
  }
  const raw = readFileSync(path.join(folder, "pages", file));
  const body = file.endsWith(".gz") ? gunzipSync(raw) : raw;
  // A saved page has no response headers: the character set comes from the page itself.
  const product = extractProductFromBytes(body, "text/html", expectation.url);
  const judgement = judgeFile(pageFields, { expectation, product });
  const checks = judgement.checks.map(({ field, right, wrong }) => `${field} ${right ? "ok" : `WRONG ${wrong}`}`);
  console.log(`page ${file}: ${checks.join(" · ")} -> ${judgement.right ? "right" : "wrong"}`);
  return judgement;
}

if (!existsSync(folder)) {
  console.log(`No realdata folder at ${folder}: nothing to measure.`);
} else {
  const exports = filesIn(path.join(folder, "shopify"), /\.csv$/i).map(measureExport);
  const pages = filesIn(path.join(folder, "pages"), /\.html?(\.gz)?$/i).map(measurePage);
  console.log(`shopify by field: ${formatTally(tallyFields(exportFields, exports))}`);
  console.log(`pages by field:   ${formatTally(tallyFields(pageFields, pages))}`);
  const whole = exports.filter((file) => file.right).length;
  const right = pages.filter((file) => file.right).length;
  console.log(
    `shopify ${whole}/${exports.length} import whole; pages ${right}/${pages.length} ${decidingNames(pageFields)} right`,
  );
}

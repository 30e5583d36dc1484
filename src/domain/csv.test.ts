import { describe, expect, it } from "vitest";
import { csvRowError, formatCsv, parseCsv, unguardCsvCell } from "./csv";

describe("parseCsv", () => {
  it("drops a BOM, reads CRLF, quoted fields with doubled quotes, commas and line breaks inside", () => {
    const parsed = parseCsv('\uFEFFname,description\r\nKurta,"A ""fine"" kurta, with\r\ntwo lines"\r\nSaree,Plain\r\n');
    expect(parsed.headers).toEqual(["name", "description"]);
    expect(parsed.rows).toEqual([
      { rowNumber: 2, values: { name: "Kurta", description: 'A "fine" kurta, with\r\ntwo lines' } },
      { rowNumber: 3, values: { name: "Saree", description: "Plain" } },
    ]);
    expect(parsed.skipped).toEqual([]);
    expect(parsed.malformed).toBe(false);
  });

  it("skips empty lines silently and keeps counting them as rows, as a spreadsheet does", () => {
    const parsed = parseCsv("a,b\n\n1,2\n  ,  \n\n3,4\n\n");
    expect(parsed.rows.map((row) => [row.rowNumber, row.values.a])).toEqual([
      [3, "1"],
      [6, "3"],
    ]);
    expect(parsed.skipped).toEqual([]);
  });

  it("skips and reports a row with fewer fields than the header, and one with extra non-empty fields", () => {
    const parsed = parseCsv("a,b,c\n1,2\n1,2,3,4\n1,2,3,,\n");
    expect(parsed.rows.map((row) => row.rowNumber)).toEqual([4]);
    expect(parsed.skipped).toEqual([
      { rowNumber: 2, reason: "Row 2: has 2 of the header's 3 fields; skipped" },
      { rowNumber: 3, reason: "Row 3: has 4 fields but the header has 3 (an unquoted comma?); skipped" },
    ]);
  });

  it("trims header names and ignores a header's trailing empty cells", () => {
    const parsed = parseCsv(" name , price ,,\nKurta,10,,\n");
    expect(parsed.headers).toEqual(["name", "price"]);
    expect(parsed.rows[0].values).toEqual({ name: "Kurta", price: "10" });
  });

  it("keeps non-ASCII text as it is", () => {
    expect(parseCsv("name\nसाड़ी — Ça va\n").rows[0].values.name).toBe("साड़ी — Ça va");
  });

  it("calls an unterminated quote malformed and an empty file headerless", () => {
    expect(parseCsv('a,b\n1,"open\n2,3\n').malformed).toBe(true);
    expect(parseCsv("")).toEqual({ headers: [], rows: [], skipped: [], malformed: false });
    expect(parseCsv("\uFEFF\r\n\r\n").headers).toEqual([]);
  });
});

describe("formatCsv", () => {
  it("quotes what needs quoting and guards cells a spreadsheet would run as formulas", () => {
    const text = formatCsv(
      ["name", "description"],
      [
        { name: "=HYPERLINK(1)", description: 'say "hi", twice' },
        { name: "-5", description: "@sum" },
        { name: "plain", description: "" },
      ],
    );
    expect(text).toBe('name,description\r\n"\'=HYPERLINK(1)","say ""hi"", twice"\r\n"\'-5","\'@sum"\r\nplain,');
  });

  it("round-trips through parseCsv, with unguardCsvCell undoing the formula guard", () => {
    const rows = [
      { a: "=1+1", b: "line\nbreak" },
      { a: "+x", b: "\tTab" },
    ];
    const parsed = parseCsv(formatCsv(["a", "b"], rows));
    expect(parsed.rows.map((row) => ({ a: unguardCsvCell(row.values.a), b: unguardCsvCell(row.values.b) }))).toEqual(
      rows,
    );
  });

  it("guards a formula cell that spans lines, and writes rows alone for a streamed download", () => {
    expect(formatCsv(["a"], [{ a: "\tTab\r\nnext" }, { a: "=1\n2" }], { header: false })).toBe(
      '"\'\tTab\r\nnext"\r\n"\'=1\n2"',
    );
  });

  it("leaves an apostrophe that guards nothing alone", () => {
    expect(unguardCsvCell("'quoted'")).toBe("'quoted'");
    expect(unguardCsvCell("'=x")).toBe("=x");
  });
});

describe("csvRowError", () => {
  it("names the row and the field first", () => {
    expect(csvRowError(7, "price", "must be a number")).toBe("Row 7, price: must be a number");
  });
});

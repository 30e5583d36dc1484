import { describe, expect, it } from "vitest";
import { SAMPLE_PRODUCTS_CSV } from "../../../../domain/product-csv";
import { chosenFileProblem, readUploadText } from "./upload-file";

describe("chosenFileProblem", () => {
  it("says no file was selected when there is none", () => {
    expect(chosenFileProblem(undefined)).toEqual({ title: "No file selected", description: "" });
  });

  it("accepts a .csv name or a CSV/Excel type, and refuses others with the spec's message", () => {
    expect(chosenFileProblem({ name: "PRODUCTS.CSV", type: "" })).toBeNull();
    expect(chosenFileProblem({ name: "export", type: "application/vnd.ms-excel" })).toBeNull();
    expect(chosenFileProblem({ name: "photo.png", type: "image/png" })).toEqual({
      title: "Invalid file type",
      description: "Please select a CSV file (.csv extension)",
    });
  });
});

describe("readUploadText", () => {
  it("reads the sample file as five rows numbered from 2", () => {
    const file = readUploadText(SAMPLE_PRODUCTS_CSV);
    expect(file.ok).toBe(true);
    if (!file.ok) return;
    expect(file.rowNumbers).toEqual([2, 3, 4, 5, 6]);
    expect(file.rows[0]?.name).toBe("Embroidered Anarkali Kurta");
    expect(file.rows[0]?.description).toContain('a "dupatta"');
    expect(file.skipped).toEqual([]);
  });

  it("names the missing required columns", () => {
    const file = readUploadText("name,price\nA,1\n");
    expect(file).toEqual({
      ok: false,
      message: {
        title: "Missing required columns",
        description: "Your CSV is missing these required columns: description, category",
      },
    });
  });

  it("calls a file with no data rows, or nothing at all, a CSV file issue", () => {
    for (const text of ["", "name,description,price,category\r\n"]) {
      const file = readUploadText(text);
      expect(file.ok).toBe(false);
      if (!file.ok) expect(file.message.title).toBe("CSV file issue");
    }
  });

  it("reports a short row as skipped and keeps the others", () => {
    const file = readUploadText("name,description,price,category\nA,a,1,regular\nB,b\n");
    expect(file.ok).toBe(true);
    if (!file.ok) return;
    expect(file.rowNumbers).toEqual([2]);
    expect(file.skipped).toEqual(["Row 3: has 2 of the header's 4 fields; skipped"]);
  });
});

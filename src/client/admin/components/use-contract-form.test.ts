import { describe, expect, it } from "vitest";
import { formFieldErrors } from "./use-contract-form";

describe("formFieldErrors", () => {
  const fields = ["storeName", "storeEmail", "stock"];

  it("puts the first message of each field in the form's order, the first one to be focused", () => {
    expect(
      formFieldErrors({ storeEmail: ["Bad email", "Too long"], storeName: ["Store name is too long"] }, fields),
    ).toEqual([
      { field: "storeName", message: "Store name is too long" },
      { field: "storeEmail", message: "Bad email" },
    ]);
  });

  it("keeps a key under a field (a size's stock) and leaves the rest to the toast", () => {
    expect(formFieldErrors({ "stock.M": ["Stock must be a whole number"], body: ["Unknown field"] }, fields)).toEqual([
      { field: "stock.M", message: "Stock must be a whole number" },
    ]);
  });

  it("does not take a field whose name only starts like one of the form's", () => {
    expect(formFieldErrors({ storeNameExtra: ["x"], storeName: [] }, fields)).toEqual([]);
  });
});

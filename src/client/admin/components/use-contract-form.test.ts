import { describe, expect, it } from "vitest";
import { firstMessage, formFieldErrors, onFormFields } from "./use-contract-form";

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

describe("onFormFields", () => {
  it("re-keys the server's fieldErrors by the form's fields and drops what has none", () => {
    const fieldOf = (key: string) =>
      key === "expiresAt" || key === "publishAt" ? "expiration" : key === "status" ? null : key;
    expect(
      onFormFields(
        { expiresAt: ["Too soon"], publishAt: ["In the past"], status: ["Bad status"], name: ["x"] },
        fieldOf,
      ),
    ).toEqual({ expiration: ["Too soon", "In the past"], name: ["x"] });
  });

  it("leaves the keys alone for a form whose fields are the body's", () => {
    const fieldErrors = { storeName: ["Too long"] };
    expect(onFormFields(fieldErrors, undefined)).toBe(fieldErrors);
  });
});

describe("firstMessage", () => {
  it("reads a field's own message, or the first of its entries'", () => {
    expect(firstMessage({ type: "custom", message: "Required" })).toBe("Required");
    expect(firstMessage([undefined, undefined, { type: "server", message: "Not an image" }])).toBe("Not an image");
    expect(firstMessage({ M: { type: "server", message: "Stock cannot be negative" } })).toBe(
      "Stock cannot be negative",
    );
    expect(firstMessage(undefined)).toBeUndefined();
  });
});

import { describe, expect, it } from "vitest";
import { z } from "zod";
import { fieldErrorsOf, firstFieldErrors } from "./field-errors";

describe("fieldErrorsOf", () => {
  it("keys each message by its dotted path, in order, with whole-input issues under the given name", () => {
    const schema = z.object({
      email: z.email("Enter a valid email address").min(30, "Too short"),
      address: z.object({ line: z.string() }),
    });
    const result = schema.safeParse({ email: "nope", address: { line: 7 } });
    expect(result.success).toBe(false);
    expect(fieldErrorsOf(result.error?.issues ?? [], "body")).toEqual({
      email: ["Enter a valid email address", "Too short"],
      "address.line": [expect.any(String)],
    });
    expect(fieldErrorsOf([{ path: [], message: "Nothing fits" }], "body")).toEqual({ body: ["Nothing fits"] });
  });

  it("gives a form the first message of each field", () => {
    expect(firstFieldErrors({ email: ["First", "Second"], name: ["Only"] })).toEqual({ email: "First", name: "Only" });
  });
});

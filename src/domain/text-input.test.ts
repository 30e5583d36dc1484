import { describe, expect, it } from "vitest";
import { hasNulCharacter, hasUnpairedSurrogate, textField } from "./text-input";

const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? [] : (result.error?.issues.map((issue) => issue.message) ?? []);

describe("hasNulCharacter", () => {
  it("finds NUL anywhere", () => {
    expect(hasNulCharacter("a\0b")).toBe(true);
    expect(hasNulCharacter("\0")).toBe(true);
    expect(hasNulCharacter("plain")).toBe(false);
  });
});

describe("hasUnpairedSurrogate", () => {
  it("finds half of a pair on its own, and only that", () => {
    expect(hasUnpairedSurrogate("a\ud800b")).toBe(true);
    expect(hasUnpairedSurrogate("a\udc00")).toBe(true);
    expect(hasUnpairedSurrogate("\ud83d")).toBe(true);
    expect(hasUnpairedSurrogate("🙂 Zoë 中文")).toBe(false);
    expect(hasUnpairedSurrogate("plain")).toBe(false);
  });
});

describe("textField", () => {
  const address = textField("Address", 10);

  it("keeps text up to its length, unicode included", () => {
    expect(address.parse("12 Orchard")).toBe("12 Orchard");
    expect(address.parse("Zürich 🙂")).toBe("Zürich 🙂");
  });

  it("refuses longer text and NUL characters with messages that name the field", () => {
    expect(messagesOf(address.safeParse("x".repeat(11)))).toEqual(["Address is at most 10 characters"]);
    expect(messagesOf(address.safeParse("a\0b"))).toEqual(["Address cannot contain NUL characters"]);
    expect(messagesOf(address.safeParse("x".repeat(1_000_000)))).toEqual(["Address is at most 10 characters"]);
    expect(messagesOf(address.safeParse("a\ud800b"))).toEqual(["Address contains a character that is not valid text"]);
  });

  it("refuses what is not text, with the given message", () => {
    expect(messagesOf(address.safeParse(12))).toEqual(["Address must be text"]);
    expect(messagesOf(textField("Reason", 5, "A reason is required").safeParse(undefined))).toEqual([
      "A reason is required",
    ]);
  });

  it("lets later checks see the bounded text", () => {
    const name = textField("Name", 10).trim().min(1, "Enter your name");
    expect(name.parse("  Ann  ")).toBe("Ann");
    expect(messagesOf(name.safeParse("   "))).toEqual(["Enter your name"]);
  });
});

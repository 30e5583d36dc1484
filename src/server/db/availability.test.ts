import { DrizzleQueryError } from "drizzle-orm/errors";
import { describe, expect, it } from "vitest";
import { DatabaseUnavailableError, isDatabaseUnavailable } from "./availability";

const coded = (code: string) => Object.assign(new Error(`failed: ${code}`), { code });

describe("isDatabaseUnavailable", () => {
  it.each([
    "ECONNREFUSED",
    "ECONNRESET",
    "ETIMEDOUT",
    "CONNECTION_CLOSED",
    "CONNECTION_DESTROYED",
    "CONNECT_TIMEOUT",
    "CONNECTION_ENDED",
    "08006",
    "08001",
    "57P01",
    "57P02",
    "57P03",
    "53300",
  ])("recognises %s, also inside Drizzle's query error", (code) => {
    expect(isDatabaseUnavailable(coded(code))).toBe(true);
    expect(isDatabaseUnavailable(new DrizzleQueryError("select 1", [], coded(code)))).toBe(true);
  });

  it("recognises the watch's own refusal", () => {
    expect(isDatabaseUnavailable(new DatabaseUnavailableError())).toBe(true);
    expect(isDatabaseUnavailable(new DrizzleQueryError("select 1", [], new DatabaseUnavailableError()))).toBe(true);
  });

  it.each([
    ["a unique violation", coded("23505")],
    ["a cancelled statement (statement_timeout)", coded("57014")],
    ["a syntax error", coded("42601")],
    ["an error without a code", new Error("boom")],
    ["a string", "ECONNREFUSED"],
    ["nothing", undefined],
  ])("leaves %s to the usual 500", (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
    if (error instanceof Error) expect(isDatabaseUnavailable(new DrizzleQueryError("q", [], error))).toBe(false);
  });
});

import { afterEach, beforeEach, vi } from "vitest";

// An error logged during a test is a bug the assertions did not catch, so it fails the test.
let logged: unknown[][] = [];

beforeEach(() => {
  logged = [];
  vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    logged.push(args);
  });
});

afterEach(() => {
  vi.mocked(console.error).mockRestore();
  if (logged.length > 0) {
    throw new Error(
      `console.error was called during the test:\n${logged.map((args) => args.map(String).join(" ")).join("\n")}`,
    );
  }
});

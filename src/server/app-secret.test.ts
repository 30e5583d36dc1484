import { mkdtemp, readFile, rm, stat, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { resolveAppSecret } from "./app-secret";

describe("resolveAppSecret", () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), "app-secret-"));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it("answers APP_SECRET as configured", async () => {
    expect(await resolveAppSecret({ value: "x".repeat(40) })).toBe("x".repeat(40));
  });

  it("generates one into DATA_DIR on the first start, readable by the owner only, and reuses it", async () => {
    const file = path.join(dir, "nested", "app-secret");
    const first = await resolveAppSecret({ file });
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect((await readFile(file, "utf8")).trim()).toBe(first);
    expect(await resolveAppSecret({ file })).toBe(first);
    // Two instances starting together agree on one.
    const other = path.join(dir, "together");
    const [a, b] = await Promise.all([resolveAppSecret({ file: other }), resolveAppSecret({ file: other })]);
    expect(a).toBe(b);
  });

  it("keeps one in memory with DATA_DIR=memory://", async () => {
    const secret = await resolveAppSecret({ file: null });
    expect(secret.length).toBeGreaterThanOrEqual(32);
    expect(await resolveAppSecret({ file: null })).toBe(secret);
  });

  it("refuses a file too short to be a secret", async () => {
    const file = path.join(dir, "app-secret");
    await writeFile(file, "short\n");
    await expect(resolveAppSecret({ file })).rejects.toThrow("must hold at least 32 characters");
  });
});

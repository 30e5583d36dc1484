import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  utimesSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, afterEach, beforeEach, describe, expect, it } from "vitest";
import { buildClientIfStale, readBuildStamp, staleReason } from "./build-client";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const dirs: string[] = [];

/** A tiny app laid out like ours, built by the real Vite from the repository's node_modules. */
function fixtureApp({ withVite = true } = {}): string {
  const root = mkdtempSync(path.join(tmpdir(), "build-client-"));
  dirs.push(root);
  writeFileSync(
    path.join(root, "index.html"),
    '<!doctype html><title>x</title><script type="module" src="/src/client/main.ts"></script>\n',
  );
  writeFileSync(path.join(root, "vite.config.ts"), 'export default { build: { outDir: "dist/client" } };\n');
  writeFileSync(path.join(root, "package-lock.json"), '{"lockfileVersion": 3}\n');
  cpSync(path.join(repoRoot, "package.json"), path.join(root, "package.json"));
  mkdirSync(path.join(root, "src/client"), { recursive: true });
  // What React does to choose its development or production build.
  writeFileSync(
    path.join(root, "src/client/main.ts"),
    "document.title = `mode=${import.meta.env.MODE} node_env=${process.env.NODE_ENV}`;\n",
  );
  if (withVite) symlinkSync(path.join(repoRoot, "node_modules"), path.join(root, "node_modules"), "dir");
  return root;
}

function builtScript(root: string): string {
  const assets = path.join(root, "dist/client/assets");
  const file = readdirSync(assets).find((name) => name.endsWith(".js"));
  return readFileSync(path.join(assets, file!), "utf8");
}

let nodeEnv: string | undefined;
beforeEach(() => {
  nodeEnv = process.env.NODE_ENV;
});
afterEach(() => {
  process.env.NODE_ENV = nodeEnv;
});
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe("buildClientIfStale", () => {
  it("builds in production mode even when NODE_ENV says development, and stamps what it built from", () => {
    const root = fixtureApp();
    process.env.NODE_ENV = "development";
    expect(buildClientIfStale(root)).toBe(true);
    expect(builtScript(root)).toContain("mode=production node_env=production");
    const stamp = readBuildStamp(root);
    expect(stamp).toMatchObject({ mode: "production", sources: expect.stringMatching(/^[0-9a-f]{64}$/) });
    expect(stamp!.files).toBe(5);
    expect(stamp!.inputs).toContain("package-lock.json");
    // dist/client is served as it is: the stamp stays beside it.
    expect(readdirSync(path.join(root, "dist/client")).sort()).toEqual(["assets", "index.html"]);
    expect(staleReason(root)).toBeNull();
    expect(buildClientIfStale(root)).toBe(false);
  }, 60_000);

  it("goes by contents: new file times or a copied tree keep the build; a changed source or lockfile does not", () => {
    const root = fixtureApp();
    buildClientIfStale(root);
    const later = new Date(Date.now() + 60_000);
    utimesSync(path.join(root, "src/client/main.ts"), later, later);
    expect(staleReason(root)).toBeNull();

    const copy = mkdtempSync(path.join(tmpdir(), "build-client-copy-"));
    dirs.push(copy);
    cpSync(root, copy, { recursive: true, verbatimSymlinks: true });
    expect(staleReason(copy)).toBeNull();

    writeFileSync(path.join(copy, "package-lock.json"), '{"lockfileVersion": 3, "packages": {}}\n');
    expect(staleReason(copy)).toBe("sources changed");
    writeFileSync(path.join(root, "src/client/extra.ts"), "export {};\n");
    expect(staleReason(root)).toBe("sources changed");
    expect(buildClientIfStale(root)).toBe(true);
    expect(staleReason(root)).toBeNull();
  }, 60_000);

  it("rebuilds a development-mode, unstamped or deleted build", () => {
    const root = fixtureApp();
    buildClientIfStale(root);
    const stampFile = path.join(root, "dist/client-build-stamp.json");
    writeFileSync(stampFile, JSON.stringify({ ...readBuildStamp(root), mode: "development" }));
    expect(staleReason(root)).toBe("the last build was in development mode");
    writeFileSync(stampFile, new Date().toISOString());
    expect(staleReason(root)).toBe("first build");
    expect(buildClientIfStale(root)).toBe(true);
    expect(readBuildStamp(root)?.mode).toBe("production");

    rmSync(path.join(root, "dist/client"), { recursive: true });
    expect(staleReason(root)).toBe("first build");
  }, 60_000);

  it("serves a matching build without Vite, and says how to build when it does not match", () => {
    const built = fixtureApp();
    buildClientIfStale(built);
    const production = fixtureApp({ withVite: false });
    cpSync(path.join(built, "dist"), path.join(production, "dist"), { recursive: true });
    expect(buildClientIfStale(production)).toBe(false);

    writeFileSync(path.join(production, "src/client/main.ts"), "document.title = 'changed';\n");
    expect(() => buildClientIfStale(production)).toThrow(
      /Vite is not installed \(a production install, `npm ci --omit=dev`\?\)\. Build it where the dev dependencies are: `npm ci && npm run build`/,
    );
  }, 60_000);
});

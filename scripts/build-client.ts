/**
 * Builds the web app into dist/client, always in production mode, and stamps the build with what it was built
 * from: the mode and a hash of every input (sources, public files, Vite's config, the lockfile). `npm start`
 * rebuilds only when the stamp no longer matches, so a copied or freshly checked-out tree (new file times, same
 * contents) keeps its build, and a production install without Vite (`npm ci --omit=dev`) serves the prebuilt app.
 *
 * `npx tsx scripts/build-client.ts` builds when stale; `--always` (npm run build) builds regardless.
 */
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/** Everything the bundle is made from, relative to the root. Dependencies are the lockfile's. */
export const CLIENT_INPUTS = [
  "index.html",
  "vite.config.ts",
  "scripts/precompress-plugin.ts",
  "tsconfig.json",
  "package.json",
  "package-lock.json",
  "public",
  "src/client",
  "src/contracts",
  "src/domain",
];

/**
 * The only mode the served app is built in. React and other libraries pick their development builds from
 * process.env.NODE_ENV, which Vite takes from the environment when set, whatever `--mode` says.
 */
const MODE = "production";

export type BuildStamp = { mode: string; sources: string; inputs: string[]; files: number; builtAt: string };

// Beside dist/client, not in it: everything in dist/client is served to the world.
const stampPath = (root: string) => path.join(root, "dist/client-build-stamp.json");
const builtIndex = (root: string) => path.join(root, "dist/client/index.html");
const viteBin = (root: string) => path.join(root, "node_modules/vite/bin/vite.js");

function listFiles(root: string, relative: string): string[] {
  const absolute = path.join(root, relative);
  if (!existsSync(absolute)) return [];
  if (!statSync(absolute).isDirectory()) return [relative];
  return readdirSync(absolute)
    .sort()
    .flatMap((entry) => listFiles(root, path.posix.join(relative, entry)));
}

/** A hash of the inputs' paths and contents: file times play no part, so copies and checkouts keep their build. */
export function hashClientSources(root: string = repoRoot): { sources: string; files: number } {
  const hash = createHash("sha256");
  const files = CLIENT_INPUTS.flatMap((input) => listFiles(root, input));
  for (const file of files) {
    const content = readFileSync(path.join(root, file));
    hash.update(`${file}\0${content.length}\0`).update(content);
  }
  return { sources: hash.digest("hex"), files: files.length };
}

export function readBuildStamp(root: string = repoRoot): BuildStamp | null {
  try {
    const stamp = JSON.parse(readFileSync(stampPath(root), "utf8")) as BuildStamp;
    return typeof stamp.sources === "string" && typeof stamp.mode === "string" ? stamp : null;
  } catch {
    // missing, or an older plain-text stamp: either way the build is not known to match
    return null;
  }
}

/** Why dist/client must be rebuilt, or null when it was built in production mode from exactly these inputs. */
export function staleReason(root: string = repoRoot): string | null {
  const stamp = readBuildStamp(root);
  if (!stamp || !existsSync(builtIndex(root))) return "first build";
  if (stamp.mode !== MODE) return `the last build was in ${stamp.mode} mode`;
  if (stamp.sources !== hashClientSources(root).sources) return "sources changed";
  return null;
}

export function buildClient(root: string = repoRoot): void {
  if (!existsSync(viteBin(root))) {
    throw new Error(
      "The web app in dist/client is missing or was built from other sources, and Vite is not installed " +
        "(a production install, `npm ci --omit=dev`?). Build it where the dev dependencies are: `npm ci && npm run build`.",
    );
  }
  // Hashed before building: a file saved during the build leaves a stamp that no longer matches.
  const { sources, files } = hashClientSources(root);
  const result = spawnSync(process.execPath, [viteBin(root), "build", "--mode", MODE, "--logLevel", "warn"], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, NODE_ENV: MODE },
  });
  if (result.status !== 0) throw new Error("the web app did not build");
  const stamp: BuildStamp = { mode: MODE, sources, inputs: CLIENT_INPUTS, files, builtAt: new Date().toISOString() };
  writeFileSync(stampPath(root), `${JSON.stringify(stamp, null, 2)}\n`);
}

/** Builds when the stamp does not match; answers whether it built. */
export function buildClientIfStale(root: string = repoRoot): boolean {
  const reason = staleReason(root);
  if (reason === null) return false;
  process.stdout.write(`Building the web app (${reason})...\n`);
  buildClient(root);
  return true;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  if (process.argv.includes("--always")) buildClient();
  else buildClientIfStale();
}

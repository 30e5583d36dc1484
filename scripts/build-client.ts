/** Builds the web app into dist/client when it is missing or older than its sources. */
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const stamp = path.join(root, "dist/client/.build-stamp");
const inputs = [
  "index.html",
  "vite.config.ts",
  "package-lock.json",
  "public",
  "src/client",
  "src/contracts",
  "src/domain",
];

function newestMtime(p: string): number {
  if (!existsSync(p)) return 0;
  const stat = statSync(p);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(p)) newest = Math.max(newest, newestMtime(path.join(p, entry)));
  return newest;
}

export function buildClientIfStale(): void {
  const builtAt = existsSync(stamp) ? statSync(stamp).mtimeMs : 0;
  const sourcesAt = Math.max(...inputs.map((p) => newestMtime(path.join(root, p))));
  if (sourcesAt <= builtAt) return;
  process.stdout.write("Building the web app (first start or sources changed)...\n");
  const result = spawnSync(
    process.execPath,
    [path.join(root, "node_modules/vite/bin/vite.js"), "build", "--logLevel", "warn"],
    {
      cwd: root,
      stdio: "inherit",
    },
  );
  if (result.status !== 0) throw new Error("the web app did not build");
  writeFileSync(stamp, new Date().toISOString());
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) buildClientIfStale();

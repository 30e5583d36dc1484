import { execFileSync } from "node:child_process";
import { accessSync, constants, existsSync } from "node:fs";
import path from "node:path";

const CANDIDATES = ["chromium", "chromium-browser", "google-chrome", "google-chrome-stable", "chrome"];

export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

/** CHROME_PATH, else the system's chromium or chrome on PATH; null when there is none. */
export function findChromium(): string | null {
  if (process.env.CHROME_PATH) return process.env.CHROME_PATH;
  for (const dir of (process.env.PATH ?? "").split(path.delimiter)) {
    for (const name of CANDIDATES) {
      const candidate = path.join(dir, name);
      try {
        accessSync(candidate, constants.X_OK);
        return candidate;
      } catch {
        // not here
      }
    }
  }
  return null;
}

export const INSTALL_HINT =
  "No Chromium found: install it (Debian/Ubuntu: apt-get install -y chromium) or set CHROME_PATH to a Chrome/Chromium binary.";

/** Finds Chromium; on Debian as root installs Debian's package (Playwright's own download cannot work offline). */
export function ensureChromium(log: (line: string) => void): string {
  const found = findChromium();
  if (found) return found;
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  if (existsSync("/etc/debian_version") && isRoot) {
    log("Chromium not found: installing Debian's chromium package (apt-get)...");
    execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit" });
    execFileSync("apt-get", ["install", "-y", "-qq", "chromium"], {
      stdio: "inherit",
      env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
    });
    const installed = findChromium();
    if (installed) return installed;
  }
  throw new Error(INSTALL_HINT);
}

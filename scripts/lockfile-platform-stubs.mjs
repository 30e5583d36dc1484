// The npm registry this project is built against lacks some per-platform binaries of Tailwind and of
// unrs-resolver (eslint-plugin-import-x's resolver): macOS, Windows, FreeBSD, Android, 32-bit ARM, WASI, ...
// npm then leaves them out of package-lock.json
// and `npm ci` refuses the lock as out of sync. This adds their lock entries back, marked with their
// os/cpu so npm skips them here and fetches them where they apply. Run after changing dependencies:
//   node scripts/lockfile-platform-stubs.mjs          (fix)
//   node scripts/lockfile-platform-stubs.mjs --check  (fail if entries are missing; npm test runs this)
import { readFileSync, writeFileSync } from "node:fs";

const lockPath = new URL("../package-lock.json", import.meta.url);
const lock = JSON.parse(readFileSync(lockPath, "utf8"));
const platforms = {
  "android-arm64": { os: ["android"], cpu: ["arm64"] },
  "darwin-arm64": { os: ["darwin"], cpu: ["arm64"] },
  "darwin-x64": { os: ["darwin"], cpu: ["x64"] },
  "freebsd-x64": { os: ["freebsd"], cpu: ["x64"] },
  "android-arm-eabi": { os: ["android"], cpu: ["arm"] },
  "linux-arm-gnueabihf": { os: ["linux"], cpu: ["arm"] },
  "linux-arm-musleabihf": { os: ["linux"], cpu: ["arm"], libc: ["musl"] },
  "linux-loong64-gnu": { os: ["linux"], cpu: ["loong64"], libc: ["glibc"] },
  "linux-loong64-musl": { os: ["linux"], cpu: ["loong64"], libc: ["musl"] },
  "linux-ppc64-gnu": { os: ["linux"], cpu: ["ppc64"], libc: ["glibc"] },
  "linux-riscv64-gnu": { os: ["linux"], cpu: ["riscv64"], libc: ["glibc"] },
  "linux-riscv64-musl": { os: ["linux"], cpu: ["riscv64"], libc: ["musl"] },
  "linux-s390x-gnu": { os: ["linux"], cpu: ["s390x"], libc: ["glibc"] },
  "openharmony-arm64": { os: ["openharmony"], cpu: ["arm64"] },
  "linux-arm64-gnu": { os: ["linux"], cpu: ["arm64"] },
  "linux-arm64-musl": { os: ["linux"], cpu: ["arm64"] },
  "linux-x64-gnu": { os: ["linux"], cpu: ["x64"] },
  "linux-x64-musl": { os: ["linux"], cpu: ["x64"] },
  "wasm32-wasi": { cpu: ["wasm32"] },
  "win32-arm64-msvc": { os: ["win32"], cpu: ["arm64"] },
  "win32-ia32-msvc": { os: ["win32"], cpu: ["ia32"] },
  "win32-x64-msvc": { os: ["win32"], cpu: ["x64"] },
};

// Package-name prefix -> fields its lock entries carry besides version and os/cpu.
const families = {
  "@tailwindcss/oxide-": { engines: { node: ">= 20" } },
  "@unrs/resolver-binding-": {},
};

let added = 0;
const check = process.argv.includes("--check");
for (const entry of Object.values(lock.packages)) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const key = `node_modules/${name}`;
    const prefix = Object.keys(families).find((p) => name.startsWith(p));
    const suffix = prefix && name.slice(prefix.length);
    if (lock.packages[key] || !prefix || !platforms[suffix]) continue;
    lock.packages[key] = { version, ...platforms[suffix], dev: entry.dev, optional: true, ...families[prefix] };
    added += 1;
  }
}
if (check) {
  if (added > 0) {
    console.error(
      `package-lock.json lacks ${added} platform entries, so \`npm ci\` would fail: run node scripts/lockfile-platform-stubs.mjs`,
    );
    process.exit(1);
  }
} else if (added > 0) {
  lock.packages = Object.fromEntries(
    Object.entries(lock.packages).sort(([a], [b]) => (a === "" ? -1 : b === "" ? 1 : a.localeCompare(b))),
  );
  writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`);
}
if (!check) console.log(`lockfile: ${added} platform entries added`);

/**
 * Loaded into the shop process by the reliability checks (`--import`, with `--expose-gc`): on SIGUSR2 it
 * collects garbage and writes process.memoryUsage() to MEMORY_PROBE_FILE, so a check can compare the
 * memory the shop really holds, not what V8 has kept reserved.
 */
import { writeFileSync } from "node:fs";

const file = process.env.MEMORY_PROBE_FILE;
if (file) {
  process.on("SIGUSR2", () => {
    (globalThis as { gc?: () => void }).gc?.();
    writeFileSync(file, JSON.stringify({ at: Date.now(), ...process.memoryUsage() }));
  });
}

import { type ChildProcess, spawn } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

/** Starts a TypeScript script in its own process and waits for the line it prints when ready. */
export function startProcess(
  script: string,
  args: string[],
  env: NodeJS.ProcessEnv = {},
): Promise<{ child: ChildProcess; line: string }> {
  const child = spawn(process.execPath, ["--import", "tsx", path.join(root, script), ...args], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "inherit"],
  });
  return new Promise((resolve, reject) => {
    let buffer = "";
    child.stdout!.on("data", (chunk: Buffer) => {
      buffer += chunk.toString();
      const line = buffer.split("\n").find((l) => l.startsWith("READY "));
      if (line) resolve({ child, line: line.slice("READY ".length) });
    });
    child.on("exit", (code) => reject(new Error(`${script} exited with ${code} before it was ready`)));
  });
}

export type Load = { rps: number; p50: number; p99: number; errors: number; non2xx: number };

export async function load(url: string, connections: number, seconds: number): Promise<Load> {
  const result = await autocannon({ url, connections, duration: seconds, pipelining: 1 });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

export function verdict(label: string, ok: boolean, detail: string): boolean {
  process.stdout.write(`${ok ? "PASS" : "MISS"}  ${label}: ${detail}\n`);
  return ok;
}

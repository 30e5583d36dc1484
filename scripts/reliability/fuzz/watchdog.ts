/**
 * The shop runs in the fuzzer's own process, so a request that blocks its event loop (a runaway regular
 * expression, a deep recursion) would also stop every timer that could notice. The watchdog is a worker
 * thread with an event loop of its own: told when each request starts and ends, it prints the request that
 * has gone unanswered too long, saves it, and ends the whole process.
 */
import { Worker } from "node:worker_threads";

const WORKER = `
const { parentPort, workerData } = require("node:worker_threads");
const fs = require("node:fs");
let current = null;
parentPort.on("message", (message) => {
  current = message.type === "begin" ? { at: Date.now(), ...message } : null;
});
setInterval(() => {
  if (!current || Date.now() - current.at < workerData.limitMs) return;
  fs.mkdirSync(workerData.dir, { recursive: true });
  const file = workerData.dir + "/seed-" + workerData.seed + "-request-" + current.index + ".json";
  fs.writeFileSync(file, current.record);
  fs.writeSync(1, "\\nFAIL no answer within " + workerData.limitMs / 1000 + " s: the server stopped answering (its event loop is blocked)\\n" +
    current.summary + "\\n  saved: " + file + "\\n  replay the run: " + workerData.replay + "\\n" +
    "FIGURE requests without an answer: 1 (the run stopped there)\\n");
  process.kill(process.pid, "SIGKILL");
}, 1000);
`;

export type Watchdog = {
  begin(index: number, summary: string, record: string): void;
  end(): void;
  stop(): Promise<void>;
};

export function startWatchdog(options: { limitMs: number; dir: string; seed: number; replay: string }): Watchdog {
  const worker = new Worker(WORKER, { eval: true, workerData: options });
  worker.unref();
  return {
    begin: (index, summary, record) => worker.postMessage({ type: "begin", index, summary, record }),
    end: () => worker.postMessage({ type: "end" }),
    stop: async () => {
      await worker.terminate();
    },
  };
}

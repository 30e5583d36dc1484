/**
 * What the reliability checks share: the mode, figures and broken promises, clean-up that runs however a
 * check ends, a throwaway PostgreSQL cluster (which a check may stop abruptly without touching anybody
 * else's server), the shop as a real process, and premium shoppers ready to order. The proxy that cuts the
 * shop off its database is src/testing/tcp-proxy.ts, shared with the integration tests.
 */
import { type ChildProcess, execFile, execFileSync, spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import postgres from "postgres";
import { openDatabase } from "../../src/server/db/client";
import { prepareDatabase } from "../../src/server/start-up";
import { freePort } from "../../src/testing/server-process";
import { SCRIPT_SHOP_ENV } from "../../src/testing/script-shop-env";
import { throwawayVapidEnv } from "../../src/testing/vapid-test-keys";

const execFileAsync = promisify(execFile);

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

export const mode: "short" | "long" = process.env.RELIABILITY_MODE === "long" ? "long" : "short";

export function figure(label: string, value: string | number) {
  process.stdout.write(`FIGURE ${label}: ${value}\n`);
}

export function note(text: string) {
  process.stdout.write(`${text}\n`);
}

const broken: string[] = [];

/** Records one promise of the issue; a broken one is printed at once and fails the check at the end. */
export function expectPromise(label: string, ok: boolean, detail: string): boolean {
  process.stdout.write(`${ok ? "KEPT  " : "BROKEN"} ${label}: ${detail}\n`);
  if (!ok) broken.push(`${label}: ${detail}`);
  return ok;
}

const cleanups: (() => void)[] = [];

/** Synchronous clean-up that must run however the check ends (an exception, a signal, process.exit). */
export function onExit(cleanup: () => void) {
  cleanups.push(cleanup);
}

function runCleanups() {
  while (cleanups.length > 0) {
    try {
      cleanups.pop()!();
    } catch {
      // the rest still runs
    }
  }
}
process.on("exit", runCleanups);
for (const signal of ["SIGINT", "SIGTERM"] as const) process.once(signal, () => process.exit(1));

/** Runs a check's body and sets the exit code: non-zero when it threw or broke a promise. */
export async function runCheck(name: string, body: () => Promise<void>) {
  const started = Date.now();
  try {
    await body();
  } catch (error) {
    broken.push(`${name} could not run: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    process.stdout.write(`BROKEN ${broken.at(-1)}\n`);
  }
  note(`${name} (${mode}) took ${((Date.now() - started) / 1000).toFixed(1)} s`);
  if (broken.length > 0) {
    note(`\n${broken.length} promise(s) broken:\n${broken.map((b) => `  - ${b}`).join("\n")}`);
    process.exitCode = 1;
  }
  runCleanups();
  // Keep-alive sockets and timers of the load generators must not hold the check open.
  process.exit();
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

// ---------------------------------------------------------------------------------------------------------
// A throwaway PostgreSQL cluster

/** The newest installed server's bin directory (PG_BIN overrides); a clear error when there is none. */
export function postgresBinDir(): string {
  const candidates = process.env.PG_BIN
    ? [process.env.PG_BIN]
    : existsSync("/usr/lib/postgresql")
      ? readdirSync("/usr/lib/postgresql")
          .filter((v) => /^\d+(\.\d+)?$/.test(v))
          .sort((a, b) => Number(b) - Number(a))
          .map((v) => `/usr/lib/postgresql/${v}/bin`)
      : [];
  const found = candidates.find((dir) => existsSync(path.join(dir, "initdb")) && existsSync(path.join(dir, "pg_ctl")));
  if (!found) {
    throw new Error(
      `PostgreSQL server binaries (initdb, pg_ctl) not found in ${candidates.join(", ") || "/usr/lib/postgresql/*/bin"}: ` +
        "install the postgresql package or set PG_BIN to their directory",
    );
  }
  return found;
}

export type Cluster = {
  port: number;
  /** postgres://postgres@127.0.0.1:<port>/<database> */
  url(database?: string): string;
  /** `pg_ctl stop -m immediate`: every backend is killed at once, no checkpoint; the next start recovers from WAL. */
  stopImmediately(): Promise<void>;
  /** Starts the server again and resolves once it accepts connections (after any crash recovery). */
  start(): Promise<void>;
  destroy(): Promise<void>;
};

/**
 * A cluster of our own on a free loopback port in a temporary directory, so a check can stop it abruptly.
 * PostgreSQL refuses to run as root, so as root the cluster belongs to the postgres user. It is removed
 * when the check ends, however it ends.
 */
export async function startCluster({ fsync = true }: { fsync?: boolean } = {}): Promise<Cluster> {
  const bin = postgresBinDir();
  const pgCtl = path.join(bin, "pg_ctl");
  const asRoot = process.getuid?.() === 0;
  const dir = mkdtempSync(path.join(tmpdir(), "reliability-pg-"));
  const dataDir = path.join(dir, "data");
  const logFile = path.join(dir, "server.log");
  const asOwner = (command: string, args: string[]): [string, string[]] =>
    asRoot ? ["runuser", ["-u", "postgres", "--", command, ...args]] : [command, args];
  const run = async (command: string, args: string[]) => {
    try {
      await execFileAsync(...asOwner(command, args), { encoding: "utf8" });
    } catch (error) {
      const { stderr = "", stdout = "" } = error as { stderr?: string; stdout?: string };
      const log = existsSync(logFile) ? readFileSync(logFile, "utf8").slice(-4000) : "";
      throw new Error(`${path.basename(command)} ${args.join(" ")} failed:\n${stderr}${stdout}\n${log}`, {
        cause: error,
      });
    }
  };
  if (asRoot) {
    const id = (flag: string) => Number(execFileSync("id", [flag, "postgres"], { encoding: "utf8" }));
    chownSync(dir, id("-u"), id("-g"));
  }
  let running = false;
  onExit(() => {
    if (running) spawnSync(...asOwner(pgCtl, ["stop", "-D", dataDir, "-m", "immediate"]));
    rmSync(dir, { recursive: true, force: true });
  });

  await run(path.join(bin, "initdb"), ["-D", dataDir, "-U", "postgres", "-A", "trust", "-E", "UTF8", "--no-sync"]);
  const port = await freePort();
  // fsync=off only spares the disk: an immediate stop loses what is in PostgreSQL's memory, never what it has
  // written to the operating system, so a lost commit shows up either way; an OS crash is not simulated.
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=200 -c fsync=${fsync ? "on" : "off"}`;
  const start = async () => {
    running = true;
    await run(pgCtl, ["start", "-D", dataDir, "-w", "-t", "120", "-l", logFile, "-o", options]);
  };
  const stop = async (how: "immediate" | "fast") => {
    await run(pgCtl, ["stop", "-D", dataDir, "-m", how, "-w"]);
    running = false;
  };
  await start();
  return {
    port,
    url: (database = "postgres") => `postgres://postgres@127.0.0.1:${port}/${database}`,
    stopImmediately: () => stop("immediate"),
    start,
    async destroy() {
      if (running) await stop("fast");
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A new database on the cluster, migrated and with the administrator, as the shop's start-up leaves it. */
export async function createShopDatabase(serverUrl: string): Promise<string> {
  const name = `reliability_${randomBytes(4).toString("hex")}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database "${name}"`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = openDatabase({ kind: "postgres", url: url.toString() });
  await prepareDatabase(database, {
    demoData: false,
    adminEmail: "admin@example.com",
    adminPassword: "reliability-admin-password",
  });
  await database.close();
  return url.toString();
}

// ---------------------------------------------------------------------------------------------------------
// The shop as a real process

export type Shop = {
  base: string;
  port: number;
  child: ChildProcess;
  /** Resident memory of the shop process, from /proc. */
  rssBytes(): number;
  /** The shop's memory right after a full garbage collection (scripts/reliability/memory-probe.ts). */
  memoryAfterGc(): Promise<NodeJS.MemoryUsage>;
  /** Whether the process is still running. */
  alive(): boolean;
  /** The last lines the process wrote to stderr (its log at LOG_LEVEL and any crash). */
  logTail(): string;
  kill(signal: NodeJS.Signals): Promise<void>;
};

const LOG_TAIL_BYTES = 16_000;

/**
 * One shop process (src/server/main.ts, in production mode) on `port`, resolved once /api/health answers.
 * A process that exits before that rejects with its log.
 */
export async function startShop(port: number, env: Record<string, string>): Promise<Shop> {
  const base = `http://127.0.0.1:${port}`;
  const memoryFile = path.join(tmpdir(), `reliability-memory-${process.pid}-${port}.json`);
  onExit(() => rmSync(memoryFile, { force: true }));
  const args = ["--expose-gc", "--import", "tsx", "--import", "./scripts/reliability/memory-probe.ts"];
  const child = spawn(process.execPath, [...args, "src/server/main.ts"], {
    cwd: root,
    env: {
      MEMORY_PROBE_FILE: memoryFile,
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      // Production wants the https address shoppers use; TLS would end at a proxy in front, as in docs/deploy.md.
      PUBLIC_URL: `https://localhost:${port}`,
      NODE_ENV: "production",
      ...SCRIPT_SHOP_ENV,
      ...throwawayVapidEnv(),
      APP_SECRET: "reliability-only-app-secret-not-for-real-use",
      DEMO_DATA: "0",
      LOG_LEVEL: "warn",
      ...env,
    },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let log = "";
  child.stderr!.on("data", (chunk: Buffer) => {
    log = (log + chunk.toString("utf8")).slice(-LOG_TAIL_BYTES);
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const alive = () => child.exitCode === null && child.signalCode === null;
  onExit(() => {
    if (alive()) child.kill("SIGKILL");
  });
  const shop: Shop = {
    base,
    port,
    child,
    rssBytes() {
      const status = readFileSync(`/proc/${child.pid}/status`, "utf8");
      const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? NaN);
      return kb * 1024;
    },
    async memoryAfterGc() {
      rmSync(memoryFile, { force: true });
      child.kill("SIGUSR2");
      for (let i = 0; i < 200 && !existsSync(memoryFile); i++) await sleep(25);
      // Written in one call; a read that races it sees no file rather than half of one, so retry on a parse error.
      for (let i = 0; i < 20; i++) {
        try {
          return JSON.parse(readFileSync(memoryFile, "utf8")) as NodeJS.MemoryUsage;
        } catch {
          await sleep(25);
        }
      }
      throw new Error(`the shop did not report its memory (${memoryFile})`);
    },
    alive,
    logTail: () => log,
    async kill(signal) {
      if (!alive()) return;
      child.kill(signal);
      await exited;
    },
  };
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline && alive()) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return shop;
    } catch {
      // not listening yet
    }
    await sleep(50);
  }
  await shop.kill("SIGKILL");
  throw new Error(`the shop process on port ${port} did not start:\n${log}`);
}

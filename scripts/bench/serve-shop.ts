/** Benchmark child: the whole shop (prepared as main.ts does, on a free port); prints READY <port>. */
import { buildApp } from "../../src/server/app";
import { loadConfig } from "../../src/server/config";
import { openDatabase } from "../../src/server/db/client";
import { prepareDatabase } from "../../src/server/start-up";

// Asked for by the benchmark (lib.ts startShop's exitWithParent): its end closes our stdin, and the shop goes too.
if (process.env.BENCH_EXIT_WITH_PARENT === "1") process.stdin.on("end", () => process.exit(0)).resume();

// Production needs an https PUBLIC_URL (config.ts); the benchmarks speak plain http to loopback, as a TLS proxy would.
const config = loadConfig({ PUBLIC_URL: "https://localhost", ...process.env });
const database = openDatabase(config.database);
await prepareDatabase(database, config);
const app = await buildApp({ config, database });
await app.listen({ port: 0, host: "127.0.0.1" });
const address = app.server.address();
process.stdout.write(`READY ${typeof address === "object" && address ? address.port : 0}\n`);

/** Benchmark child: the real app on its own database with N live products; prints READY <port>. */
import { buildApp } from "../../src/server/app";
import { loadConfig } from "../../src/server/config";
import { openDatabase } from "../../src/server/db/client";
import { migrateDatabase } from "../../src/server/db/migrate";
import { products } from "../../src/server/db/schema";
import { demoProducts } from "../../src/server/db/demo-catalog";

const count = Number(process.argv[2] ?? 100);
// Production needs an https PUBLIC_URL (config.ts); the benchmark speaks plain http to loopback, as a TLS proxy would.
const config = {
  ...loadConfig({ PUBLIC_URL: "https://localhost", ...process.env }),
  logLevel: "warn",
  clientDir: null,
};
const database = openDatabase(config.database);
await migrateDatabase(database);
await database.db.delete(products);
const now = new Date();
const live = demoProducts(now).filter((p) => p.status === "active" && p.expiresAt > now);
await database.db.insert(products).values(
  Array.from({ length: count }, (_, i) => ({
    ...live[i % live.length],
    name: `${live[i % live.length].name} #${i + 1}`,
    sku: `BENCH-${i}`,
  })),
);
const app = await buildApp({ config, database });
await app.listen({ port: 0, host: "127.0.0.1" });
const address = app.server.address();
process.stdout.write(`READY ${typeof address === "object" && address ? address.port : 0}\n`);

import { buildApp } from "./app";
import { ConfigError, loadConfig } from "./config";
import { openDatabase } from "./db/client";
import { prepareDatabase } from "./start-up";

/** Reads config, prepares the database, listens, and shuts down cleanly on SIGINT/SIGTERM. */
async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }

  const database = openDatabase(config.database);
  const { generatedAdminPassword } = await prepareDatabase(database, config);

  const app = await buildApp({ config, database });
  if (generatedAdminPassword) {
    // Printed once, to the terminal only: the JSON log is shipped and kept, and the database keeps only the
    // argon2id hash.
    process.stderr.write(
      `\nCreated the administrator ${config.adminEmail} with the password ${generatedAdminPassword}\n` +
        "(shown only now; set ADMIN_PASSWORD to choose one, or run `npm run admin -- reset-password`)\n\n",
    );
    app.log.warn(`Created the administrator ${config.adminEmail} with a generated password, printed to the terminal`);
  }

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, "shutting down");
    // A second signal means the operator is done waiting.
    process.once(signal, () => process.exit(1));
    try {
      await app.close();
      await database.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, "error during shutdown");
      process.exit(1);
    }
  };
  process.once("SIGINT", () => void shutdown("SIGINT"));
  process.once("SIGTERM", () => void shutdown("SIGTERM"));

  await app.listen({ port: config.port, host: config.host });
  const where =
    config.database.kind === "pglite"
      ? `embedded database ${config.database.dataDir ? `in ${config.database.dataDir}` : "in memory"}`
      : "PostgreSQL server";
  app.log.info(`Shop ready at ${config.publicUrl} (${where})`);
}

main().catch((error: unknown) => {
  process.stderr.write(`Failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});

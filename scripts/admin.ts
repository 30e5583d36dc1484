/**
 * `npm run admin -- reset-2fa | reset-password`: the owner's escape hatch, run on the server with the shop's
 * own configuration (DATABASE_URL or DATA_DIR). Both end every admin session and write an activity row;
 * reset-password prints a new random password once, here, and nowhere else.
 *
 * With the embedded database, stop the shop first: only one process can open its data directory.
 */
import { ConfigError, loadConfig } from "../src/server/config";
import { openDatabase } from "../src/server/db/client";
import { migrateDatabase } from "../src/server/db/migrate";
import { databaseEventPublisher } from "../src/server/events";
import { resetAdminPassword } from "../src/server/services/admin-auth/admin-auth";
import { resetTwoFactor } from "../src/server/services/admin-auth/admin-two-factor";

const USAGE = "Usage: npm run admin -- reset-2fa | reset-password";

const command = process.argv[2];
if (command !== "reset-2fa" && command !== "reset-password") {
  process.stderr.write(`${USAGE}\n`);
  process.exit(2);
}

let config;
try {
  config = loadConfig();
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  process.stderr.write(`${error.message}\n`);
  process.exit(1);
}

const database = openDatabase(config.database);
try {
  await migrateDatabase(database);
  const now = new Date();
  let endedSessions: string[];
  if (command === "reset-2fa") {
    endedSessions = await resetTwoFactor(database.db, config.adminEmail, now);
    process.stdout.write(
      `Two-factor authentication is off for ${config.adminEmail}; set it up again after signing in.\n`,
    );
  } else {
    const reset = await resetAdminPassword(database.db, config.adminEmail, now);
    endedSessions = reset.endedSessions;
    process.stdout.write(`New password for ${config.adminEmail}: ${reset.password}\n(shown only now)\n`);
  }
  // Running shops close the ended sessions' sockets when they hear of it (PostgreSQL; the embedded
  // database has no running shop beside this process).
  const events = databaseEventPublisher(database);
  await Promise.all(endedSessions.map((sessionHash) => events.publish({ control: "session-ended", sessionHash })));
  process.stdout.write(`Signed out ${endedSessions.length} admin session(s).\n`);
} catch (error) {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
} finally {
  await database.close();
}

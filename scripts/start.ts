/**
 * `npm start`: builds the web app when its build stamp does not match the sources (always in production mode),
 * then runs the server (migrations, demo data on an empty embedded database, listen). A production install
 * (`npm ci --omit=dev`) has no Vite: it serves the build made by `npm run build`, and says so if there is none.
 */
import { buildClientIfStale } from "./build-client";

try {
  buildClientIfStale();
} catch (error) {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}
await import("../src/server/main");

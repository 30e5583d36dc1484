/**
 * `npm start`: builds the web app when it is missing or stale, then runs the server (migrations, demo
 * data on an empty embedded database, listen).
 */
import { buildClientIfStale } from "./build-client";

buildClientIfStale();
await import("../src/server/main");

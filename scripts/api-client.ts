// Writes src/api-client/schema.ts from the app's OpenAPI document: `npm run api-client` after changing a
// route's schema. The app is built on a new in-memory database (its plugins read it as they start).
import { writeFile } from "node:fs/promises";
import { API_SCHEMA_FILE, apiSchemaSource } from "../src/api-client/generate";
import { buildApp } from "../src/server/app";
import { pgliteDatabase } from "../src/server/db/client";
import { newPglite } from "../src/server/db/pglite";
import { migrateDatabase } from "../src/server/db/migrate";
import { testConfig } from "../src/testing/test-app";

const database = pgliteDatabase(newPglite());
await migrateDatabase(database);
const app = await buildApp({ config: testConfig(), database });
await app.ready();
await writeFile(API_SCHEMA_FILE, await apiSchemaSource(app.swagger()));
await app.close();
await database.close();
console.log(`wrote ${API_SCHEMA_FILE.pathname}`);

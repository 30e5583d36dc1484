import openapiTS, { astToString } from "openapi-typescript";
import { format, resolveConfig } from "prettier";

/** Where the generated types live, beside the client that uses them. */
export const API_SCHEMA_FILE = new URL("./schema.ts", import.meta.url);

/**
 * The typed client's types, from the document the app publishes (openapi-typescript), formatted as the
 * repository formats TypeScript so the committed file passes format:check. The same text is what
 * `npm run api-client` writes and what generate.int.test.ts compares with the committed file.
 */
export async function apiSchemaSource(document: object): Promise<string> {
  const header =
    "// Generated from GET /api/openapi.json by `npm run api-client` (src/api-client/generate.ts). Do not edit:\n" +
    "// change the route schemas and run it again; src/api-client/generate.int.test.ts fails while this is stale.\n\n";
  // The document is already in memory: nothing is fetched ($refs are all inside it).
  const source = header + astToString(await openapiTS(document as Parameters<typeof openapiTS>[0]));
  const filepath = API_SCHEMA_FILE.pathname;
  return format(source, { ...(await resolveConfig(filepath)), filepath });
}

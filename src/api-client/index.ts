import createClient, { type ClientOptions } from "openapi-fetch";
import type { paths } from "./schema";

export type { paths, components } from "./schema";

/**
 * A client whose paths, parameters, bodies and answers are typed from the shop's OpenAPI document: what an
 * integrator generates, and what integration tests call the shop through (so a route and its description
 * cannot drift apart without the compiler or the contract hook noticing).
 */
export function createApiClient(options: ClientOptions) {
  return createClient<paths>(options);
}

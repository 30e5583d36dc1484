import { readdirSync } from "node:fs";
import path from "node:path";
import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { manualClock } from "../clock";
import { catalogCache } from "./catalog-cache";
import { jobs } from "./jobs";
import { liveEvents } from "./live-events";
import { sockets } from "./sockets";

const PLUGIN_META = Symbol.for("plugin-meta");

describe("plugin registration", () => {
  it("gives every fastify-plugin in this folder a name of its own", async () => {
    const files = readdirSync(import.meta.dirname).filter((f) => f.endsWith(".ts") && !f.includes(".test."));
    const unnamed: string[] = [];
    let plugins = 0;
    for (const file of files) {
      const exports = (await import(path.join(import.meta.dirname, file))) as Record<string, unknown>;
      for (const [name, value] of Object.entries(exports)) {
        const meta = typeof value === "function" ? (value as { [PLUGIN_META]?: { name?: string } })[PLUGIN_META] : null;
        if (!meta) continue;
        plugins += 1;
        // fastify-plugin makes up `<function>-auto-<n>` when none is given.
        if (!meta.name || /-auto-\d+$/.test(meta.name)) unnamed.push(`${file}: ${name}`);
      }
    }
    expect(plugins).toBeGreaterThanOrEqual(7);
    expect(unnamed).toEqual([]);
  });

  it("refuses to boot when a plugin is registered before one it depends on", async () => {
    const app = Fastify();
    app.decorate("config", {} as never);
    app.decorate("database", {} as never);
    app.decorate("clock", manualClock());
    app.decorate("resolveHost", (() => {}) as never);
    app.decorate("stripe", null);
    app.decorate("emailLinks", {} as never);
    await app.register(sockets);
    // The jobs need the catalog cache, registered only after them here.
    await expect(app.register(jobs)).rejects.toThrow(
      "The dependency 'catalog-cache' of plugin 'jobs' is not registered",
    );
    await app.close();
  });

  it("refuses to boot when a plugin's decorations are missing", async () => {
    const app = Fastify();
    await expect(app.register(catalogCache)).rejects.toThrow("The decorator 'database' required by 'catalog-cache'");
    await app.close();
  });

  it("names what the live events need", () => {
    const meta = (liveEvents as unknown as { [PLUGIN_META]: { dependencies: string[] } })[PLUGIN_META];
    expect(meta.dependencies).toEqual(["catalog-cache", "sockets", "jobs"]);
  });
});

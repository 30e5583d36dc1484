import type { FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { Effects } from "../effects";

declare module "fastify" {
  interface FastifyInstance {
    /** Runs what a committed change set off: its events, stock announcements and job wake-ups. */
    runEffects(effects: Effects): Promise<void>;
  }
  interface FastifyRequest {
    /** What the services this request calls set off; run after the handler, before the answer leaves. */
    readonly effects: Effects;
  }
}

// Made on first use: most requests (static files, reads) record nothing.
const recorded = new WeakMap<FastifyRequest, Effects>();

/**
 * Effects after commit (docs/decisions/044): each request carries an Effects that the services it calls
 * record into once their change is committed; this plugin runs them when the answer is ready (whatever it
 * is: a service that committed and then failed still set its effects off), so no route announces stock,
 * publishes an event or wakes a job itself.
 */
export const effects = fp(
  async (app) => {
    app.decorate("runEffects", async (toRun: Effects) => {
      for (const productId of toRun.stockChanges) app.stockUpdates.changed(productId);
      for (const job of toRun.wakes) app.jobs.wake(job);
      await Promise.all(toRun.events.map((envelope) => app.events.publish(envelope)));
    });
    app.decorateRequest("effects", {
      getter(this: FastifyRequest) {
        let own = recorded.get(this);
        if (!own) recorded.set(this, (own = new Effects()));
        return own;
      },
    });
    app.addHook("onSend", async (request) => {
      const own = recorded.get(request);
      if (own) await app.runEffects(own.take());
    });
  },
  { name: "effects", dependencies: ["live-events", "stock-updates", "jobs"] },
);

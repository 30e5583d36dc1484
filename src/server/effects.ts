import type { Envelope } from "./events";

/** The background jobs (src/server/jobs): what a change may wake. */
export type JobName =
  "card-charges" | "drop-alerts" | "emails" | "image-copies" | "lifecycle-notices" | "payment-deadlines" | "prune";

/**
 * What a committed change sets off, recorded by the service that made it and run once after its commit
 * (docs/decisions/044): live events for every instance's sockets, the products whose units left changed
 * (announced coalesced: plugins/stock-updates.ts), and the jobs that have new work. A route hands its
 * request's Effects to the services it calls and never announces or wakes anything itself; the effects
 * plugin runs them before the answer leaves.
 */
export class Effects {
  readonly events: Envelope[] = [];
  readonly stockChanges = new Set<number>();
  readonly wakes = new Set<JobName>();

  publish(envelope: Envelope): this {
    this.events.push(envelope);
    return this;
  }

  /** A unit of this limited product was taken or given back. */
  stockChanged(productId: number): this {
    this.stockChanges.add(productId);
    return this;
  }

  wake(job: JobName): this {
    this.wakes.add(job);
    return this;
  }

  /** Hands what was recorded to the runner and starts afresh (a request's effects run once). */
  take(): Effects {
    const taken = new Effects();
    taken.events.push(...this.events.splice(0));
    for (const id of this.stockChanges) taken.stockChanges.add(id);
    for (const job of this.wakes) taken.wakes.add(job);
    this.stockChanges.clear();
    this.wakes.clear();
    return taken;
  }
}

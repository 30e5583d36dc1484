import type { ServerMessage } from "../../contracts/realtime";
import type { Db } from "../db/client";
import { countLifecycleChanges, findNextLifecycleBoundary } from "../services/products/catalog";
import type { TimedJob } from "./runner";

export type LifecycleNoticesDeps = {
  db: Db;
  /** This instance's catalog cache: dropped at every boundary. */
  invalidateCatalog(): void;
  /** This instance's sockets: every instance runs this job and tells only its own. */
  broadcast(message: ServerMessage): void;
  /** Products went live: their drop alerts go at once, not at the next poll. */
  onActivated(): void;
};

/**
 * Go-live and expiry notices: each instance waits for the next publish/expiry moment, only to tell its own
 * sockets and drop its catalog cache. The catalog itself is right without it (src/domain/product-lifecycle.ts).
 */
export function lifecycleNoticesJob({ db, invalidateCatalog, broadcast, onActivated }: LifecycleNoticesDeps): TimedJob {
  return {
    kind: "timed",
    name: "lifecycle-notices",
    nextAt: (after) => findNextLifecycleBoundary(db, after),
    async run(from, to) {
      const { activated, expired } = await countLifecycleChanges(db, from, to);
      invalidateCatalog();
      if (activated > 0) {
        onActivated();
        broadcast({ type: "products-activated", activatedCount: activated });
      }
      if (expired > 0) broadcast({ type: "customer-products-updated", reason: "expired" });
    },
  };
}

import fp from "fastify-plugin";
import { systemClock } from "../clock";
import type { JobName } from "../effects";
import { cardChargesJob } from "../jobs/card-charges";
import { dropAlertsJob } from "../jobs/drop-alerts";
import { emailsJob, mailTransport } from "../jobs/emails";
import { imageCopiesJob } from "../jobs/image-copies";
import { lifecycleNoticesJob } from "../jobs/lifecycle-notices";
import { paymentDeadlinesJob } from "../jobs/payment-deadlines";
import { pruneJob } from "../jobs/prune";
import { createJobRunner, type JobDefinition, type JobRunner } from "../jobs/runner";
import { loadVapidKeys, vapidTokens } from "../services/push/vapid-keys";

declare module "fastify" {
  interface FastifyInstance {
    jobs: Pick<JobRunner, "wake" | "settled">;
    /** Drop alerts' Web Push identity: the VAPID public key browsers subscribe with. */
    dropAlerts: { publicKey: string };
  }
}

/**
 * The background jobs of this instance (docs/decisions/044), each a small definition in src/server/jobs run by
 * the one runner: drop alerts, card charges, emails, image copies, the go-live/expiry notices and pruning. They start when the app is ready
 * and close before it does: a closing instance runs nothing new, finishes what is in flight and lets the rows
 * it claimed ahead go, so a SIGTERM loses and repeats nothing.
 */
export const jobs = fp(
  async (app) => {
    const { database, clock, config } = app;
    const vapid = await loadVapidKeys(database.db, config.vapid);
    const transport = config.email.smtpUrl ? mailTransport(config.email.smtpUrl) : null;
    if (!config.email.smtpUrl && config.nodeEnv === "production")
      app.log.warn("SMTP_URL is not set: emails to shoppers are kept in the back office (Emails), not sent");
    const definitions: JobDefinition[] = [
      dropAlertsJob({
        database,
        publicUrl: config.publicUrl,
        allowLoopbackHttp: config.pushAllowLoopback,
        // The real time, not app.clock: push services judge a token's expiry by theirs.
        vapidHeaders: vapidTokens(vapid, systemClock),
        log: app.log,
      }),
      lifecycleNoticesJob({
        db: database.db,
        invalidateCatalog: () => app.catalog.invalidate(),
        broadcast: (message) => app.sockets.broadcast(message),
        onActivated: () => runner.wake("drop-alerts"),
      }),
      pruneJob(database.db),
      emailsJob({
        db: database.db,
        transport,
        from: config.email.from,
        adminEmail: config.adminEmail,
        publicUrl: config.publicUrl,
        unsubscribeLinks: app.emailLinks,
        now: () => clock.now(),
      }),
      paymentDeadlinesJob({
        db: database.db,
        tellShopper: (userId, message) => app.sockets.deliver({ audience: "user", userId, message }),
        runEffects: (effects) => app.runEffects(effects),
        wakePush: () => runner.wake("drop-alerts"),
        wakeEmails: () => runner.wake("emails"),
      }),
    ];
    if (app.stripe) definitions.push(cardChargesJob({ db: database.db, stripe: app.stripe, now: () => clock.now() }));
    if (config.copyImages)
      definitions.push(
        imageCopiesJob({
          database,
          fetchDeps: { clock, allowPrivate: config.importAllowPrivate, resolve: app.resolveHost },
          log: app.log,
        }),
      );
    const runner = createJobRunner(definitions, {
      database,
      clock,
      log: app.log,
      // Decorated by the effects plugin, registered after this one; jobs run only once the app is ready.
      runEffects: (effects) => app.runEffects(effects),
    });

    app.decorate("jobs", { wake: (name: JobName) => runner.wake(name), settled: () => runner.settled() });
    app.decorate("dropAlerts", { publicKey: vapid.publicKey });
    app.addHook("onReady", async () => runner.start());
    // A lookup that failed while the database was out of reach left no timer: its return is the moment to look.
    const stopWatching = database.watchAvailability((reachable) => {
      if (reachable) for (const definition of definitions) runner.wake(definition.name);
    });
    app.addHook("preClose", async () => {
      stopWatching();
      await runner.close();
      transport?.close();
    });
  },
  {
    name: "jobs",
    dependencies: ["catalog-cache", "sockets"],
    decorators: { fastify: ["clock", "database", "config", "resolveHost", "stripe", "emailLinks"] },
  },
);

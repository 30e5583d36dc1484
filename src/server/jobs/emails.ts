import nodemailer, { type Transporter } from "nodemailer";
import type { Db } from "../db/client";
import { emailOutbox } from "../db/schema";
import { renderOrderEmail } from "../services/emails/order-emails";
import {
  decideEmail,
  keepRendered,
  loadOutboxMessages,
  type OutboxMessage,
  recordOutcome,
  WAIT_AGAIN_MS,
} from "../services/emails/outbox";
import { readStoreSettings } from "../services/settings/store-content";
import { OPTIONAL_EMAIL_KINDS } from "../../contracts/admin-emails";
import type { StoreSettings } from "../../contracts/settings";
import type { UnsubscribeLinks } from "../services/emails/unsubscribe";
import type { JobQueue } from "./queue";
import type { LeasedJob } from "./runner";

export const EMAIL_QUEUE: JobQueue = { table: emailOutbox, columns: emailOutbox, doneStatus: "done" };
/** Messages in flight at once per instance, and SMTP connections kept open for them. */
const SENDS_AT_ONCE = 8;
/** An SMTP server that has not answered by then is treated as failing (retried). */
const SEND_TIMEOUT_MS = 30_000;

export type EmailsDeps = {
  db: Db;
  /** SMTP_URL's transport (mailTransport), or null: every message is rendered and kept for the Emails page. */
  transport: Transporter | null;
  /** EMAIL_FROM, else the store email, else the owner's. */
  from: string | null;
  adminEmail: string;
  publicUrl: string;
  /** The one-click unsubscribe links of the emails a shopper may turn off. */
  unsubscribeLinks: UnsubscribeLinks;
  now: () => Date;
};

/**
 * SMTP_URL as nodemailer's options: smtps:// is TLS from the start; smtp:// upgrades with STARTTLS whenever the
 * server offers it (nodemailer's default), so credentials never cross in clear text to a server that can.
 */
export function transportOptions(smtpUrl: string) {
  const url = new URL(smtpUrl);
  const secure = url.protocol === "smtps:";
  return {
    host: url.hostname,
    port: url.port ? Number(url.port) : secure ? 465 : 587,
    secure,
    auth: url.username ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } : undefined,
    connectionTimeout: SEND_TIMEOUT_MS,
    greetingTimeout: SEND_TIMEOUT_MS,
    socketTimeout: SEND_TIMEOUT_MS,
    // A drop's confirmations go over a few kept-open connections, not one connection (and greeting) per message.
    pool: true as const,
    maxConnections: SENDS_AT_ONCE,
  };
}

/** The pooled SMTP transport of SMTP_URL; its owner closes it with the app. */
export function mailTransport(smtpUrl: string): Transporter {
  return nodemailer.createTransport(transportOptions(smtpUrl));
}

type Loaded = { message: OutboxMessage | null; store: StoreSettings };

/** Whether an SMTP failure may pass if tried again: a 4xx, or no answer at all (timeouts, refused connections). */
function isTemporary(error: unknown): boolean {
  const code = (error as { responseCode?: number }).responseCode;
  return code === undefined || (code >= 400 && code < 500);
}

/**
 * The email outbox (docs/decisions/072): each message queued with its change is rendered from the order as it is
 * when it goes, then handed to the SMTP server once, under a Message-ID made from its row (a resend after a
 * crash is the same message to every mail system). A 4xx or no answer is tried again with backoff for a day;
 * a 5xx is given up with the server's words, and other messages go on.
 */
export function emailsJob({
  db,
  transport,
  from,
  adminEmail,
  publicUrl,
  unsubscribeLinks,
  now,
}: EmailsDeps): LeasedJob<Loaded> {
  const host = new URL(publicUrl).hostname;
  return {
    kind: "leased",
    name: "emails",
    queue: EMAIL_QUEUE,
    maxInFlight: SENDS_AT_ONCE,
    claimAhead: SENDS_AT_ONCE * 2,
    leaseMs: 2 * 60_000,
    runTimeoutMs: SEND_TIMEOUT_MS * 3,
    backoff: { firstMs: 30_000, maxMs: 30 * 60_000, windowMs: 24 * 60 * 60_000 },
    // The store's details (name, currency, footer) once per claim, not once per message of a drop's thousands.
    async load(claimed) {
      const [messages, store] = await Promise.all([
        loadOutboxMessages(
          db,
          claimed.map((row) => row.id),
        ),
        readStoreSettings(db),
      ]);
      return messages.map((message) => ({ message, store }));
    },
    async run({ message, store }) {
      if (!message) return { removed: true };
      const decision = decideEmail(message, now());
      if ("wait" in decision) return { retry: decision.wait, afterMs: WAIT_AGAIN_MS };
      if ("skip" in decision) {
        await recordOutcome(db, message.id, "skipped", decision.skip);
        return { done: true };
      }
      const unsubscribeUrl =
        OPTIONAL_EMAIL_KINDS.includes(message.kind) && message.shopperId !== null
          ? unsubscribeLinks.url(message.shopperId)
          : null;
      const rendered = renderOrderEmail({
        kind: message.kind,
        order: message.order!,
        shopperName: message.shopperName,
        store,
        publicUrl,
        unsubscribeUrl,
      });
      const toAddress = message.toAddress!;
      await keepRendered(db, message.id, { toAddress, ...rendered });
      if (!transport) {
        await recordOutcome(db, message.id, "kept");
        return { done: true };
      }
      try {
        await transport.sendMail({
          from: { name: store.storeName ?? "", address: from ?? store.storeEmail ?? adminEmail },
          to: toAddress,
          subject: rendered.subject,
          text: rendered.text,
          html: rendered.html,
          messageId: `<order-email-${message.id}@${host}>`,
          // RFC 8058: the mail provider's own Unsubscribe button POSTs to the link, no page in between.
          ...(unsubscribeUrl
            ? {
                list: { unsubscribe: { url: unsubscribeUrl } },
                headers: { "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
              }
            : {}),
        });
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        return isTemporary(error) ? { retry: reason } : { fail: reason };
      }
      await recordOutcome(db, message.id, "sent");
      return { done: true };
    },
  };
}

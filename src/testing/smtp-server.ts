import type { AddressInfo } from "node:net";
import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

/**
 * An SMTP server on 127.0.0.1 for tests (the `smtp-server` package, as a mail provider's would answer), which the
 * shop's real nodemailer transport sends to (SMTP_URL). It keeps every accepted message, parsed, and can answer
 * the next messages with a temporary (451) or permanent (550) refusal, or refuse one address for good, as a
 * provider does for a mailbox that does not exist.
 */

export type ReceivedEmail = {
  messageId: string;
  to: string[];
  from: string;
  subject: string;
  text: string;
  html: string;
  /** Each header as it arrived (unfolded), by its lower-case name. */
  rawHeaders: Record<string, string>;
};

export type SmtpServer = {
  /** What the shop's SMTP_URL is set to. */
  url: string;
  received(): ReceivedEmail[];
  /** Resolves once `count` messages in all were accepted (or fails after timeoutMs). */
  waitForMessages(count: number, timeoutMs?: number): Promise<ReceivedEmail[]>;
  /** The next messages' DATA get these answers, one each (451: try later; 550: never). */
  answerNext(...codes: number[]): void;
  /** This recipient is refused with 550 (no such mailbox), every time. */
  refuseRecipient(address: string): void;
  close(): Promise<void>;
};

function smtpError(code: number, message: string) {
  return Object.assign(new Error(message), { responseCode: code });
}

export async function startSmtpServer(): Promise<SmtpServer> {
  const received: ReceivedEmail[] = [];
  const queued: number[] = [];
  const refused = new Set<string>();
  const waiters: (() => void)[] = [];
  const server = new SMTPServer({
    // Loopback in tests: no TLS to offer, and no login to ask for.
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (refused.has(address.address.toLowerCase()))
        return callback(smtpError(550, `5.1.1 <${address.address}>: no such mailbox`));
      callback();
    },
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          const code = queued.shift();
          if (code !== undefined) return callback(smtpError(code, code >= 500 ? "5.7.1 refused" : "4.3.0 try later"));
          const to = (Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : []).flatMap((list) =>
            list.value.map((entry) => entry.address ?? ""),
          );
          received.push({
            messageId: mail.messageId ?? "",
            to,
            from: mail.from?.value[0]?.address ?? "",
            subject: mail.subject ?? "",
            text: mail.text ?? "",
            html: typeof mail.html === "string" ? mail.html : "",
            rawHeaders: Object.fromEntries(
              mail.headerLines.map(({ key, line }) => [
                key,
                line
                  .slice(line.indexOf(":") + 1)
                  .replace(/\r?\n\s+/g, " ")
                  .trim(),
              ]),
            ),
          });
          for (const wake of waiters.splice(0)) wake();
          callback();
        })
        .catch((error: unknown) => callback(error instanceof Error ? error : new Error(String(error))));
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  const { port } = server.server.address() as AddressInfo;

  return {
    url: `smtp://127.0.0.1:${port}`,
    received: () => [...received],
    async waitForMessages(count, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      while (received.length < count) {
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`${received.length} of ${count} messages arrived in ${timeoutMs} ms`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left);
          waiters.push(() => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
      return [...received];
    },
    answerNext(...codes) {
      queued.push(...codes);
    },
    refuseRecipient(address) {
      refused.add(address.toLowerCase());
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

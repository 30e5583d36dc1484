import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { renderToStaticMarkup } from "react-dom/server";
import { z } from "zod";
import { errorBodySchema } from "../../contracts/error";
import { emailRemindersSchema, unsubscribeQuerySchema } from "../../contracts/user";
import { supportContact } from "../../domain/store-contact";
import { SHOPPER_SECURITY, requireUser } from "../plugins/sessions";
import {
  readEmailReminders,
  readUnsubscriber,
  setEmailReminders,
  UNSUBSCRIBE_PATH,
} from "../services/emails/unsubscribe";
import { readStoreSettings } from "../services/settings/store-content";

export const UNSUBSCRIBE_TEXT = {
  ask: "Stop payment reminder emails?",
  askText: (email: string) =>
    `${email} will no longer get payment reminders by email. Emails about your orders (confirmations, payments, cancellations, shipping) still come.`,
  button: "Unsubscribe",
  done: "You're unsubscribed",
  doneText: "You will get no more payment reminders by email. You can turn them back on in your profile, under Emails.",
  invalid: "This link doesn't work",
  invalidText:
    "It may have been cut short. Open it again from the email, or turn reminders off in your profile, under Emails.",
} as const;

const htmlAnswer = { description: "A page for the shopper", content: { "text/html": { schema: z.string() } } };
/** A link that is not one the shop made is a page too; a request no link could make is refused as any call is. */
const refusedAnswer = {
  description: "A page saying the link does not work, or the usual error body for a malformed request",
  content: { "text/html": { schema: z.string() }, "application/json": { schema: errorBodySchema } },
};

/** The small pages an unsubscribe link opens: no script, no sign-in, the store's name on top. */
function page(storeName: string, title: string, text: string, form?: { action: string; button: string }) {
  return `<!doctype html>${renderToStaticMarkup(
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{`${title} · ${storeName}`}</title>
      </head>
      <body style={{ margin: 0, fontFamily: "system-ui, sans-serif", background: "#f7f1ea", color: "#2b1a22" }}>
        <main style={{ maxWidth: 480, margin: "0 auto", padding: "48px 20px" }}>
          <p style={{ fontWeight: 700, color: "#6b1f45" }}>{storeName}</p>
          <h1 style={{ fontSize: 24 }}>{title}</h1>
          <p style={{ lineHeight: 1.5 }}>{text}</p>
          {form && (
            <form method="post" action={form.action}>
              <button
                type="submit"
                style={{
                  minHeight: 44,
                  padding: "10px 20px",
                  border: 0,
                  borderRadius: 999,
                  background: "#6b1f45",
                  color: "#fff",
                  fontSize: 16,
                  fontWeight: 700,
                }}
              >
                {form.button}
              </button>
            </form>
          )}
        </main>
      </body>
    </html>,
  )}`;
}

/**
 * The emails a shopper may turn off (docs/decisions/072): the profile's switch, and the one-click link each such
 * email carries (RFC 8058). Opening the link asks first, since mail scanners open links; the POST, from that
 * page or from the mail provider's own button, turns the emails off.
 */
export const emailRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  // What a mail provider's one-click POST carries ("List-Unsubscribe=One-Click"), and what the page's form sends.
  app.addContentTypeParser("application/x-www-form-urlencoded", { parseAs: "string" }, (_request, body, done) =>
    done(null, body),
  );

  app.get(
    "/api/user/email-reminders",
    {
      schema: {
        summary: "Whether the shopper gets payment reminders by email",
        security: SHOPPER_SECURITY,
        response: { 200: emailRemindersSchema, 401: errorBodySchema },
      },
    },
    async (request) => ({ on: await readEmailReminders(db, (await requireUser(request)).id) }),
  );

  app.put(
    "/api/user/email-reminders",
    {
      schema: {
        summary: "Turns payment reminders by email on or off (order emails always go)",
        security: SHOPPER_SECURITY,
        body: emailRemindersSchema,
        response: { 200: emailRemindersSchema, 400: errorBodySchema, 401: errorBodySchema },
      },
    },
    async (request) => ({ on: await setEmailReminders(db, (await requireUser(request)).id, request.body.on) }),
  );

  const storeName = async () => supportContact(await readStoreSettings(db)).storeName;
  const invalidLinkPage = async () => page(await storeName(), UNSUBSCRIBE_TEXT.invalid, UNSUBSCRIBE_TEXT.invalidText);

  app.get(
    UNSUBSCRIBE_PATH,
    {
      schema: {
        summary: "The unsubscribe link's page: asks before turning payment reminder emails off",
        querystring: unsubscribeQuerySchema,
        response: { 200: htmlAnswer, 400: refusedAnswer },
      },
    },
    async (request, reply) => {
      const userId = app.emailLinks.userOf(request.query.token);
      const who = userId === null ? null : await readUnsubscriber(db, userId);
      reply.type("text/html; charset=utf-8").header("cache-control", "no-store");
      if (!who) return reply.code(400).send(await invalidLinkPage());
      const action = `${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(request.query.token)}`;
      return page(await storeName(), UNSUBSCRIBE_TEXT.ask, UNSUBSCRIBE_TEXT.askText(who.email), {
        action,
        button: UNSUBSCRIBE_TEXT.button,
      });
    },
  );

  app.post(
    UNSUBSCRIBE_PATH,
    {
      schema: {
        summary: "One-click unsubscribe (RFC 8058): turns the link's shopper's payment reminder emails off",
        querystring: unsubscribeQuerySchema,
        response: { 200: htmlAnswer, 400: refusedAnswer },
      },
    },
    async (request, reply) => {
      const userId = app.emailLinks.userOf(request.query.token);
      reply.type("text/html; charset=utf-8").header("cache-control", "no-store");
      if (userId === null || !(await readUnsubscriber(db, userId)))
        return reply.code(400).send(await invalidLinkPage());
      await setEmailReminders(db, userId, false);
      return page(await storeName(), UNSUBSCRIBE_TEXT.done, UNSUBSCRIBE_TEXT.doneText);
    },
  );
};

import fp from "fastify-plugin";
import { resolveAppSecret } from "../app-secret";
import { type UnsubscribeLinks, unsubscribeLinks } from "../services/emails/unsubscribe";

declare module "fastify" {
  interface FastifyInstance {
    /** The one-click unsubscribe links of the emails a shopper may turn off (RFC 8058, decision 072). */
    emailLinks: UnsubscribeLinks;
  }
}

export const emailLinks = fp(
  async (app) => {
    app.decorate("emailLinks", unsubscribeLinks(await resolveAppSecret(app.config.appSecret), app.config.publicUrl));
  },
  { name: "email-links", decorators: { fastify: ["config"] } },
);

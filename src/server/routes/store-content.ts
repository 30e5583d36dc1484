import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { publicAlternateDescriptionListSchema } from "../../contracts/admin-settings";
import { errorBodySchema } from "../../contracts/error";
import { shopFromIndiaSchema, storeSettingsSchema } from "../../contracts/settings";
import { AppError } from "../errors";
import { listActiveAlternateDescriptions } from "../services/products/alternate-descriptions";
import { readShopFromIndia, readStoreSettings } from "../services/settings/store-content";

export const SHOP_FROM_INDIA_MISSING = "Shop from India information is not available at the moment.";

export const storeContentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/settings/store",
    { schema: { summary: "The store's public contact details", response: { 200: storeSettingsSchema } } },
    async () => readStoreSettings(app.database.db),
  );

  app.get(
    "/api/alternate-descriptions",
    {
      schema: {
        summary: "The active alternate descriptions, for the product form's picker",
        response: { 200: publicAlternateDescriptionListSchema },
      },
    },
    async () => listActiveAlternateDescriptions(app.database.db),
  );

  app.get(
    "/api/shop-from-india",
    {
      schema: {
        summary: "The Shop from India popup's content; 404 when there is none or the admin switched it off",
        response: { 200: shopFromIndiaSchema, 404: errorBodySchema },
      },
    },
    async () => {
      const content = await readShopFromIndia(app.database.db);
      if (!content) throw new AppError("NOT_FOUND", SHOP_FROM_INDIA_MISSING);
      return content;
    },
  );
};

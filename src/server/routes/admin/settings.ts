import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  ALTERNATE_DESCRIPTION_DELETED,
  adminShippingRateListSchema,
  adminShopFromIndiaSchema,
  adminStoreSettingsSchema,
  adminStripePricingTableSchema,
  alternateDescriptionDeletedSchema,
  alternateDescriptionIdParamsSchema,
  alternateDescriptionInputSchema,
  alternateDescriptionListSchema,
  alternateDescriptionSchema,
  notificationPreferencesSchema,
  premiumMemberListSchema,
  premiumMembersQuerySchema,
  SHIPPING_RATES_SAVED,
  shippingRatesInputSchema,
  shippingRatesSavedSchema,
  shopFromIndiaInputSchema,
  storeSettingsInputSchema,
  stripePricingTableInputSchema,
} from "../../../contracts/admin-settings";
import { errorBodySchema } from "../../../contracts/error";
import { adminActorOf, requireAdmin } from "../../plugins/admin-auth";
import {
  createAlternateDescription,
  deleteAlternateDescription,
  listAlternateDescriptions,
  updateAlternateDescription,
} from "../../services/products/alternate-descriptions";
import {
  getNotificationPreferences,
  saveNotificationPreferences,
} from "../../services/settings/notification-preferences";
import { listPremiumMembers } from "../../services/premium/premium-members";
import { getAdminPricingTable, savePricingTableCode } from "../../services/premium/pricing-table-settings";
import { listShippingRates, updateShippingRates } from "../../services/settings/shipping-rates";
import { getAdminShopFromIndia, saveShopFromIndia } from "../../services/settings/shop-from-india";
import { readStoreSettings } from "../../services/settings/store-content";
import { saveStoreSettings } from "../../services/settings/store-settings";

const errors = { 400: errorBodySchema, 401: errorBodySchema };
const withNotFound = { ...errors, 404: errorBodySchema };

/** The settings tabs, inside the admin route tree: every route needs the admin. */
export const adminSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get(
    "/api/admin/settings/store",
    { schema: { summary: "The store settings", response: { 200: adminStoreSettingsSchema, 401: errorBodySchema } } },
    async () => readStoreSettings(db),
  );

  app.put(
    "/api/admin/settings/store",
    {
      schema: {
        summary: "Saves the store settings: contact details, currency and time zone",
        body: storeSettingsInputSchema,
        response: { 200: adminStoreSettingsSchema, ...errors },
      },
    },
    async (request) => saveStoreSettings(db, request.effects, request.body, await adminActorOf(request)),
  );

  app.get(
    "/api/admin/settings/stripe-pricing-table",
    {
      schema: {
        summary: "The stored Stripe pricing-table embed code and the two ids the shop renders",
        response: { 200: adminStripePricingTableSchema, 401: errorBodySchema },
      },
    },
    async () => getAdminPricingTable(db),
  );

  app.put(
    "/api/admin/settings/stripe-pricing-table",
    {
      schema: {
        summary: "Saves Stripe's pricing-table embed code; any other markup or script is refused",
        body: stripePricingTableInputSchema,
        response: { 200: adminStripePricingTableSchema, ...errors },
      },
    },
    async (request) => savePricingTableCode(db, request.body.stripePricingTableCode, await adminActorOf(request)),
  );

  app.get(
    "/api/admin/alternate-descriptions",
    {
      schema: {
        summary: "Every alternate description, newest first",
        response: { 200: alternateDescriptionListSchema, 401: errorBodySchema },
      },
    },
    async () => listAlternateDescriptions(db),
  );

  app.post(
    "/api/admin/alternate-descriptions",
    {
      schema: {
        summary: "Creates an alternate description",
        body: alternateDescriptionInputSchema,
        response: { 201: alternateDescriptionSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createAlternateDescription(db, request.body, await adminActorOf(request))),
  );

  app.put(
    "/api/admin/alternate-descriptions/:id",
    {
      schema: {
        summary: "Updates an alternate description",
        params: alternateDescriptionIdParamsSchema,
        body: alternateDescriptionInputSchema,
        response: { 200: alternateDescriptionSchema, ...withNotFound },
      },
    },
    async (request) => updateAlternateDescription(db, request.params.id, request.body, await adminActorOf(request)),
  );

  app.delete(
    "/api/admin/alternate-descriptions/:id",
    {
      schema: {
        summary: "Deletes an alternate description",
        params: alternateDescriptionIdParamsSchema,
        response: { 200: alternateDescriptionDeletedSchema, ...withNotFound },
      },
    },
    async (request) => {
      await deleteAlternateDescription(db, request.params.id, await adminActorOf(request));
      return { message: ALTERNATE_DESCRIPTION_DELETED };
    },
  );

  app.get(
    "/api/admin/shop-from-india",
    {
      schema: {
        summary: "The Shop from India popup as the admin edits it, active or not",
        response: { 200: adminShopFromIndiaSchema, 401: errorBodySchema },
      },
    },
    async () => getAdminShopFromIndia(db),
  );

  app.put(
    "/api/admin/shop-from-india",
    {
      schema: {
        summary: "Saves the Shop from India popup; inactive hides it from the shop",
        body: shopFromIndiaInputSchema,
        response: { 200: adminShopFromIndiaSchema, ...errors },
      },
    },
    async (request) => saveShopFromIndia(db, request.body, await adminActorOf(request)),
  );

  // An admin path outside /api/admin: in this tree, so it needs the admin too.
  app.get(
    "/api/shipping-rates",
    {
      schema: {
        summary: "Every stored shipping rate (the shop reads /api/shipping-rates/enabled)",
        response: { 200: adminShippingRateListSchema, 401: errorBodySchema },
      },
    },
    async () => listShippingRates(db),
  );

  app.post(
    "/api/admin/shipping-rates",
    {
      schema: {
        summary: "Saves the shipping rates; only the enabled ones are kept; open pages refresh",
        body: shippingRatesInputSchema,
        response: { 200: shippingRatesSavedSchema, ...errors },
      },
    },
    async (request) => ({
      message: SHIPPING_RATES_SAVED,
      rates: await updateShippingRates(db, request.effects, request.body.rates, await adminActorOf(request)),
    }),
  );

  app.get(
    "/api/admin/notification-preferences",
    {
      schema: {
        summary: "This admin's new-order alert choices",
        response: { 200: notificationPreferencesSchema, ...withNotFound },
      },
    },
    async (request) => getNotificationPreferences(db, (await requireAdmin(request)).id),
  );

  app.put(
    "/api/admin/notification-preferences",
    {
      schema: {
        summary: "Saves this admin's new-order alert choices",
        body: notificationPreferencesSchema,
        response: { 200: notificationPreferencesSchema, ...withNotFound },
      },
    },
    async (request) => {
      const actor = await adminActorOf(request);
      return saveNotificationPreferences(db, actor.adminId, request.body, actor);
    },
  );

  app.get(
    "/api/admin/premium-members",
    {
      schema: {
        summary: "Premium customers with since-when and from where, newest first; q searches name and email",
        querystring: premiumMembersQuerySchema,
        response: { 200: premiumMemberListSchema, ...errors },
      },
    },
    async (request) => listPremiumMembers(db, request.query.q),
  );
};

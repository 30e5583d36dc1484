import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { type Currency, DEFAULT_CURRENCY, formatMoney } from "../../../domain/money";
import { STORE_NAME_FALLBACK } from "../../../domain/store-defaults";
import type { Amount } from "../../../domain/pricing";
import { storeSettingsQuery } from "../api/shop-queries";

/**
 * The store's public settings: contact details (null fields when the admin has not set them), currency and
 * time zone. Read once per visit and refreshed when the admin saves them (`store-settings-updated`).
 */
export function useStoreSettings() {
  return useQuery(storeSettingsQuery);
}

/** The name the server wrote into the page it sent (client-app.ts), for the moment before the settings are read. */
function nameInThePage(): string | null {
  if (typeof document === "undefined") return null;
  return document.querySelector<HTMLMetaElement>('meta[name="application-name"]')?.content.trim() || null;
}

/**
 * The store's name for the header, titles and legal pages: the owner's, once set (and read). While the settings
 * load, the one the page came with, so the header never shows the fallback first and the store's name after.
 */
export function useStoreName(): string {
  const settings = useStoreSettings();
  return settings.data?.storeName?.trim() || (settings.isPending ? nameInThePage() : null) || STORE_NAME_FALLBACK;
}

/** Writes an amount in the store's currency. */
export type FormatMoney = (amount: Amount) => string;

/**
 * The store's currency, or null while it is not known yet. When the settings cannot be read at all, the
 * default currency, so prices still show (the server's answers do not depend on it).
 */
export function useStoreCurrency(): Currency | null {
  const settings = useStoreSettings();
  return settings.data?.currency ?? (settings.isError ? DEFAULT_CURRENCY : null);
}

/**
 * Every amount in the shop and the back office is written through this. null until the
 * currency is known: screens show a placeholder rather than an amount in a currency the store may not use.
 */
export function useFormatMoney(): FormatMoney | null {
  const currency = useStoreCurrency();
  return useMemo(() => (currency === null ? null : (amount: Amount) => formatMoney(amount, currency)), [currency]);
}

const NO_AMOUNT: FormatMoney = () => "";

/**
 * For the back office's tables and dialogs, which render after their own data: the amount in the store's
 * currency, or nothing in the moment before the currency is known (never an amount in another currency).
 */
export function useAmountText(): FormatMoney {
  return useFormatMoney() ?? NO_AMOUNT;
}

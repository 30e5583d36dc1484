/** Keys of the key/value settings table; values are JSON text. */
export const SETTING_KEYS = {
  productSortOrder: "product_sort_order",
  storeSettings: "store_settings",
  stripePricingTable: "stripe_pricing_table_code",
  storeTimeZone: "store_time_zone",
  /** The generated VAPID key pair when the environment names none (services/vapid-keys.ts). */
  vapidKeys: "vapid_keys",
} as const;

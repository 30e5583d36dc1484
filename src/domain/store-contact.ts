import { SUPPORT_HOURS_FALLBACK } from "./store-defaults";

type StoreContactField =
  "storeName" | "storeEmail" | "storePhone" | "storeAddress" | "supportHours" | "storeDescription";

/**
 * What Help & Support shows for a detail the admin has not set (or while the settings cannot be read),
 * so a shopper always has a way to reach the demo store, Chanderi Lane. The shop's pages and its emails
 * both read it.
 */
export const SUPPORT_CONTACT_FALLBACK = {
  storeName: "Chanderi Lane",
  storeEmail: "support@chanderilane.example.com",
  storePhone: "+65 6123 4567",
  storeAddress: "27 Buffalo Road, Singapore 219807",
} as const;

export interface SupportContact {
  storeName: string;
  storeEmail: string;
  storePhone: string;
  storeAddress: string;
  supportHours: string;
  /** The admin's own words about the store; there is no made-up fallback for it. */
  storeDescription: string | null;
}

function present(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

/** Each detail from the settings when set, else its fallback. */
export function supportContact(
  settings: Partial<Record<StoreContactField, string | null>> | null | undefined,
): SupportContact {
  return {
    storeName: present(settings?.storeName) ?? SUPPORT_CONTACT_FALLBACK.storeName,
    storeEmail: present(settings?.storeEmail) ?? SUPPORT_CONTACT_FALLBACK.storeEmail,
    storePhone: present(settings?.storePhone) ?? SUPPORT_CONTACT_FALLBACK.storePhone,
    storeAddress: present(settings?.storeAddress) ?? SUPPORT_CONTACT_FALLBACK.storeAddress,
    supportHours: present(settings?.supportHours) ?? SUPPORT_HOURS_FALLBACK,
    storeDescription: present(settings?.storeDescription),
  };
}

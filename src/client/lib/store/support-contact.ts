import type { StoreSettings } from "../../../contracts/settings";
import { SUPPORT_HOURS_FALLBACK } from "../../../domain/store-defaults";

/**
 * What Help & Support shows for a detail the admin has not set (or while the settings cannot be read),
 * so a shopper always has a way to reach the demo store, Chanderi Lane.
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
export function supportContact(settings: Partial<StoreSettings> | null | undefined): SupportContact {
  return {
    storeName: present(settings?.storeName) ?? SUPPORT_CONTACT_FALLBACK.storeName,
    storeEmail: present(settings?.storeEmail) ?? SUPPORT_CONTACT_FALLBACK.storeEmail,
    storePhone: present(settings?.storePhone) ?? SUPPORT_CONTACT_FALLBACK.storePhone,
    storeAddress: present(settings?.storeAddress) ?? SUPPORT_CONTACT_FALLBACK.storeAddress,
    supportHours: present(settings?.supportHours) ?? SUPPORT_HOURS_FALLBACK,
    storeDescription: present(settings?.storeDescription),
  };
}

/** A `tel:` link keeps the leading + and the digits; spaces and dashes are only for reading. */
export function telHref(phone: string): string {
  const trimmed = phone.trim();
  return `tel:${trimmed.startsWith("+") ? "+" : ""}${trimmed.replace(/\D/g, "")}`;
}

/** WhatsApp's click-to-chat link takes the full international number as digits only. */
export function whatsappHref(whatsappNumber: string): string | null {
  const digits = whatsappNumber.replace(/\D/g, "");
  return digits.length > 0 ? `https://wa.me/${digits}` : null;
}

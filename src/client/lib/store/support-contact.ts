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

import type { DayGroupPaymentStatus, DayGroupStatus } from "../../../domain/order-groups";

// How statuses read and look on "Your Orders". The statuses themselves come from src/domain/order-groups.ts.

export type ChipTone = "amber" | "sky" | "indigo" | "green" | "red" | "orange" | "grey";

const STATUS_CHIPS: Record<DayGroupStatus, { label: string; tone: ChipTone }> = {
  processing: { label: "Processing", tone: "amber" },
  processed: { label: "Processed", tone: "sky" },
  shipped: { label: "Shipped", tone: "indigo" },
  delivered: { label: "Delivered", tone: "green" },
  cancelled: { label: "Cancelled", tone: "red" },
  "partially processed": { label: "Partially processed", tone: "orange" },
};

const PAYMENT_CHIPS: Record<DayGroupPaymentStatus, { label: string; tone: ChipTone }> = {
  paid: { label: "Paid", tone: "green" },
  unpaid: { label: "Unpaid", tone: "amber" },
  "partially paid": { label: "Partially paid", tone: "orange" },
  cancelled: { label: "Cancelled", tone: "grey" },
};

/** A status chip: one colour per order or day-group status. */
export function statusChip(status: DayGroupStatus): { label: string; tone: ChipTone } {
  return STATUS_CHIPS[status];
}

export function paymentChip(status: DayGroupPaymentStatus): { label: string; tone: ChipTone } {
  return PAYMENT_CHIPS[status];
}

function parseDay(day: string): Date {
  const [year, month, date] = day.split("-").map(Number);
  return new Date(Date.UTC(year, month - 1, date));
}

function dayBefore(day: string): string {
  const d = parseDay(day);
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
}

/**
 * A day group's heading: "Today", "Yesterday", else the date ("Mon, 3 Feb 2025" in the shopper's
 * locale). `day` and `today` are calendar days (YYYY-MM-DD) in the shopper's own time zone.
 */
export function dayLabel(day: string, today: string, locale?: string): string {
  if (day === today) return "Today";
  if (day === dayBefore(today)) return "Yesterday";
  return new Intl.DateTimeFormat(locale, {
    weekday: "short",
    day: "numeric",
    month: "short",
    year: "numeric",
    timeZone: "UTC",
  }).format(parseDay(day));
}

/** "1 order" / "3 orders". */
export function orderCount(n: number): string {
  return `${n} ${n === 1 ? "order" : "orders"}`;
}

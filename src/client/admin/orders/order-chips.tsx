import type { DayGroupPaymentStatus, DayGroupStatus } from "../../../domain/order-groups";
import { cn } from "../../lib/ui/cn";
import { PAYMENT_LABELS, statusLabel } from "./order-strings";

const chip = "inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1";

/** One colour per status, so a page of groups can be scanned by colour (and the words say it too). */
const STATUS_TONES: Record<DayGroupStatus, string> = {
  processing: "bg-accent-soft text-accent-ink ring-accent/40",
  processed: "bg-primary-soft text-primary ring-primary/25",
  shipped: "bg-sky-50 text-sky-800 ring-sky-300",
  delivered: "bg-emerald-50 text-success ring-emerald-300",
  cancelled: "bg-destructive-soft text-destructive ring-destructive/30",
  "partially processed": "bg-surface text-ink ring-line",
};

const PAYMENT_TONES: Record<DayGroupPaymentStatus, string> = {
  paid: "bg-emerald-50 text-success ring-emerald-300",
  unpaid: "bg-accent-soft text-accent-ink ring-accent/40",
  "partially paid": "bg-surface text-ink ring-line",
  cancelled: "bg-destructive-soft text-destructive ring-destructive/30",
};

export function StatusChip({ status }: { status: DayGroupStatus }) {
  return <span className={cn(chip, STATUS_TONES[status])}>{statusLabel(status)}</span>;
}

export function PaymentChip({ status }: { status: DayGroupPaymentStatus }) {
  return <span className={cn(chip, PAYMENT_TONES[status])}>{PAYMENT_LABELS[status]}</span>;
}

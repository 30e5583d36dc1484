import { useMemo } from "react";
import {
  DEFAULT_STORE_TIME_ZONE,
  formatCalendarDay,
  formatStoreDate,
  formatStoreDateTime,
  formatStoreTime,
} from "../../../domain/store-time-zone";
import { useStoreSettings } from "../../lib/store/use-store-settings";

/**
 * The store's time zone: every date and time the back office shows or reads is on the store's clock, not
 * the browser's. Undefined until the settings are read, so nothing is shown in a wrong zone.
 */
export function useStoreTimeZone(): string | undefined {
  const store = useStoreSettings();
  if (store.isPending) return undefined;
  // Without the setting the default zone still gives a working screen.
  return store.data?.timeZone ?? DEFAULT_STORE_TIME_ZONE;
}

export interface StoreClock {
  zone: string;
  /** "28 Nov 2026, 10:00" */
  dateTime: (instant: Date | string) => string;
  /** "28 Nov 2026" */
  date: (instant: Date | string) => string;
  /** "10:00" */
  time: (instant: Date | string) => string;
  /** A calendar day that is already the store's ("2026-11-28") in the same format. */
  day: (day: string) => string;
}

/** The back office's one way to write dates and times: the store's zone, one format. */
export function useStoreClock(): StoreClock {
  const zone = useStoreTimeZone() ?? DEFAULT_STORE_TIME_ZONE;
  return useMemo(
    () => ({
      zone,
      dateTime: (instant) => formatStoreDateTime(instant, zone),
      date: (instant) => formatStoreDate(instant, zone),
      time: (instant) => formatStoreTime(instant, zone),
      day: formatCalendarDay,
    }),
    [zone],
  );
}

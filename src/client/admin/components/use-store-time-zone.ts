import { DEFAULT_STORE_TIME_ZONE } from "../../../domain/store-time-zone";
import { useStoreSettings } from "../../lib/use-store-settings";

/**
 * The store's time zone: every date and time the back office shows or reads is on the store's clock, not
 * the browser's (DESIGN 11). Undefined until the settings are read, so nothing is shown in a wrong zone.
 */
export function useStoreTimeZone(): string | undefined {
  const store = useStoreSettings();
  if (store.isPending) return undefined;
  // Without the setting the default zone still gives a working screen.
  return store.data?.timeZone ?? DEFAULT_STORE_TIME_ZONE;
}

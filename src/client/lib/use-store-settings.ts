import { useQuery } from "@tanstack/react-query";
import type { StoreSettings } from "../../contracts/settings";
import { STORE_SETTINGS_KEY } from "./query-keys";

/** The store's public contact details (null fields when the admin has not set them). */
export function useStoreSettings() {
  return useQuery<StoreSettings>({ queryKey: STORE_SETTINGS_KEY });
}

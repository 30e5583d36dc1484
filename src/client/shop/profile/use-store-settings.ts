import { useQuery } from "@tanstack/react-query";
import type { StoreSettings } from "../../../contracts/settings";

/** The store's public contact details (null fields when the admin has not set them). */
export function useStoreSettings() {
  return useQuery<StoreSettings>({ queryKey: ["/api/settings/store"] });
}

import { useQuery } from "@tanstack/react-query";
import type { ShopFromIndia } from "../../../contracts/settings";
import { SHOP_FROM_INDIA_KEY } from "../../lib/query-keys";

/** The Shop from India content. Mounted only inside the open dialog: the spec fetches it only then. */
export function useShopFromIndia() {
  return useQuery<ShopFromIndia>({ queryKey: SHOP_FROM_INDIA_KEY });
}

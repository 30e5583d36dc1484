import { useQuery } from "@tanstack/react-query";
import type { ShopFromIndia } from "../../../contracts/settings";
import { SHOP_FROM_INDIA_KEY } from "../../lib/query-keys";

/**
 * The Shop from India content. Mounted only inside the open dialog: the spec fetches it only then, and
 * every time, so a shopper who opens it again sees what the shop owner saved meanwhile (nothing is pushed
 * for it): the answer is forgotten as soon as the dialog closes.
 */
export function useShopFromIndia() {
  return useQuery<ShopFromIndia>({ queryKey: SHOP_FROM_INDIA_KEY, gcTime: 0 });
}

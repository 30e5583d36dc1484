import { useQuery } from "@tanstack/react-query";
import type { ShopFromIndia } from "../../../contracts/settings";

/** The Shop from India content. Mounted only inside the open dialog: the spec fetches it only then. */
export function useShopFromIndia() {
  return useQuery<ShopFromIndia>({ queryKey: ["/api/shop-from-india"] });
}

import { useQuery } from "@tanstack/react-query";
import { shopFromIndiaQuery } from "../../lib/api/shop-queries";

/**
 * The Shop from India content. Mounted only inside the open dialog: it is fetched only then, and
 * every time, so a shopper who opens it again sees what the shop owner saved meanwhile (nothing is pushed
 * for it): the answer is forgotten as soon as the dialog closes.
 */
export function useShopFromIndia() {
  return useQuery({ ...shopFromIndiaQuery, gcTime: 0 });
}

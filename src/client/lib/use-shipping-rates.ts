import { useQuery } from "@tanstack/react-query";
import type { ShippingRate } from "../../contracts/user";
import { SHIPPING_RATES_KEY } from "./query-keys";

/** The countries we ship to (enabled rates only, ordered by country name) with their rates. */
export function useEnabledShippingRates() {
  return useQuery<ShippingRate[]>({ queryKey: SHIPPING_RATES_KEY });
}

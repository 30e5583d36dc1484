import { useQuery } from "@tanstack/react-query";
import type { ShippingRate } from "../../contracts/user";

export const SHIPPING_RATES_KEY = ["/api/shipping-rates/enabled"] as const;

/** The countries we ship to (enabled rates only, ordered by country name) with their rates. */
export function useEnabledShippingRates() {
  return useQuery<ShippingRate[]>({ queryKey: SHIPPING_RATES_KEY });
}

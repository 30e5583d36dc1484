import { useQuery } from "@tanstack/react-query";
import { shippingRatesQuery } from "../api/shop-queries";

/** The countries we ship to (enabled rates only, ordered by country name) with their rates. */
export function useEnabledShippingRates() {
  return useQuery(shippingRatesQuery);
}

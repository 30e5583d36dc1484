import { useQuery } from "@tanstack/react-query";
import { authProvidersQuery } from "../api/shop-queries";

/** Which sign-in methods this shop offers (Google-style OIDC, and dev sign-in outside production). */
export function useAuthProviders() {
  return useQuery(authProvidersQuery);
}

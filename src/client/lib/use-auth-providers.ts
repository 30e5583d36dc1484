import { useQuery } from "@tanstack/react-query";
import type { AuthProviders } from "../../contracts/user";
import { AUTH_PROVIDERS_KEY } from "./query-keys";

/** Which sign-in methods this shop offers (Google-style OIDC, and dev sign-in outside production). */
export function useAuthProviders() {
  return useQuery<AuthProviders>({ queryKey: AUTH_PROVIDERS_KEY });
}

import { useQuery } from "@tanstack/react-query";
import type { AuthProviders } from "../../../contracts/user";

/** Which sign-in methods this shop offers (Google-style OIDC, and dev sign-in outside production). */
export function useAuthProviders() {
  return useQuery<AuthProviders>({ queryKey: ["/api/auth/providers"] });
}

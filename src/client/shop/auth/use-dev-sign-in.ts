import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CurrentUser, DevLogin } from "../../../contracts/user";
import { apiRequest } from "../../lib/api";
import { CURRENT_USER_KEY, refreshShopperData } from "../../lib/query-keys";

/**
 * Development sign-in: the server creates the user if needed and sets the session cookie. The new user is
 * known at once (no spinner on the next screen) and whatever was cached for the previous visitor is
 * fetched again.
 */
export function useDevSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: DevLogin) => apiRequest<CurrentUser>("POST", "/api/auth/dev-login", input),
    onSuccess: async (user) => {
      queryClient.setQueryData<CurrentUser | null>(CURRENT_USER_KEY, user);
      await refreshShopperData(queryClient);
    },
  });
}

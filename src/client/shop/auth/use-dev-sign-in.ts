import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CurrentUser, DevLogin } from "../../../contracts/user";
import { apiRequest } from "../../lib/api/api";
import { refreshShopperData } from "../../lib/api/query-keys";
import { currentUserQuery } from "../../lib/session/use-current-user";

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
      queryClient.setQueryData(currentUserQuery.queryKey, user);
      await refreshShopperData(queryClient);
    },
  });
}

import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CurrentUser, DevLogin } from "../../../contracts/user";
import { apiRequest } from "../../lib/api";
import { rememberSignedInUser } from "../../lib/use-current-user";

/** Development sign-in: the server creates the user if needed and sets the session cookie. */
export function useDevSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: DevLogin) => apiRequest<CurrentUser>("POST", "/api/auth/dev-login", input),
    onSuccess: (user) => rememberSignedInUser(queryClient, user),
  });
}

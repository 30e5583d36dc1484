import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CurrentUser, ShippingUpdate } from "../../../contracts/user";
import { apiRequest } from "../api/api";
import { currentUserQuery } from "../session/use-current-user";

/** Saves the shopper's shipping address; the answer is the updated user, and /api/user is read again. */
export function useUpdateShipping() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ShippingUpdate) => apiRequest<CurrentUser>("PUT", "/api/user/shipping", input),
    onSuccess: (user) => {
      queryClient.setQueryData(currentUserQuery.queryKey, user);
      // Not awaited: the answer is already the new user; the re-read only confirms it.
      void queryClient.invalidateQueries({ queryKey: currentUserQuery.queryKey });
    },
  });
}

import { queryOptions, useQuery } from "@tanstack/react-query";
import type { CurrentUser } from "../../../contracts/user";
import { getQueryFn } from "../api/api";
import { CURRENT_USER_KEY } from "../api/query-keys";

/** Who is signed in: null when signed out (the server's 401 is an answer here, not a failure). */
export const currentUserQuery = queryOptions({
  queryKey: CURRENT_USER_KEY,
  queryFn: getQueryFn<CurrentUser>({ on401: "returnNull" }),
});

/**
 * The signed-in shopper: `null` when signed out (the server's 401 is an answer here, not a failure),
 * `undefined` while the first answer is on its way.
 */
export function useCurrentUser() {
  return useQuery(currentUserQuery);
}

/**
 * The shopper on a screen that only renders under `ProtectedRoute`, which shows a spinner while the user
 * loads and redirects when there is none; so here the user is always there.
 */
export function useSignedInUser(): CurrentUser {
  const { data } = useCurrentUser();
  if (!data) throw new Error("useSignedInUser() is only for screens rendered inside <ProtectedRoute>");
  return data;
}

import { useMutation, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import type { AdminLogin, AdminLoginResult, AdminMessage, CurrentAdmin } from "../../contracts/admin";
import { apiRequest, isApiError } from "../lib/api/api";
import { isAdminQueryKey } from "../lib/api/query-keys";
import { adminUserQuery } from "./admin-queries";

/**
 * The signed-in administrator: null without an admin session (the server's 401 is an answer here), undefined
 * while the first answer is on its way. The session itself is the HttpOnly `admin_sid` cookie:
 * nothing about it is kept in the page's storage.
 */
export function useAdminUser() {
  return useQuery(adminUserQuery);
}

/** The admin on screens rendered only inside `RequireAdmin`, which waits for one. */
export function useSignedInAdmin(): CurrentAdmin {
  const { data } = useAdminUser();
  if (!data) throw new Error("useSignedInAdmin() is only for screens rendered inside <RequireAdmin>");
  return data;
}

/** Drops everything the back office cached, and records that nobody is signed in. */
export function forgetAdmin(queryClient: QueryClient): void {
  queryClient.removeQueries({ predicate: (query) => isAdminQueryKey(query.queryKey) });
  queryClient.setQueryData(adminUserQuery.queryKey, null);
}

export function useAdminLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminLogin) => apiRequest<AdminLoginResult>("POST", "/api/admin/login", body),
    onSuccess: (result) => {
      if (!("adminToken" in result)) return;
      // The cookie the answer set is the session; the token in the body is for API clients and is dropped.
      queryClient.removeQueries({ predicate: (query) => isAdminQueryKey(query.queryKey) });
      queryClient.setQueryData(adminUserQuery.queryKey, result.admin);
    },
  });
}

/**
 * Logout: whatever the server answered, the browser forgets the admin and shows the
 * sign-in page. Hook-level callbacks, so they run even though the screen that asked unmounts.
 */
export function useAdminLogout(callbacks: { onSuccess: () => void; onError: () => void; onSettled: () => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<AdminMessage>("POST", "/api/admin/logout"),
    onSuccess: callbacks.onSuccess,
    onError: callbacks.onError,
    onSettled: () => {
      forgetAdmin(queryClient);
      callbacks.onSettled();
    },
  });
}

/**
 * A read answered 401 means the session ended (expired, signed out in another tab, password changed
 * elsewhere): the admin is shown the sign-in page instead of a broken screen. Writes are left alone, since
 * a wrong current password or code is also a 401.
 */
export function useSignOutOnExpiredSession(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    return queryClient.getQueryCache().subscribe((event) => {
      if (event.type !== "updated" || event.action.type !== "error") return;
      const { error } = event.action;
      if (isAdminQueryKey(event.query.queryKey) && isApiError(error) && error.status === 401) {
        forgetAdmin(queryClient);
      }
    });
  }, [queryClient]);
}

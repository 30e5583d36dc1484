import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  AdminMessage,
  ChangePassword,
  TwoFactorDisabled,
  TwoFactorEnabled,
  TwoFactorSetup,
} from "../../../contracts/admin";
import { apiRequest } from "../../lib/api/api";
import { ADMIN_TWO_FACTOR_KEY, ADMIN_USER_KEY } from "../../lib/api/query-keys";
import { toast } from "../../lib/ui/use-toast";
import { SECURITY } from "../strings";
import { twoFactorStatusQuery } from "../admin-queries";

export function useTwoFactorStatus() {
  return useQuery(twoFactorStatusQuery);
}

/** Two-factor changed: its status and the admin's `twoFactorEnabled` are read again. */
function useRefreshTwoFactor() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ADMIN_TWO_FACTOR_KEY }),
      queryClient.invalidateQueries({ queryKey: ADMIN_USER_KEY }),
    ]);
}

/** A pending secret: nothing changes for sign-in until a code from it is verified. */
export function useStartTwoFactorSetup() {
  return useMutation({ mutationFn: () => apiRequest<TwoFactorSetup>("POST", "/api/admin/2fa/setup") });
}

export function useVerifyTwoFactor() {
  const refresh = useRefreshTwoFactor();
  return useMutation({
    mutationFn: (token: string) => apiRequest<TwoFactorEnabled>("POST", "/api/admin/2fa/verify", { token }),
    onSuccess: refresh,
  });
}

/**
 * The confirmation toast is shown here, not by the caller: the refreshed status unmounts the dialog that
 * asked, and a caller's own callbacks do not run after it unmounts.
 */
export function useDisableTwoFactor() {
  const refresh = useRefreshTwoFactor();
  return useMutation({
    mutationFn: (token: string) => apiRequest<TwoFactorDisabled>("POST", "/api/admin/2fa/disable", { token }),
    onSuccess: async () => {
      toast({ title: SECURITY.disabledTitle, description: SECURITY.disabledText });
      await refresh();
    },
  });
}

export function useChangePassword() {
  return useMutation({
    mutationFn: (body: ChangePassword) => apiRequest<AdminMessage>("POST", "/api/admin/change-password", body),
  });
}

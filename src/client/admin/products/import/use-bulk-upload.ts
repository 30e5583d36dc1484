import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { BulkUploadBody, BulkUploadResult } from "../../../../contracts/imports";
import { apiRequest } from "../../../lib/api/api";
import { refreshAdminProducts } from "../../../lib/api/query-keys";

/** POST /api/admin/products/bulk-upload; a committed upload refreshes the admin product lists. */
export function useBulkUpload() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BulkUploadBody) => apiRequest<BulkUploadResult>("POST", "/api/admin/products/bulk-upload", body),
    onSuccess: async (result) => {
      if (!result.dryRun) await refreshAdminProducts(queryClient);
    },
  });
}

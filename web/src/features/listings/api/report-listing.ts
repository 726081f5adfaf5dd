import { useMutation } from "@tanstack/react-query";
import type { ReportListingInput } from "@contract/reports";
import { apiRequest } from "@web/lib/api-client";

export const useReportListing = (productId: string) =>
  useMutation({
    mutationFn: (input: ReportListingInput) =>
      apiRequest<{ message: string }>("POST", `/api/products/${encodeURIComponent(productId)}/report`, input),
  });

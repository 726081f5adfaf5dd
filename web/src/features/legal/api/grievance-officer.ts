import { queryOptions, useQuery } from "@tanstack/react-query";
import { BRAND } from "@contract/brand";
import type { GrievanceOfficer } from "@contract/privacy";
import { apiRequest } from "@web/lib/api-client";

/** GET /api/privacy/grievance-officer: the operator's configured officer; the brand's until it answers. */
const grievanceOfficerQuery = () =>
  queryOptions({
    queryKey: ["/api/privacy/grievance-officer"],
    queryFn: ({ signal }) => apiRequest<GrievanceOfficer>("GET", "/api/privacy/grievance-officer", undefined, signal),
    staleTime: 60 * 60_000,
    placeholderData: { name: BRAND.grievanceOfficer, email: BRAND.grievanceEmail },
  });

export const useGrievanceOfficer = () => useQuery(grievanceOfficerQuery());

import type { ReactNode } from "react";
import { BRAND } from "@contract/brand";
import { useMessages } from "@web/i18n/feature-messages";
import { useGrievanceOfficer } from "../api/grievance-officer";
import { legalMessages } from "../messages";

/**
 * The Grievance Officer as the operator configured them (GRIEVANCE_OFFICER_NAME, GRIEVANCE_OFFICER_EMAIL), then
 * `children`: the page's own words on how else to reach them (content/privacy-policy/{en,hi}.tsx).
 */
export function GrievanceOfficerAddress({ children }: { children: ReactNode }) {
  const t = useMessages(legalMessages);
  const officer = useGrievanceOfficer().data ?? { name: BRAND.grievanceOfficer, email: BRAND.grievanceEmail };
  return (
    <>
      <address className="mt-4 rounded-xl border border-slate-200 bg-white px-4 py-3 not-italic">
        <strong>{officer.name}</strong>
        <br />
        {BRAND.businessAddress}
        <br />
        {t("legal.email")} <a href={`mailto:${officer.email}`}>{officer.email}</a>
      </address>
      {children}
    </>
  );
}

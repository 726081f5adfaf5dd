import { Link } from "wouter";
import { BRAND } from "@contract/brand";
import { useGrievanceOfficer } from "../api/grievance-officer";

/** The Grievance Officer as the operator configured them (GRIEVANCE_OFFICER_NAME, GRIEVANCE_OFFICER_EMAIL). */
export function GrievanceOfficerAddress() {
  const officer = useGrievanceOfficer().data ?? { name: BRAND.grievanceOfficer, email: BRAND.grievanceEmail };
  return (
    <>
      <address className="mt-4 rounded-xl border border-slate-200 bg-white px-4 py-3 not-italic">
        <strong>{officer.name}</strong>
        <br />
        {BRAND.businessAddress}
        <br />
        E-mail: <a href={`mailto:${officer.email}`}>{officer.email}</a>
      </address>
      <p>
        Or use the <Link href="/contact">contact form</Link> and tick <strong>Grievance</strong>: you get a reference by
        mail at once. We acknowledge a grievance within 48 hours and resolve it within 30 days.
      </p>
    </>
  );
}

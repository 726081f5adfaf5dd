import { Link } from "wouter";
import { PRIVACY_NOTICE } from "@contract/privacy";

/**
 * The short notice registration shows before consent (DPDP Act s.5; docs/decisions/0047-data-rights.md): what is
 * collected and why, the rights, and where to complain. Accepting the form's box records this notice's version.
 */
export function PrivacyNotice() {
  return (
    <section
      aria-labelledby="privacy-notice-title"
      className="rounded-xl border border-slate-200 bg-slate-50 px-4 py-3 text-sm leading-6 text-slate-700"
    >
      <h2 id="privacy-notice-title" className="font-semibold text-slate-900">
        Your data, in short
      </h2>
      <ul className="mt-1 list-disc space-y-1 pl-5">
        <li>
          <span className="font-medium text-slate-900">What and why:</span> {PRIVACY_NOTICE.collected}{" "}
          {PRIVACY_NOTICE.why}
        </li>
        <li>
          <span className="font-medium text-slate-900">Your rights:</span> {PRIVACY_NOTICE.rights}{" "}
          <Link href="/privacy-policy#grievance-officer" className="font-semibold text-brand-700 underline">
            Grievance Officer
          </Link>
        </li>
      </ul>
    </section>
  );
}

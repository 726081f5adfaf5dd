import { Link } from "wouter";
import { useMessages } from "@web/i18n/feature-messages";
import { accountMessages } from "@web/features/account/messages";

/**
 * The short notice registration shows before consent (DPDP Act s.5; docs/decisions/0047-data-rights.md): what is
 * collected and why, the rights, and where to complain. Accepting the form's box records this notice's version.
 */
export function PrivacyNotice() {
  const t = useMessages(accountMessages);
  return (
    <section
      aria-labelledby="privacy-notice-title"
      className="rounded-xl border border-slate-200 bg-slate-50 px-4 py-3 text-sm leading-6 text-slate-700"
    >
      <h2 id="privacy-notice-title" className="font-semibold text-slate-900">
        {t("account.privacyTitle")}
      </h2>
      <ul className="mt-1 list-disc space-y-1 pl-5">
        <li>
          <span className="font-medium text-slate-900">{t("account.privacyWhat")}</span> {t("account.privacyCollected")}{" "}
          {t("account.privacyWhy")}
        </li>
        <li>
          <span className="font-medium text-slate-900">{t("account.privacyRights")}</span>{" "}
          {t("account.privacyRightsText")}{" "}
          <Link href="/privacy-policy#grievance-officer" className="font-semibold text-brand-700 underline">
            {t("account.grievanceOfficer")}
          </Link>
        </li>
      </ul>
    </section>
  );
}

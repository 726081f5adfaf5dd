import { Store } from "lucide-react";
import { Link } from "wouter";
import { useMessages } from "@web/i18n/feature-messages";
import { accountMessages } from "@web/features/account/messages";

/**
 * /list-product (docs/product.md#pages): a visitor sent here to log in first is told why, with the two ways in.
 * "Log In with Mobile" picks the password tab and puts the cursor in the field that takes a mobile number.
 */
export function SellLoginPrompt({ onMobileLogin }: { onMobileLogin: () => void }) {
  const t = useMessages(accountMessages);
  return (
    <div
      role="note"
      className="mb-5 flex gap-3 rounded-xl border border-brand-100 bg-brand-50 px-4 py-3 text-sm text-slate-700"
    >
      <Store className="mt-0.5 size-5 shrink-0 text-brand-700" aria-hidden />
      <div>
        <p className="font-semibold text-slate-900">{t("auth.sellTitle")}</p>
        <p className="mt-0.5">{t("auth.sellText")}</p>
        <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 font-semibold">
          <button type="button" onClick={onMobileLogin} className="min-h-9 text-brand-700 hover:underline">
            {t("auth.sellMobile")}
          </button>
          <Link href="/register" className="inline-flex min-h-9 items-center text-brand-700 hover:underline">
            {t("auth.sellSignUp")}
          </Link>
        </p>
      </div>
    </div>
  );
}

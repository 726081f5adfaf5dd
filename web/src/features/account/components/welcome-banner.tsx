import type { PublicUser } from "@contract/auth";
import { displayName } from "@web/lib/session";
import { richText, slot } from "./rich-text";
import { useMessages } from "@web/i18n/feature-messages";
import { accountMessages } from "@web/features/account/messages";

/**
 * The dashboard banner: the subtitle follows the role chosen at registration. It greets without "back": the
 * dashboard is also the first page a person sees once registered.
 */
export function WelcomeBanner({ user }: { user: PublicUser }) {
  const t = useMessages(accountMessages);
  const subtitle = user.role === "seller" ? t("dashboard.sellerText") : t("dashboard.buyerText");
  return (
    <section className="rounded-2xl bg-linear-to-br from-brand-800 to-brand-700 px-5 py-6 text-white sm:px-8 sm:py-8">
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">
        {richText(t("dashboard.welcome", { name: slot("name") }), {
          name: <span translate="no">{displayName(user)}</span>,
        })}
      </h1>
      <p className="mt-1 text-brand-50/90">{subtitle}</p>
    </section>
  );
}

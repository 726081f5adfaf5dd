import type { MessageKey } from "@web/i18n/messages/en";
import { useT } from "@web/i18n/i18n";
import { Clock } from "lucide-react";
import { Link } from "wouter";
import { BRAND } from "@contract/brand";
import { LogoMark } from "./logo-mark";

const columns: { title: MessageKey; links: { href: string; label: MessageKey }[] }[] = [
  {
    title: "footer.forBuyers",
    links: [
      { href: "/track-orders", label: "footer.trackOrders" },
      { href: "/return-policy", label: "footer.returnPolicy" },
      { href: "/shipping-policy", label: "footer.shipping" },
    ],
  },
  {
    title: "footer.forSellers",
    links: [
      { href: "/list-product", label: "footer.startSelling" },
      { href: "/seller-guidelines", label: "footer.sellerGuidelines" },
      { href: "/community-guidelines", label: "footer.communityGuidelines" },
    ],
  },
  {
    title: "footer.support",
    links: [
      { href: "/contact", label: "shell.contactUs" },
      { href: "/privacy-policy", label: "footer.privacy" },
      { href: "/terms-conditions", label: "footer.terms" },
      { href: "/cookie-policy", label: "footer.cookies" },
    ],
  },
];

export function Footer() {
  const t = useT();
  return (
    <footer className="bg-slate-900 text-slate-300">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 lg:grid-cols-[1.2fr_2fr]">
        <div className="max-w-sm">
          <div className="flex items-center gap-2">
            <LogoMark className="size-8" />
            <span className="text-xl font-extrabold tracking-tight text-white">{BRAND.name}</span>
          </div>
          <p className="mt-4 text-sm leading-6">{t("brand.tagline")}</p>
          <p className="mt-4 flex gap-2 text-sm leading-6">
            <Clock className="mt-1 size-4 shrink-0 text-accent-400" aria-hidden />
            <span>
              <span className="font-semibold text-white">{t("footer.supportHours")}</span>
              {t("brand.supportHours")}
            </span>
          </p>
        </div>
        <div className="grid grid-cols-2 gap-x-6 gap-y-8 sm:grid-cols-3">
          {columns.map((column) => (
            <nav key={column.title} aria-label={t(column.title)}>
              <h2 className="text-sm font-semibold tracking-wide text-white uppercase">{t(column.title)}</h2>
              <ul className="mt-3">
                {column.links.map((link) => (
                  <li key={link.href}>
                    <Link
                      href={link.href}
                      className="inline-flex min-h-11 items-center text-sm hover:text-white focus-visible:outline-2 focus-visible:outline-accent-400"
                    >
                      {t(link.label)}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
      </div>
      <div className="border-t border-slate-800">
        <p className="mx-auto max-w-7xl px-4 py-6 text-sm text-slate-400">
          © {new Date().getFullYear()} <span translate="no">{BRAND.businessName}</span>
        </p>
      </div>
    </footer>
  );
}

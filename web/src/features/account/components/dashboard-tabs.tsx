import { clsx } from "clsx";
import { HandCoins, Heart, Package, Truck, UserRound, type LucideIcon } from "lucide-react";
import { Link } from "wouter";
import { useMessages, type KeyOf } from "@web/i18n/feature-messages";
import { accountMessages } from "@web/features/account/messages";

/** The dashboard tabs (docs/product.md#pages), Orders first (the default). */
export const DASHBOARD_TABS: { id: DashboardTab; label: KeyOf<typeof accountMessages>; icon: LucideIcon }[] = [
  { id: "orders", label: "dashboard.orders", icon: Truck },
  { id: "products", label: "dashboard.products", icon: Package },
  { id: "offers", label: "dashboard.offers", icon: HandCoins },
  { id: "wishlist", label: "dashboard.wishlist", icon: Heart },
  { id: "account", label: "dashboard.account", icon: UserRound },
];
export type DashboardTab = "orders" | "products" | "offers" | "wishlist" | "account";

export function DashboardTabs({ active }: { active: DashboardTab }) {
  const t = useMessages(accountMessages);
  return (
    <nav aria-label={t("dashboard.sections")} className="-mx-4 overflow-x-auto px-4">
      {/* On a 390 px phone the tabs share the width, icon above a small label, so the last one is not cut off at the edge. */}
      <ul className="flex min-w-max gap-1 border-b border-slate-200 max-sm:min-w-full max-sm:gap-0">
        {DASHBOARD_TABS.map(({ id, label, icon: Icon }) => (
          <li key={id} className="max-sm:flex-1">
            <Link
              href={`/dashboard?tab=${id}`}
              aria-current={active === id ? "page" : undefined}
              className={clsx(
                "-mb-px inline-flex h-11 items-center gap-2 border-b-2 px-4 text-sm font-semibold whitespace-nowrap max-sm:h-14 max-sm:w-full max-sm:flex-col max-sm:justify-center max-sm:gap-0.5 max-sm:px-1 max-sm:text-xs focus-visible:outline-2 focus-visible:outline-brand-600",
                active === id
                  ? "border-brand-700 text-brand-800"
                  : "border-transparent text-slate-600 hover:text-slate-900",
              )}
            >
              <Icon className="size-4" aria-hidden />
              {t(label)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

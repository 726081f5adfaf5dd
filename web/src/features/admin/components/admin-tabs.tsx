import { clsx } from "clsx";
import { useEffect, useRef } from "react";
import { Link } from "wouter";

export const ADMIN_TABS = [
  { id: "pending", label: "Pending" },
  { id: "approved", label: "Approved" },
  { id: "orders", label: "Orders" },
  { id: "returns", label: "Returns" },
  { id: "payouts", label: "Payouts" },
  { id: "reconciliation", label: "Reconcile" },
  { id: "contact", label: "Contact" },
  { id: "analytics", label: "Analytics" },
  { id: "users", label: "Users" },
  { id: "listings", label: "Listings" },
  { id: "coupons", label: "Coupons" },
  { id: "audit", label: "Audit log" },
] as const;
export type AdminTab = (typeof ADMIN_TABS)[number]["id"];

/** Tabs are links (?tab=...) so a reload, the back button and a shared URL keep the admin where they were. */
export function AdminTabs({ active, counts }: { active: AdminTab; counts: Partial<Record<AdminTab, number>> }) {
  const strip = useRef<HTMLElement>(null);
  // On a phone the strip scrolls sideways: bring the open tab into sight (only the strip moves, never the page).
  useEffect(() => {
    const nav = strip.current;
    const current = nav?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!nav || !current) return;
    const left = current.offsetLeft - nav.offsetLeft;
    if (left < nav.scrollLeft || left + current.offsetWidth > nav.scrollLeft + nav.clientWidth)
      nav.scrollLeft = left - 16;
  }, [active]);

  return (
    <nav ref={strip} aria-label="Admin sections" className="-mx-4 overflow-x-auto px-4">
      <ul className="flex min-w-max gap-1 border-b border-slate-200">
        {ADMIN_TABS.map(({ id, label }) => (
          <li key={id}>
            <Link
              href={`?tab=${id}`}
              aria-current={active === id ? "page" : undefined}
              className={clsx(
                "-mb-px inline-flex h-11 items-center gap-2 border-b-2 px-2 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-brand-600",
                active === id
                  ? "border-brand-700 text-brand-800"
                  : "border-transparent text-slate-600 hover:text-slate-900",
              )}
            >
              {label}
              {counts[id] !== undefined && (
                <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-700">{counts[id]}</span>
              )}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

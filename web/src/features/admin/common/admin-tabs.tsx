import { clsx } from "clsx";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { useCallback, useEffect, useRef, useState } from "react";
import { Link } from "wouter";

export const ADMIN_TABS = [
  { id: "pending", label: "Pending" },
  { id: "approved", label: "Approved" },
  { id: "orders", label: "Orders" },
  { id: "returns", label: "Returns" },
  { id: "shipments", label: "Shipments" },
  { id: "reports", label: "Reports" },
  { id: "reviews", label: "Reviews" },
  { id: "payouts", label: "Payouts" },
  { id: "reconciliation", label: "Reconcile" },
  { id: "tax", label: "Tax" },
  { id: "contact", label: "Contact" },
  { id: "analytics", label: "Analytics" },
  { id: "users", label: "Users" },
  { id: "listings", label: "Listings" },
  { id: "coupons", label: "Coupons" },
  { id: "audit", label: "Audit log" },
] as const;
export type AdminTab = (typeof ADMIN_TABS)[number]["id"];

/**
 * Tabs are links (?tab=...) so a reload, the back button and a shared URL keep the admin where they were. From a
 * tablet up they wrap onto a second row rather than hide behind the edge, however many sections there are; on a
 * phone they scroll sideways, with a fade and an arrow on the side where more tabs are.
 */
export function AdminTabs({ active, counts }: { active: AdminTab; counts: Partial<Record<AdminTab, number>> }) {
  const strip = useRef<HTMLElement>(null);
  const [more, setMore] = useState({ before: false, after: false });

  const measure = useCallback(() => {
    const nav = strip.current;
    if (!nav) return;
    const before = nav.scrollLeft > 4;
    const after = nav.scrollLeft + nav.clientWidth < nav.scrollWidth - 4;
    setMore((m) => (m.before === before && m.after === after ? m : { before, after }));
  }, []);

  // On a phone the strip scrolls sideways: bring the open tab into sight (only the strip moves, never the page).
  useEffect(() => {
    const nav = strip.current;
    const current = nav?.querySelector<HTMLElement>('[aria-current="page"]');
    if (nav && current) {
      const left = current.offsetLeft - nav.offsetLeft;
      if (left < nav.scrollLeft || left + current.offsetWidth > nav.scrollLeft + nav.clientWidth)
        nav.scrollLeft = left - 16;
    }
    measure();
  }, [active, measure]);

  useEffect(() => {
    window.addEventListener("resize", measure);
    return () => window.removeEventListener("resize", measure);
  }, [measure]);

  const scrollBy = (direction: 1 | -1) =>
    strip.current?.scrollBy({ left: direction * strip.current.clientWidth * 0.7, behavior: "smooth" });

  return (
    <div className="relative -mx-4 border-b border-slate-200 md:mx-0">
      <nav
        ref={strip}
        aria-label="Admin sections"
        onScroll={measure}
        className="overflow-x-auto px-4 py-2 [scrollbar-width:none] md:overflow-visible md:px-0 [&::-webkit-scrollbar]:hidden"
      >
        <ul className="flex min-w-max gap-1.5 md:min-w-0 md:flex-wrap">
          {ADMIN_TABS.map(({ id, label }) => (
            <li key={id}>
              <Link
                href={`?tab=${id}`}
                aria-current={active === id ? "page" : undefined}
                className={clsx(
                  "inline-flex h-11 items-center gap-2 rounded-full px-4 text-sm font-semibold whitespace-nowrap focus-visible:outline-2 focus-visible:outline-brand-600",
                  active === id
                    ? "bg-brand-700 text-white shadow-sm"
                    : "text-slate-700 hover:bg-slate-100 hover:text-slate-900",
                )}
              >
                {label}
                {counts[id] !== undefined && (
                  <span
                    className={clsx(
                      "rounded-full px-2 py-0.5 text-xs",
                      active === id ? "bg-brand-900 text-white" : "bg-slate-100 text-slate-700",
                    )}
                  >
                    {counts[id]}
                  </span>
                )}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {more.before && (
        <button
          type="button"
          aria-label="Show earlier sections"
          onClick={() => scrollBy(-1)}
          className="absolute inset-y-0 left-0 flex w-12 items-center justify-start bg-linear-to-r from-white via-white/90 to-transparent pl-1 text-slate-700 md:hidden"
        >
          <ChevronLeft className="size-5" aria-hidden />
        </button>
      )}
      {more.after && (
        <button
          type="button"
          aria-label="Show more sections"
          onClick={() => scrollBy(1)}
          className="absolute inset-y-0 right-0 flex w-12 items-center justify-end bg-linear-to-l from-white via-white/90 to-transparent pr-1 text-slate-700 md:hidden"
        >
          <ChevronRight className="size-5" aria-hidden />
        </button>
      )}
    </div>
  );
}

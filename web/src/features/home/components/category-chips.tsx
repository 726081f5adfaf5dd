import { useMessages } from "@web/i18n/feature-messages";
import { homeMessages } from "@web/features/home/messages";
import type { MessageKey } from "@web/i18n/messages/en";
import type { KeyOf } from "@web/i18n/feature-messages";
import { clsx } from "clsx";
import { Link } from "wouter";
import { CATEGORIES } from "@contract/categories";

// Every category has its chip (the first design named four; Books, Vehicles and Other were then unreachable from home).
const chips = [
  { href: "/", label: "home.all" as KeyOf<typeof homeMessages> | MessageKey, category: null },
  ...CATEGORIES.map((category) => ({
    href: `/?category=${category}`,
    label: `category.${category}` as KeyOf<typeof homeMessages> | MessageKey,
    category,
  })),
];

/** docs/product.md#pages: a chip sets /?category={id}; All goes back to /. The URL is the only state. */
export function CategoryChips({ active }: { active: string | null }) {
  const t = useMessages(homeMessages);
  return (
    <nav aria-label={t("home.categories")} className="-mx-4 overflow-x-auto px-4 [scrollbar-width:none]">
      <ul className="flex w-max gap-2">
        {chips.map((chip) => {
          const isActive = chip.category === active;
          return (
            <li key={chip.href}>
              <Link
                href={chip.href}
                aria-current={isActive ? "page" : undefined}
                className={clsx(
                  "inline-flex h-11 items-center rounded-full border px-5 text-sm font-semibold whitespace-nowrap transition-colors",
                  "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600",
                  isActive
                    ? "border-brand-700 bg-brand-700 text-white"
                    : "border-slate-300 bg-white text-slate-700 hover:border-brand-600 hover:text-brand-800",
                )}
              >
                {t(chip.label)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

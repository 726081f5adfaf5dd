import { clsx } from "clsx";
import { ChevronDown, ListOrdered } from "lucide-react";
import { useEffect, useState } from "react";
import { useMessages } from "@web/i18n/feature-messages";
import { legalMessages } from "../messages";

interface TocSection {
  id: string;
  title: string;
}

/** Marks the section nearest the top of the viewport (below the sticky header) as the current one. */
function useActiveSection(ids: readonly string[]) {
  const [active, setActive] = useState(ids[0]);
  useEffect(() => {
    const elements = ids.map((id) => document.getElementById(id)).filter((el): el is HTMLElement => el !== null);
    if (elements.length === 0 || typeof IntersectionObserver === "undefined") return;
    const visible = new Set<string>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting) visible.add(entry.target.id);
          else visible.delete(entry.target.id);
        }
        const first = ids.find((id) => visible.has(id));
        if (first) setActive(first);
      },
      { rootMargin: "-96px 0px -55% 0px" },
    );
    for (const el of elements) observer.observe(el);
    return () => observer.disconnect();
  }, [ids]);
  return active;
}

function TocLinks({
  sections,
  active,
  onNavigate,
}: {
  sections: readonly TocSection[];
  active?: string;
  onNavigate?: () => void;
}) {
  return (
    <ol className="space-y-0.5">
      {sections.map((section, index) => {
        const current = section.id === active;
        return (
          <li key={section.id}>
            <a
              href={`#${section.id}`}
              aria-current={current ? "location" : undefined}
              onClick={onNavigate}
              className={clsx(
                "flex min-h-10 gap-2 rounded-lg border-l-2 px-3 py-2 text-sm leading-5 transition-colors focus-visible:outline-2 focus-visible:outline-brand-600",
                current
                  ? "border-brand-600 bg-brand-50 font-semibold text-brand-800"
                  : "border-transparent text-slate-600 hover:bg-slate-100 hover:text-slate-900",
              )}
            >
              {/* The number takes the link's own colour: a paler grey fell below 4.5:1 on the tinted backgrounds. */}
              <span className="w-5 shrink-0 text-right tabular-nums" aria-hidden>
                {index + 1}.
              </span>
              <span>{section.title}</span>
            </a>
          </li>
        );
      })}
    </ol>
  );
}

/** Contents of a policy page: a collapsible list on phones, a sticky side column on wide screens. */
export function PolicyToc({ sections }: { sections: readonly TocSection[] }) {
  const [ids] = useState(() => sections.map((s) => s.id));
  const active = useActiveSection(ids);
  const [open, setOpen] = useState(false);
  const t = useMessages(legalMessages);
  return (
    <>
      <details
        open={open}
        onToggle={(e) => setOpen(e.currentTarget.open)}
        className="group mb-8 rounded-xl border border-slate-200 bg-white lg:hidden"
      >
        <summary className="flex min-h-12 cursor-pointer list-none items-center gap-2 px-4 text-sm font-semibold text-slate-900 [&::-webkit-details-marker]:hidden">
          <ListOrdered className="size-4 text-brand-700" aria-hidden />
          {t("legal.onThisPage")}
          <ChevronDown
            className="ml-auto size-4 text-slate-500 transition-transform group-open:rotate-180"
            aria-hidden
          />
        </summary>
        <nav aria-label={t("legal.onThisPage")} className="border-t border-slate-100 p-2">
          <TocLinks sections={sections} onNavigate={() => setOpen(false)} />
        </nav>
      </details>
      <aside className="hidden lg:block">
        <nav
          aria-label={t("legal.onThisPage")}
          className="sticky top-24 max-h-[calc(100dvh-7rem)] overflow-y-auto pb-4"
        >
          <p className="mb-2 px-3 text-xs font-semibold tracking-wider text-slate-500 uppercase">
            {t("legal.onThisPage")}
          </p>
          <TocLinks sections={sections} active={active} />
        </nav>
      </aside>
    </>
  );
}

import { clsx } from "clsx";
import { useRef, type KeyboardEvent } from "react";
import { useMessages, type KeyOf } from "@web/i18n/feature-messages";
import { accountMessages } from "@web/features/account/messages";

export type LoginTab = "password" | "otp" | "mobile";
const TABS: { id: LoginTab; label: KeyOf<typeof accountMessages> }[] = [
  { id: "password", label: "auth.tabPassword" },
  { id: "otp", label: "auth.tabOtp" },
  { id: "mobile", label: "auth.tabMobile" },
];

/** WAI-ARIA tabs: arrow keys move between them, only the selected one is in the tab order. */
export function LoginTabs({ tab, onChange }: { tab: LoginTab; onChange: (tab: LoginTab) => void }) {
  const t = useMessages(accountMessages);
  const refs = useRef<Record<LoginTab, HTMLButtonElement | null>>({ password: null, otp: null, mobile: null });

  function onKeyDown(event: KeyboardEvent) {
    if (event.key !== "ArrowLeft" && event.key !== "ArrowRight") return;
    const at = TABS.findIndex((t) => t.id === tab);
    const next = TABS[(at + (event.key === "ArrowRight" ? 1 : TABS.length - 1)) % TABS.length]!.id;
    onChange(next);
    refs.current[next]?.focus();
  }

  return (
    <div
      role="tablist"
      aria-label={t("auth.method")}
      className="grid grid-cols-3 rounded-xl bg-slate-100 p-1"
      onKeyDown={onKeyDown}
    >
      {TABS.map(({ id, label }) => (
        <button
          key={id}
          ref={(el) => {
            refs.current[id] = el;
          }}
          id={`login-tab-${id}`}
          type="button"
          role="tab"
          aria-selected={tab === id}
          aria-controls={`login-panel-${id}`}
          tabIndex={tab === id ? 0 : -1}
          onClick={() => onChange(id)}
          className={clsx(
            "h-10 rounded-lg text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-brand-600",
            tab === id ? "bg-white text-brand-800 shadow-sm" : "text-slate-600 hover:text-slate-900",
          )}
        >
          {t(label)}
        </button>
      ))}
    </div>
  );
}

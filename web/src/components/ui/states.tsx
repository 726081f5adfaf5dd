import { useT } from "@web/i18n/i18n";
import { Inbox } from "lucide-react";
import { clsx } from "clsx";
import type { ReactNode } from "react";
import { Button } from "./button";

/**
 * The three ways a list or panel has nothing to show yet: still loading, failed (with a retry), or empty. One look
 * for all of them across the app; a screen gives the layout of its placeholders and its own words.
 */

/** Grey blocks where the content will be, announced as busy. `layout` lays them out, `block` sizes each. */
export function LoadingState({
  count = 3,
  layout = "space-y-3",
  block,
  label,
}: {
  count?: number;
  layout?: string;
  block: string;
  label?: string;
}) {
  const t = useT();
  return (
    <div className={layout} aria-busy="true" aria-label={label ?? t("shell.loading")}>
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className={clsx(block, "animate-pulse rounded-2xl bg-slate-100")} />
      ))}
    </div>
  );
}

/** What failed, the error's own words when there are some, and Try again. */
export function ErrorState({
  title,
  detail,
  onRetry,
  className,
  alert,
}: {
  title: string;
  detail?: string;
  onRetry: () => unknown;
  className?: string;
  /** Announced at once (a page's main content failed), not only shown. */
  alert?: boolean;
}) {
  const t = useT();
  return (
    <div
      className={clsx(className, "rounded-2xl border border-red-200 bg-red-50 p-6 text-center")}
      role={alert ? "alert" : undefined}
    >
      <p className="font-semibold text-red-900">{title}</p>
      {detail && <p className="mt-1 text-sm text-red-800">{detail}</p>}
      <Button variant="outline" className="mt-3" onClick={() => void onRetry()}>
        {t("shell.tryAgain")}
      </Button>
    </div>
  );
}

/** The dashed box of an empty list: an icon (an inbox unless told) and what to say, or a whole message with a way on. */
export function EmptyState({
  icon,
  className,
  children,
}: {
  icon?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div
      className={clsx(
        className,
        "flex flex-col items-center rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center",
      )}
    >
      {icon ?? <Inbox className="size-8 text-slate-400" aria-hidden />}
      {children}
    </div>
  );
}

import { useT } from "@web/i18n/i18n";

/** A whole screen tall, so the footer stays below the fold until the page arrives instead of jumping (layout shift). */
export function PageSpinner() {
  const t = useT();
  return (
    <div className="flex min-h-svh items-center justify-center" role="status" aria-label={t("shell.loading")}>
      <span className="size-8 animate-spin rounded-full border-4 border-brand-100 border-t-brand-700" />
    </div>
  );
}

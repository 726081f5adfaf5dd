import { Suspense, type ReactNode } from "react";
import { PushPrompt } from "@web/features/push";
import { island } from "@web/lib/island";
import { usePushMoment } from "@web/lib/push-moment";
import { Header } from "./header";
import { ScrollToTop } from "./scroll-to-top";
import { useT } from "@web/i18n/i18n";

// Below every page: rendered by the server, its code comes after the first load.
const Footer = island(() => import("./footer").then((m) => m.Footer));

export function AppLayout({ children }: { children: ReactNode }) {
  const t = useT();
  const pushMoment = usePushMoment();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-white px-4 py-3 font-semibold text-brand-800 shadow focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {t("shell.skip")}
      </a>
      <ScrollToTop />
      <Header />
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        {children}
      </main>
      <Footer />
      {pushMoment && (
        <Suspense fallback={null}>
          <PushPrompt moment={pushMoment} />
        </Suspense>
      )}
    </div>
  );
}

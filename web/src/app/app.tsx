import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import { Router } from "wouter";
import { queryClient as browserQueryClient } from "@web/lib/query-client";
import { ToasterSlot } from "@web/components/ui/toaster-slot";
import { AppLayout } from "./layout/app-layout";
import { AppRoutes } from "./routes";
import { useReadyMark } from "./use-ready-mark";
import { useSessionRestore } from "./use-session-restore";
import { island } from "@web/lib/island";
import type { Language } from "@contract/language";
import { I18nProvider, type Catalogue } from "@web/i18n/i18n";

// "You are offline" and "Update available": nothing to show on the server, so nothing to wait for on first load.
const ConnectivityNotices = island(() => import("./pwa/connectivity-notices").then((m) => m.ConnectivityNotices));

/**
 * `client` and `ssrPath`/`ssrSearch` are the server renderer's: a query cache of its own per request, and the URL.
 * `language` is the address's (Hindi pages live under /hi, the router's base there), `messages` its catalogue.
 */
export function App({
  client = browserQueryClient,
  ssrPath,
  ssrSearch,
  language,
  messages,
}: {
  client?: QueryClient;
  ssrPath?: string;
  ssrSearch?: string;
  language: Language;
  messages: Catalogue;
}) {
  useSessionRestore();
  useReadyMark();
  return (
    <QueryClientProvider client={client}>
      <I18nProvider language={language} messages={messages}>
        <Router base={language === "hi" ? "/hi" : ""} ssrPath={ssrPath} ssrSearch={ssrSearch}>
          <ConnectivityNotices />
          <AppLayout>
            <AppRoutes />
          </AppLayout>
          <ToasterSlot />
        </Router>
      </I18nProvider>
    </QueryClientProvider>
  );
}

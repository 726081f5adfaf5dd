import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import { Router } from "wouter";
import { queryClient as browserQueryClient } from "@web/lib/query-client";
import { ToasterSlot } from "@web/components/ui/toaster-slot";
import { AppLayout } from "./layout/app-layout";
import { AppRoutes } from "./routes";
import { useReadyMark } from "./use-ready-mark";
import { useSessionRestore } from "./use-session-restore";
import { island } from "@web/lib/island";

// "You are offline" and "Update available": nothing to show on the server, so nothing to wait for on first load.
const ConnectivityNotices = island(() => import("./pwa/connectivity-notices").then((m) => m.ConnectivityNotices));

/** `client` and `ssrPath`/`ssrSearch` are the server renderer's: a query cache of its own per request, and the URL. */
export function App({
  client = browserQueryClient,
  ssrPath,
  ssrSearch,
}: {
  client?: QueryClient;
  ssrPath?: string;
  ssrSearch?: string;
}) {
  useSessionRestore();
  useReadyMark();
  return (
    <QueryClientProvider client={client}>
      <Router ssrPath={ssrPath} ssrSearch={ssrSearch}>
        <ConnectivityNotices />
        <AppLayout>
          <AppRoutes />
        </AppLayout>
        <ToasterSlot />
      </Router>
    </QueryClientProvider>
  );
}

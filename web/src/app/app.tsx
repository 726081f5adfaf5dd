import { QueryClientProvider } from "@tanstack/react-query";
import { queryClient } from "@web/lib/query-client";
import { Toaster } from "@web/components/ui/toaster";
import { AppLayout } from "./layout/app-layout";
import { ConnectivityNotices } from "./pwa/connectivity-notices";
import { AppRoutes } from "./routes";
import { useSessionRestore } from "./use-session-restore";

export function App() {
  useSessionRestore();
  return (
    <QueryClientProvider client={queryClient}>
      <ConnectivityNotices />
      <AppLayout>
        <AppRoutes />
      </AppLayout>
      <Toaster />
    </QueryClientProvider>
  );
}

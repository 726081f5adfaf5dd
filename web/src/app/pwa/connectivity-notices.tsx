import { useSyncExternalStore } from "react";
import { CloudOff, RefreshCw } from "lucide-react";
import { useT } from "@web/i18n/i18n";
import { updateWaiting } from "./service-worker";

const onlineStore = {
  subscribe(listener: () => void) {
    window.addEventListener("online", listener);
    window.addEventListener("offline", listener);
    return () => {
      window.removeEventListener("online", listener);
      window.removeEventListener("offline", listener);
    };
  },
  online: () => navigator.onLine,
  // Server-rendered HTML assumes a connection: the banner appears only in the browser.
  assumedOnline: () => true,
};

const noUpdateOnServer = () => undefined;

/**
 * "You are offline" and "Update available", in the page's flow above the header (they push content down rather than
 * cover it). One polite live region, always present, so screen readers hear each change.
 */
export function ConnectivityNotices() {
  const t = useT();
  const online = useSyncExternalStore(onlineStore.subscribe, onlineStore.online, onlineStore.assumedOnline);
  const applyUpdate = useSyncExternalStore(updateWaiting.subscribe, () => updateWaiting.apply, noUpdateOnServer);
  return (
    <div role="status" aria-live="polite" className="text-sm">
      {!online && (
        <p className="flex items-center justify-center gap-2 bg-amber-100 px-4 py-2 text-center text-amber-950">
          <CloudOff aria-hidden className="size-4 shrink-0" />
          <span>
            <strong>{t("shell.offlineBanner")}</strong> {t("shell.offlineBannerDetail")}
          </span>
        </p>
      )}
      {applyUpdate && (
        <p className="flex items-center justify-center gap-3 bg-brand-800 px-4 py-2 text-white">
          <span>{t("shell.updateAvailable")}</span>
          <button
            type="button"
            onClick={applyUpdate}
            className="inline-flex min-h-9 items-center gap-1.5 rounded-lg bg-white px-3 py-1 font-semibold text-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-400"
          >
            <RefreshCw aria-hidden className="size-4" />
            {t("shell.reload")}
          </button>
        </p>
      )}
    </div>
  );
}

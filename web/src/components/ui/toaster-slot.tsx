import { Suspense, useEffect, useState } from "react";
import { useToasts } from "./use-toast";
import { lazyPart } from "@web/lib/lazy-part";

const loadToaster = () => import("./toaster");
const Toaster = lazyPart(() => loadToaster().then((m) => m.Toaster));

/**
 * The toaster (Radix Toast) is not needed to show a page, so its code is fetched once the browser is idle after the
 * first render (decision 0028), or at once for a toast raised before that; then it stays mounted.
 */
export function ToasterSlot() {
  const toasts = useToasts();
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let live = true;
    const load = () => void loadToaster().then(() => live && setReady(true));
    const idle = window.requestIdleCallback?.(load, { timeout: 2000 }) ?? window.setTimeout(load, 200);
    return () => {
      live = false;
      if (window.cancelIdleCallback) window.cancelIdleCallback(idle);
      else window.clearTimeout(idle);
    };
  }, []);
  return ready || toasts.length > 0 ? (
    <Suspense>
      <Toaster />
    </Suspense>
  ) : null;
}

import { Suspense, useEffect, useState } from "react";
import { useToasts } from "./use-toast";
import { lazyPart } from "@web/lib/lazy-part";

const loadToaster = () => import("./toaster");
const Toaster = lazyPart(() => loadToaster().then((m) => m.Toaster));
const WARM_ON = ["pointerdown", "keydown"] as const;

/**
 * The toaster (Radix Toast) is not needed to show a page (decision 0033). A toast follows something the person did,
 * so its code is fetched at their first press or key, while the action's own request is on its way, and mounted
 * with the first toast; a toast raised before any (a redirect's "Login Required") fetches it at once. The service
 * worker keeps its code with the shell, so a toast raised offline still shows.
 */
export function ToasterSlot() {
  const toasts = useToasts();
  const [raised, setRaised] = useState(false);
  useEffect(() => {
    const warm = () => {
      void loadToaster().catch(() => undefined);
      for (const type of WARM_ON) window.removeEventListener(type, warm, true);
    };
    for (const type of WARM_ON) window.addEventListener(type, warm, { capture: true, passive: true });
    return () => {
      for (const type of WARM_ON) window.removeEventListener(type, warm, true);
    };
  }, []);
  if (toasts.length > 0 && !raised) setRaised(true);
  return raised ? (
    <Suspense>
      <Toaster />
    </Suspense>
  ) : null;
}

import { Suspense, useState } from "react";
import { useToasts } from "./use-toast";
import { lazyPart } from "@web/lib/lazy-part";

const Toaster = lazyPart(() => import("./toaster").then((m) => m.Toaster));

/**
 * The toaster (Radix Toast) is not needed to show a page, so its code is fetched when the first toast is raised
 * (decision 0033); then it stays mounted. The service worker keeps its code with the shell, so a toast raised offline
 * still shows.
 */
export function ToasterSlot() {
  const toasts = useToasts();
  const [raised, setRaised] = useState(false);
  if (toasts.length > 0 && !raised) setRaised(true);
  return raised ? (
    <Suspense>
      <Toaster />
    </Suspense>
  ) : null;
}

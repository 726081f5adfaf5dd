import { lazy, Suspense, useState } from "react";
import { useToasts } from "./use-toast";

const Toaster = lazy(() => import("./toaster").then((m) => ({ default: m.Toaster })));

/**
 * The toaster's code (Radix Toast) loads with the first toast, not with every page (decision 0028); once loaded it
 * stays mounted so later toasts show at once.
 */
export function ToasterSlot() {
  const toasts = useToasts();
  const [needed, setNeeded] = useState(false);
  if (toasts.length > 0 && !needed) setNeeded(true);
  return needed || toasts.length > 0 ? (
    <Suspense>
      <Toaster />
    </Suspense>
  ) : null;
}

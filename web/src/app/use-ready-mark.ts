import { useEffect } from "react";
import { islands } from "@web/lib/island";

/**
 * Marks <html data-ready> once the app has mounted or hydrated, islands included (web/src/lib/island.tsx): until then
 * a server-rendered button shows but does nothing when tapped. Browser tests wait for it after each full page load,
 * as a person waits for the page to settle. An island still off screen is not waited for (decision 0033).
 */
export function useReadyMark() {
  useEffect(() => {
    const mark = () => {
      if (islands.settled()) document.documentElement.dataset.ready = "true";
    };
    mark();
    return islands.subscribe(mark);
  }, []);
}

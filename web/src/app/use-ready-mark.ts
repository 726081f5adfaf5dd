import { useEffect } from "react";

/**
 * Marks <html data-ready> once the app has mounted or hydrated: until then a server-rendered button shows but does
 * nothing when tapped. Browser tests wait for it after each full page load, as a person waits for the page to settle.
 */
export function useReadyMark() {
  useEffect(() => {
    document.documentElement.dataset.ready = "true";
  }, []);
}

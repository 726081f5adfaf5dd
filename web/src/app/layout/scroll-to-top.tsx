import { useEffect } from "react";
import { useLocation } from "wouter";

/** docs/product.md#pages: a new route starts at the top, not at the scroll position of the previous page. */
export function ScrollToTop() {
  const [location] = useLocation();
  useEffect(() => {
    // "instant" so a CSS smooth-scroll setting cannot animate the jump across the new page.
    window.scrollTo({ top: 0, left: 0, behavior: "instant" });
  }, [location]);
  return null;
}

import { Search } from "lucide-react";
import { Suspense, useRef } from "react";
import { Button } from "@web/components/ui/button";
import { useOnceOpened } from "@web/lib/use-once-opened";
import { useRouteScopedOpen } from "./use-route-scoped-open";
import { lazyPart } from "@web/lib/lazy-part";

const SearchOverlayPanel = lazyPart(() => import("./search-overlay-panel").then((m) => m.SearchOverlayPanel));

/** Phones have no room for a header search box: the icon opens a full-screen search instead. */
export function SearchOverlay() {
  const [open, setOpen] = useRouteScopedOpen();
  const loaded = useOnceOpened(open);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button
        ref={button}
        variant="ghost"
        size="icon"
        aria-label="Search"
        aria-haspopup="dialog"
        aria-expanded={open}
        className="md:hidden"
        onClick={() => setOpen(true)}
      >
        <Search aria-hidden />
      </Button>
      {loaded && (
        <Suspense>
          <SearchOverlayPanel open={open} setOpen={setOpen} returnFocus={() => button.current?.focus()} />
        </Suspense>
      )}
    </>
  );
}

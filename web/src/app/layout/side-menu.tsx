import { Menu } from "lucide-react";
import { Suspense, useRef } from "react";
import { Button } from "@web/components/ui/button";
import { useOnceOpened } from "@web/lib/use-once-opened";
import { useRouteScopedOpen } from "./use-route-scoped-open";
import { lazyPart } from "@web/lib/lazy-part";

// The dialog (Radix Dialog, focus trap, scroll lock) loads with the first tap, not with every page.
const SideMenuPanel = lazyPart(() => import("./side-menu-panel").then((m) => m.SideMenuPanel));

/** The header's menu button; closing the menu returns focus to it (Radix restores the focus it found). */
export function SideMenu() {
  const [open, setOpen] = useRouteScopedOpen();
  const loaded = useOnceOpened(open);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button
        ref={button}
        variant="ghost"
        size="icon"
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
      >
        <Menu aria-hidden />
      </Button>
      {loaded && (
        <Suspense>
          <SideMenuPanel open={open} setOpen={setOpen} returnFocus={() => button.current?.focus()} />
        </Suspense>
      )}
    </>
  );
}

import { Menu } from "lucide-react";
import { lazy, Suspense, useRef } from "react";
import { Button } from "@web/components/ui/button";
import { useOnceOpened } from "@web/lib/use-once-opened";
import { useRouteScopedOpen } from "./use-route-scoped-open";

// The dialog (Radix Dialog, focus trap, scroll lock) loads with the first tap, not with every page.
const SideMenuPanel = lazy(() => import("./side-menu-panel").then((m) => ({ default: m.SideMenuPanel })));

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

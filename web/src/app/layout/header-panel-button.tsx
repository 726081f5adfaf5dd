import { Suspense, useRef, type ComponentType, type ReactNode } from "react";
import { Button } from "@web/components/ui/button";
import { useOnceOpened } from "@web/lib/use-once-opened";
import { useRouteScopedOpen } from "./use-route-scoped-open";

/** What a header button gives the panel it loads on first open (the menu, the phone search). */
export interface HeaderPanelProps {
  open: boolean;
  setOpen: (open: boolean) => void;
  /** Closing gives focus back to the button that opened it (it is not a Radix Trigger). */
  returnFocus: () => void;
}

/**
 * A header icon button that opens a dialog panel whose code (Radix Dialog, focus trap, scroll lock) loads with the
 * first tap, not with every page (decision 0028); the panel stays mounted afterwards so it can close and reopen.
 */
export function HeaderPanelButton({
  label,
  icon,
  className,
  Panel,
}: {
  label: string;
  icon: ReactNode;
  className?: string;
  Panel: ComponentType<HeaderPanelProps>;
}) {
  const [open, setOpen] = useRouteScopedOpen();
  const loaded = useOnceOpened(open);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button
        ref={button}
        variant="ghost"
        size="icon"
        aria-label={label}
        aria-haspopup="dialog"
        aria-expanded={open}
        className={className}
        onClick={() => setOpen(true)}
      >
        {icon}
      </Button>
      {loaded && (
        <Suspense>
          <Panel open={open} setOpen={setOpen} returnFocus={() => button.current?.focus()} />
        </Suspense>
      )}
    </>
  );
}

import * as Dialog from "@radix-ui/react-dialog";
import { clsx } from "clsx";
import type { ComponentProps, ReactNode } from "react";

/** The centred white panel most dialogs use; `className` adds its width and, for long content, its scroll. */
const CENTRED_PANEL =
  "fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] -translate-1/2 rounded-2xl bg-white p-6 shadow-xl";

/**
 * The one modal frame: Radix's root, portal, dimmed overlay and panel (focus trap, Escape, the page kept inert).
 * `panelClassName` replaces the centred panel for a dialog placed otherwise (a bottom sheet on a phone).
 */
export function DialogShell({
  open,
  onOpenChange,
  trigger,
  fadeIn,
  className,
  panelClassName,
  overlayClassName = "fixed inset-0 z-50 bg-slate-900/50",
  onEscapeKeyDown,
  children,
}: {
  open: boolean;
  onOpenChange?: (open: boolean) => void;
  /** The button that opens the dialog, when the dialog keeps its own open state. */
  trigger?: ReactNode;
  /** The overlay fades in (the dialogs that open on their own, not from a tap). */
  fadeIn?: boolean;
  className?: string;
  panelClassName?: string;
  overlayClassName?: string;
  onEscapeKeyDown?: ComponentProps<typeof Dialog.Content>["onEscapeKeyDown"];
  children: ReactNode;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      {trigger && <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>}
      <Dialog.Portal>
        <Dialog.Overlay className={clsx(overlayClassName, fadeIn && "transition-opacity starting:opacity-0")} />
        <Dialog.Content onEscapeKeyDown={onEscapeKeyDown} className={panelClassName ?? clsx(CENTRED_PANEL, className)}>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** The dialog's heading, read out when it opens. */
export function DialogTitle({ className, children }: { className?: string; children: ReactNode }) {
  return <Dialog.Title className={clsx("text-lg font-bold text-slate-900", className)}>{children}</Dialog.Title>;
}

/** The line under the heading, read out after it. */
export function DialogDescription({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <Dialog.Description className={clsx("text-sm text-slate-600", className ?? "mt-1")}>{children}</Dialog.Description>
  );
}

/** Closes the dialog; wraps its own button (Cancel, Close, the ✕). */
export const DialogClose = Dialog.Close;

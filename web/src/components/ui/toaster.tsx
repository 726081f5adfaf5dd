import { useT } from "@web/i18n/i18n";
import * as ToastPrimitive from "@radix-ui/react-toast";
import { clsx } from "clsx";
import { CircleAlert, CircleCheck, X } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "wouter";
import { dismissToast, useToasts, type ToastVariant } from "./use-toast";

const variantClass: Record<ToastVariant, string> = {
  default: "border-slate-200 bg-white text-slate-900",
  success: "border-emerald-200 bg-white text-slate-900",
  destructive: "border-red-700 bg-red-600 text-white",
};

const variantIcon: Partial<Record<ToastVariant, ReactNode>> = {
  success: <CircleCheck className="mt-0.5 size-5 shrink-0 text-emerald-600" aria-hidden />,
  destructive: <CircleAlert className="mt-0.5 size-5 shrink-0" aria-hidden />,
};

/** docs/product.md#messages: 5 s auto-close, swipe right past 50 px dismisses, F8 (Radix default) focuses the viewport. */
export function Toaster() {
  const t = useT();
  const toasts = useToasts();
  return (
    <ToastPrimitive.Provider duration={5000} swipeDirection="right" swipeThreshold={50}>
      {toasts.map(({ id, title, description, action, variant = "default" }) => (
        <ToastPrimitive.Root
          key={id}
          // Errors interrupt the screen reader; confirmations wait their turn.
          type={variant === "destructive" ? "foreground" : "background"}
          onOpenChange={(open) => {
            if (!open) dismissToast(id);
          }}
          className={clsx(
            "pointer-events-auto flex w-full items-start gap-3 rounded-xl border p-4 pr-2 shadow-lg",
            "transition-[translate,opacity] duration-200 starting:translate-y-2 starting:opacity-0",
            "data-[swipe=move]:translate-x-(--radix-toast-swipe-move-x) data-[swipe=move]:transition-none",
            "data-[swipe=cancel]:translate-x-0",
            variantClass[variant],
          )}
        >
          {variantIcon[variant]}
          <div className="min-w-0 flex-1">
            <ToastPrimitive.Title className="font-semibold">{t.text(title)}</ToastPrimitive.Title>
            {description && (
              <ToastPrimitive.Description
                className={clsx("mt-1 text-sm", variant === "destructive" ? "text-red-50" : "text-slate-600")}
              >
                {typeof description === "string" ? t.text(description) : description}
              </ToastPrimitive.Description>
            )}
            {action && (
              <ToastPrimitive.Action altText={action.label} asChild>
                <Link
                  href={action.href}
                  className={clsx(
                    "mt-3 inline-flex h-11 items-center rounded-lg px-4 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2",
                    variant === "destructive"
                      ? "bg-white text-red-700 hover:bg-red-50 focus-visible:outline-white"
                      : "bg-brand-700 text-white hover:bg-brand-800 focus-visible:outline-brand-600",
                  )}
                >
                  {action.label}
                </Link>
              </ToastPrimitive.Action>
            )}
          </div>
          <ToastPrimitive.Close
            aria-label={t("shell.close")}
            className={clsx(
              "-my-2 grid size-11 shrink-0 place-items-center rounded-lg focus-visible:outline-2 focus-visible:outline-current",
              variant === "destructive" ? "text-red-50 hover:bg-red-700" : "text-slate-500 hover:bg-slate-100",
            )}
          >
            <X className="size-5" aria-hidden />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      <ToastPrimitive.Viewport className="pointer-events-none fixed inset-x-0 bottom-0 z-100 flex w-full flex-col gap-2 p-4 pb-[max(1rem,env(safe-area-inset-bottom))] outline-none md:left-auto md:max-w-[420px]" />
    </ToastPrimitive.Provider>
  );
}

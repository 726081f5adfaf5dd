import { useT } from "@web/i18n/i18n";
import { clsx } from "clsx";
import { Heart } from "lucide-react";
import type { MouseEvent } from "react";

interface HeartButtonProps {
  title: string;
  on: boolean;
  onToggle?: () => void;
  /** While a signed-in person's wishlist code loads: a tap now would be lost. */
  disabled?: boolean;
  className?: string;
}

/** The wishlist heart itself: the same button for a visitor, a signed-in person, and while the latter's code loads. */
export function HeartButton({ title, on, onToggle, disabled, className }: HeartButtonProps) {
  const t = useT();
  function onClick(event: MouseEvent) {
    // The heart sits on a card that is itself a link.
    event.preventDefault();
    event.stopPropagation();
    onToggle?.();
  }
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={disabled}
      aria-pressed={on}
      aria-label={on ? t("wishlist.remove", { title }) : t("wishlist.add", { title })}
      className={clsx(
        "grid size-11 place-items-center rounded-full bg-white/95 shadow-sm ring-1 ring-slate-200 transition-colors hover:bg-white focus-visible:outline-2 focus-visible:outline-brand-600",
        className,
      )}
    >
      <Heart className={clsx("size-5", on ? "fill-rose-500 text-rose-500" : "text-slate-600")} aria-hidden />
    </button>
  );
}

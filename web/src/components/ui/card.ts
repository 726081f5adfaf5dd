import { clsx } from "clsx";

/**
 * The white bordered card the app's panels share. `extra` adds the card's own padding and layout; `flat` leaves out
 * the shadow (a card inside a card, or one that sits on the page as a plain box).
 */
export function card(extra?: string, { flat = false }: { flat?: boolean } = {}) {
  return clsx("rounded-2xl border border-slate-200 bg-white", !flat && "shadow-sm", extra);
}

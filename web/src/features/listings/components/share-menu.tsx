import { useMessages } from "@web/i18n/feature-messages";
import { productMessages } from "@web/features/listings/messages";
import { Link2, MessageCircle, Share2 } from "lucide-react";
import { useEffect, useLayoutEffect, useRef, useState } from "react";
import { Button } from "@web/components/ui/button";
import { toast } from "@web/components/ui/use-toast";
import { formatRupees } from "@web/lib/format";

/** w-56 below, and the gap kept to the screen's edge. */
const MENU_WIDTH_PX = 224;
const SCREEN_MARGIN_PX = 8;

/** Share menu (docs/product.md#pages): copy the link, or send it on WhatsApp with the title and price. */
export function ShareMenu({ title, price }: { title: string; price: number }) {
  const t = useMessages(productMessages);
  const [open, setOpen] = useState(false);
  const [alignLeft, setAlignLeft] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  const url = typeof window === "undefined" ? "" : window.location.origin + window.location.pathname;
  const text = t("share.text", { title, price: formatRupees(price) });

  // On a phone the Share button may wrap to the start of a row: a menu hung from its right edge would then leave
  // the screen, so it opens towards whichever side has room for it. The row can still change while the menu is open
  // (Buy Now and Make Offer take their final width when their code arrives, which can move Share to the next line),
  // so the side is chosen again whenever the row's size or the window's changes.
  useLayoutEffect(() => {
    const el = box.current;
    if (!open || !el) return;
    const place = () => setAlignLeft(el.getBoundingClientRect().right < MENU_WIDTH_PX + SCREEN_MARGIN_PX);
    place();
    const row = el.parentElement ?? el;
    const observer = new ResizeObserver(place);
    observer.observe(row);
    for (const child of row.children) observer.observe(child);
    window.addEventListener("resize", place);
    return () => {
      observer.disconnect();
      window.removeEventListener("resize", place);
    };
  }, [open]);

  useEffect(() => {
    if (!open) return;
    const close = (e: Event) => {
      if (e instanceof KeyboardEvent ? e.key === "Escape" : !box.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", close);
    document.addEventListener("keydown", close);
    return () => {
      document.removeEventListener("pointerdown", close);
      document.removeEventListener("keydown", close);
    };
  }, [open]);

  async function copy() {
    setOpen(false);
    try {
      await navigator.clipboard.writeText(url);
      toast({ title: t("share.copied"), description: t("share.copiedText"), variant: "success" });
    } catch {
      toast({ title: t("share.copyFailed"), description: url });
    }
  }

  return (
    <div ref={box} className="relative">
      <Button variant="outline" onClick={() => setOpen((o) => !o)} aria-expanded={open} aria-haspopup="menu">
        <Share2 aria-hidden /> {t("share.share")}
      </Button>
      {open && (
        <div
          role="menu"
          className={`absolute ${alignLeft ? "left-0" : "right-0"} z-30 mt-2 w-56 max-w-[calc(100vw-1rem)] overflow-hidden rounded-xl border border-slate-200 bg-white py-1 shadow-lg`}
        >
          <button
            type="button"
            role="menuitem"
            onClick={copy}
            className="flex min-h-11 w-full items-center gap-3 px-4 text-left text-sm text-slate-800 hover:bg-slate-50"
          >
            <Link2 className="size-4 text-slate-500" aria-hidden /> {t("share.copy")}
          </button>
          <a
            role="menuitem"
            href={`https://wa.me/?text=${encodeURIComponent(`${text}\n${url}`)}`}
            target="_blank"
            rel="noopener noreferrer"
            onClick={() => setOpen(false)}
            className="flex min-h-11 w-full items-center gap-3 px-4 text-sm text-slate-800 hover:bg-slate-50"
          >
            <MessageCircle className="size-4 text-emerald-600" aria-hidden /> {t("share.whatsapp")}
          </a>
        </div>
      )}
    </div>
  );
}

import * as Dialog from "@radix-ui/react-dialog";
import { ChevronLeft, ChevronRight, RotateCcw, X, ZoomIn, ZoomOut } from "lucide-react";
import { useRef, useState, type PointerEvent, type WheelEvent } from "react";
import { imageVariantUrl } from "@contract/media";
import { Button } from "@web/components/ui/button";
import { useMessages } from "@web/i18n/feature-messages";
import { productMessages } from "../messages";

// docs/product.md#limits-and-timings: zoom from 0.5x to 5x, buttons step by 1.5x, the wheel by 0.9 / 1.1.
const MIN = 0.5;
const MAX = 5;
const STEP = 1.5;
const clamp = (v: number) => Math.min(MAX, Math.max(MIN, v));

/** Full-screen viewer: zoom, drag to pan when zoomed, arrows between photos, Escape to close. */
export function ZoomViewer({
  images,
  index,
  onIndex,
  open,
  onOpenChange,
  title,
}: {
  images: string[];
  index: number;
  onIndex: (i: number) => void;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
}) {
  const t = useMessages(productMessages);
  const [scale, setScale] = useState(1);
  const [offset, setOffset] = useState({ x: 0, y: 0 });
  const drag = useRef<{ x: number; y: number; ox: number; oy: number }>(undefined);

  const zoom = (next: number) => {
    const s = clamp(next);
    setScale(s);
    if (s <= 1) setOffset({ x: 0, y: 0 });
  };
  const go = (i: number) => {
    onIndex((i + images.length) % images.length);
    zoom(1);
  };
  const onWheel = (e: WheelEvent) => zoom(scale * (e.deltaY > 0 ? 0.9 : 1.1));
  const onPointerDown = (e: PointerEvent) => {
    if (scale <= 1) return;
    e.currentTarget.setPointerCapture(e.pointerId);
    drag.current = { x: e.clientX, y: e.clientY, ox: offset.x, oy: offset.y };
  };
  const onPointerMove = (e: PointerEvent) => {
    const d = drag.current;
    if (d) setOffset({ x: d.ox + e.clientX - d.x, y: d.oy + e.clientY - d.y });
  };
  const src = images[index];

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(o) => {
        zoom(1);
        onOpenChange(o);
      }}
    >
      <Dialog.Portal>
        <Dialog.Content
          className="fixed inset-0 z-50 flex flex-col bg-slate-950 text-white"
          aria-describedby={undefined}
        >
          <div className="flex items-center justify-between gap-2 p-2">
            <Dialog.Title className="truncate px-2 text-sm font-medium">
              {title} · {index + 1} / {images.length}
            </Dialog.Title>
            <Dialog.Close asChild>
              <Button
                variant="ghost"
                size="icon"
                className="text-white hover:bg-white/10 hover:text-white"
                aria-label={t("productZoom.close")}
              >
                <X aria-hidden />
              </Button>
            </Dialog.Close>
          </div>
          <div
            className="relative flex-1 touch-none overflow-hidden select-none"
            onWheel={onWheel}
            onPointerDown={onPointerDown}
            onPointerMove={onPointerMove}
            onPointerUp={() => (drag.current = undefined)}
            onDoubleClick={() => zoom(scale > 1 ? 1 : 2.25)}
          >
            {src && (
              <img
                src={imageVariantUrl(src, "full")}
                alt={t("productGallery.photoAlt", { title, n: index + 1 })}
                draggable={false}
                className="absolute inset-0 m-auto max-h-full max-w-full object-contain transition-transform duration-75"
                style={{
                  transform: `translate(${offset.x}px, ${offset.y}px) scale(${scale})`,
                  cursor: scale > 1 ? "grab" : "zoom-in",
                }}
              />
            )}
            {images.length > 1 && (
              <>
                <button
                  type="button"
                  onClick={() => go(index - 1)}
                  aria-label={t("productZoom.previous")}
                  className="absolute top-1/2 left-2 grid size-11 -translate-y-1/2 place-items-center rounded-full bg-white/15 hover:bg-white/25"
                >
                  <ChevronLeft aria-hidden />
                </button>
                <button
                  type="button"
                  onClick={() => go(index + 1)}
                  aria-label={t("productZoom.next")}
                  className="absolute top-1/2 right-2 grid size-11 -translate-y-1/2 place-items-center rounded-full bg-white/15 hover:bg-white/25"
                >
                  <ChevronRight aria-hidden />
                </button>
              </>
            )}
          </div>
          <div className="flex items-center justify-center gap-2 p-3 pb-[max(0.75rem,env(safe-area-inset-bottom))]">
            <Button
              variant="ghost"
              size="icon"
              className="text-white hover:bg-white/10 hover:text-white"
              onClick={() => zoom(scale / STEP)}
              disabled={scale <= MIN}
              aria-label={t("productZoom.out")}
            >
              <ZoomOut aria-hidden />
            </Button>
            <span className="w-14 text-center text-sm tabular-nums" aria-live="polite">
              {Math.round(scale * 100)}%
            </span>
            <Button
              variant="ghost"
              size="icon"
              className="text-white hover:bg-white/10 hover:text-white"
              onClick={() => zoom(scale * STEP)}
              disabled={scale >= MAX}
              aria-label={t("productZoom.in")}
            >
              <ZoomIn aria-hidden />
            </Button>
            <Button
              variant="ghost"
              size="icon"
              className="text-white hover:bg-white/10 hover:text-white"
              onClick={() => zoom(1)}
              aria-label={t("productZoom.reset")}
            >
              <RotateCcw aria-hidden />
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

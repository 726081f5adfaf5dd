import { clsx } from "clsx";
import { Expand } from "lucide-react";
import { Suspense, useRef, useState } from "react";
import { galleryImageSources, imageVariantUrl } from "@contract/media";
import { ProductImage } from "@web/components/product/product-image";
import { useOnceOpened } from "@web/lib/use-once-opened";
import { lazyPart } from "@web/lib/lazy-part";
import { useMessages } from "@web/i18n/feature-messages";
import { productMessages } from "../messages";

const ZoomViewer = lazyPart(() => import("./zoom-viewer").then((m) => m.ZoomViewer));

/** Swipeable photos (scroll-snap, so phones swipe natively), thumbnails to jump, a tap opens the zoom viewer. */
export function Gallery({ productId, images, title }: { productId: string; images: string[]; title: string }) {
  const t = useMessages(productMessages);
  const [index, setIndex] = useState(0);
  const [viewer, setViewer] = useState(false);
  const strip = useRef<HTMLDivElement>(null);
  const viewerLoaded = useOnceOpened(viewer);

  const show = (i: number) => {
    setIndex(i);
    const el = strip.current;
    if (el) el.scrollTo({ left: i * el.clientWidth, behavior: "smooth" });
  };

  if (images.length === 0)
    return (
      <ProductImage
        productId={productId}
        images={[]}
        variant="full"
        alt={title}
        priority
        className="aspect-[4/3] w-full rounded-2xl"
      />
    );

  return (
    <div>
      <div className="relative overflow-hidden rounded-2xl bg-slate-100">
        <div
          ref={strip}
          className="flex aspect-[4/3] snap-x snap-mandatory overflow-x-auto [scrollbar-width:none]"
          onScroll={(e) => setIndex(Math.round(e.currentTarget.scrollLeft / Math.max(1, e.currentTarget.clientWidth)))}
        >
          {images.map((src, i) => (
            <button
              key={src}
              type="button"
              onClick={() => setViewer(true)}
              className="w-full shrink-0 snap-center"
              aria-label={t("productGallery.open", { n: i + 1, total: images.length })}
            >
              <img
                {...galleryImageSources(src)}
                alt={t("productGallery.photoAlt", { title, n: i + 1 })}
                width={640}
                height={480}
                loading={i === 0 ? "eager" : "lazy"}
                fetchPriority={i === 0 ? "high" : undefined}
                className="size-full object-contain"
              />
            </button>
          ))}
        </div>
        <span className="pointer-events-none absolute right-3 bottom-3 inline-flex items-center gap-1 rounded-full bg-slate-900/70 px-2.5 py-1 text-xs font-medium text-white">
          <Expand className="size-3.5" aria-hidden /> {index + 1} / {images.length}
        </span>
      </div>
      {images.length > 1 && (
        <div className="mt-3 flex gap-2 overflow-x-auto pb-1">
          {images.map((src, i) => (
            <button
              key={src}
              type="button"
              onClick={() => show(i)}
              aria-label={t("productGallery.show", { n: i + 1 })}
              aria-current={i === index}
              className={clsx(
                "size-16 shrink-0 overflow-hidden rounded-lg ring-2 sm:size-20",
                i === index ? "ring-brand-600" : "ring-transparent opacity-80 hover:opacity-100",
              )}
            >
              <img
                src={imageVariantUrl(src, "thumb")}
                alt=""
                width={80}
                height={80}
                loading="lazy"
                className="size-full object-cover"
              />
            </button>
          ))}
        </div>
      )}
      {viewerLoaded && (
        <Suspense>
          <ZoomViewer
            images={images}
            index={index}
            onIndex={show}
            open={viewer}
            onOpenChange={setViewer}
            title={title}
          />
        </Suspense>
      )}
    </div>
  );
}

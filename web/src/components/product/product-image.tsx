import { ImageOff } from "lucide-react";
import { imageVariantUrl, type ImageVariant } from "@contract/media";
import { useProductThumbnail } from "@web/lib/api/product-thumbnail";

interface ProductImageProps {
  productId: string;
  images: string[];
  variant: ImageVariant;
  alt: string;
  priority?: boolean;
  className?: string;
}

/**
 * A listing's cover at the size a slot needs (thumb ~320 px, card ~640 px), lazy unless `priority`. A card may
 * take the 960 px size: a quarter of a 1920 px screen at DPR 2 is 960 px, which 640 px left soft.
 */
export function ProductImage(props: ProductImageProps) {
  const src = props.images[0];
  // Only a listing without photos asks for a thumbnail: a query observer per card otherwise, on every grid's hydration.
  return src ? <Cover src={src} {...props} /> : <ThumbnailOrPlaceholder {...props} />;
}

function ThumbnailOrPlaceholder(props: ProductImageProps) {
  const src = useProductThumbnail(props.productId).data?.images[0];
  if (src) return <Cover src={src} {...props} />;
  return (
    <span className={`grid place-items-center bg-slate-100 text-slate-400 ${props.className ?? ""}`}>
      <ImageOff className="size-8" aria-hidden />
    </span>
  );
}

function Cover({ src, variant, alt, priority = false, className }: ProductImageProps & { src: string }) {
  return (
    <img
      src={imageVariantUrl(src, variant)}
      srcSet={
        variant === "card"
          ? `${imageVariantUrl(src, "thumb")} 320w, ${imageVariantUrl(src, "card")} 640w, ${imageVariantUrl(src, "gallery")} 960w`
          : undefined
      }
      sizes={variant === "card" ? "(min-width: 1024px) 25vw, (min-width: 640px) 33vw, 50vw" : undefined}
      alt={alt}
      width={640}
      height={480}
      loading={priority ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : undefined}
      decoding="async"
      className={`bg-slate-100 object-cover ${className ?? ""}`}
    />
  );
}

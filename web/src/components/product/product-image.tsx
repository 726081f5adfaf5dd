import { ImageOff } from "lucide-react";
import { useQuery } from "@tanstack/react-query";
import { imageVariantUrl, type ImageVariant } from "@contract/media";
import { apiRequest } from "@web/lib/api-client";

/** Part 1 §7: a listing without images asks /thumbnail (cached 10 minutes) before showing a placeholder. */
function useFallbackImage(productId: string, enabled: boolean) {
  return useQuery({
    queryKey: ["/api/products", productId, "thumbnail"],
    queryFn: () => apiRequest<{ images: string[] }>("GET", `/api/products/${encodeURIComponent(productId)}/thumbnail`),
    enabled,
    staleTime: 10 * 60_000,
    retry: false,
  });
}

/** A listing's cover at the size a slot needs (thumb ~320 px, card ~640 px), lazy unless `priority`. */
export function ProductImage({ productId, images, variant, alt, priority = false, className }: { productId: string; images: string[]; variant: ImageVariant; alt: string; priority?: boolean; className?: string }) {
  const fallback = useFallbackImage(productId, images.length === 0);
  const src = images[0] ?? fallback.data?.images[0];
  if (!src) {
    return (
      <span className={`grid place-items-center bg-slate-100 text-slate-400 ${className ?? ""}`}>
        <ImageOff className="size-8" aria-hidden />
      </span>
    );
  }
  return (
    <img
      src={imageVariantUrl(src, variant)}
      srcSet={variant === "card" ? `${imageVariantUrl(src, "thumb")} 320w, ${imageVariantUrl(src, "card")} 640w` : undefined}
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

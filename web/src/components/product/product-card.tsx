import { conditionLabel } from "@web/i18n/labels";
import { useT } from "@web/i18n/i18n";
import { MapPin } from "lucide-react";
import { Link } from "wouter";
import type { Product } from "@contract/products";
import { WishlistHeart } from "@web/components/wishlist/wishlist-heart";
import { formatRupees } from "@web/lib/format";
import { ProductImage } from "./product-image";
import { card } from "@web/components/ui/card";

/** A listing in a grid: photo, price first (what buyers scan for), title, place and condition. */
export function ProductCard({ product, priority = false }: { product: Product; priority?: boolean }) {
  const t = useT();
  return (
    <article className={card("group relative flex flex-col overflow-hidden transition-shadow hover:shadow-md")}>
      <div className="relative aspect-[4/3]">
        <ProductImage
          productId={product.id}
          images={product.images}
          variant="card"
          alt=""
          priority={priority}
          className="size-full"
        />
        {!product.isAvailable && (
          <span className="absolute bottom-2 left-2 rounded-full bg-slate-900/85 px-2.5 py-0.5 text-xs font-semibold text-white">
            {t("card.sold")}
          </span>
        )}
        <WishlistHeart productId={product.id} title={product.title} className="absolute top-2 right-2 z-10" />
      </div>
      <div className="flex flex-1 flex-col p-3 sm:p-4">
        <p className="text-lg font-bold text-slate-900">{formatRupees(product.price)}</p>
        <h3 className="mt-0.5 line-clamp-2 text-sm font-medium text-slate-800 sm:text-base">
          <Link
            href={`/products/${product.id}`}
            className="after:absolute after:inset-0 focus-visible:outline-none group-focus-within:underline"
          >
            <span translate="no">{product.title}</span>
          </Link>
        </h3>
        <div className="mt-auto flex items-center justify-between gap-2 pt-2 text-xs text-slate-500">
          {product.city ? (
            <span className="flex min-w-0 items-center gap-1">
              <MapPin className="size-3.5 shrink-0" aria-hidden />
              <span translate="no" className="truncate">
                {product.city}
              </span>
            </span>
          ) : (
            <span />
          )}
          <span className="shrink-0 rounded bg-slate-100 px-1.5 py-0.5 font-medium text-slate-600">
            {conditionLabel(t, product.condition)}
          </span>
        </div>
      </div>
    </article>
  );
}

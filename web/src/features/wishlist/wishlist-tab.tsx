import { Link } from "wouter";
import { ProductImage } from "@web/components/product/product-image";
import { WishlistHeart } from "@web/components/wishlist/wishlist-heart";
import { useWishlist } from "@web/lib/api/wishlist";
import { formatRupees } from "@web/lib/format";
import { TabState } from "@web/components/ui/tab-state";
import { card } from "@web/components/ui/card";
import { preloadMessages, useMessages } from "@web/i18n/feature-messages";
import { wishlistMessages } from "./messages";

preloadMessages(wishlistMessages);

export function WishlistTab({ userId }: { userId: string }) {
  const t = useMessages(wishlistMessages);
  const query = useWishlist(userId);
  const entries = query.data ?? [];
  return (
    <section aria-labelledby="wishlist-heading">
      <h2 id="wishlist-heading" className="text-xl font-bold text-slate-900">
        {t("wishlistTab.heading")}
      </h2>
      <div className="mt-4">
        {query.isPending || query.isError || entries.length === 0 ? (
          <TabState
            loading={query.isPending}
            error={query.isError ? t("wishlistTab.failed") : undefined}
            onRetry={() => query.refetch()}
            empty={t("wishlistTab.empty")}
          />
        ) : (
          <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {entries.map(({ id, product }) => (
              <li key={id} className={card("relative flex gap-3 p-3")}>
                <ProductImage
                  productId={product.id}
                  images={product.images}
                  variant="thumb"
                  alt=""
                  className="size-20 shrink-0 rounded-xl"
                />
                <div className="min-w-0 flex-1">
                  <Link
                    href={`/products/${product.id}?from=dashboard&tab=wishlist`}
                    className="line-clamp-2 font-semibold text-slate-900 after:absolute after:inset-0 hover:underline"
                    translate="no"
                  >
                    {product.title}
                  </Link>
                  <p className="mt-1 font-bold text-slate-900">{formatRupees(product.price)}</p>
                  <p className={`text-xs font-semibold ${product.isAvailable ? "text-emerald-700" : "text-slate-500"}`}>
                    {product.isAvailable ? t("wishlistTab.available") : t("wishlistTab.sold")}
                  </p>
                </div>
                <WishlistHeart productId={product.id} title={product.title} className="relative z-10 shrink-0" />
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}

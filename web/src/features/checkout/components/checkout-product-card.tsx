import type { ProductDetail } from "@contract/products";
import { ProductImage } from "@web/components/product/product-image";
import { formatRupees } from "@web/lib/format";
import { card } from "@web/components/ui/card";
import { useMessages } from "@web/i18n/feature-messages";
import { checkoutMessages } from "../messages";
import { categoryLabel } from "@web/i18n/labels";

/** The item on every checkout page: photo (or placeholder), title, agreed price; the summary adds more. */
export function CheckoutProductCard({
  product,
  price,
  detailed = false,
}: {
  product: ProductDetail;
  price: number;
  detailed?: boolean;
}) {
  const t = useMessages(checkoutMessages);
  const fromOffer = price !== product.price;
  return (
    <section aria-label={t("checkout.item")} className={card("flex gap-3 p-3 sm:gap-4 sm:p-4")}>
      <ProductImage
        productId={product.id}
        images={product.images}
        variant="thumb"
        alt=""
        priority
        className="size-20 shrink-0 rounded-xl sm:size-24"
      />
      <div className="min-w-0 flex-1">
        <h2 className="line-clamp-2 font-semibold break-words text-slate-900" translate="no">
          {product.title}
        </h2>
        {detailed && (
          <>
            <p className="mt-0.5 text-sm text-slate-500">{categoryLabel(t, product.category)}</p>
            <p className="mt-1 line-clamp-2 text-sm text-slate-600" translate="no">
              {product.description}
            </p>
          </>
        )}
        <p className="mt-1 text-lg font-bold text-slate-900">
          {formatRupees(price)}
          {fromOffer && (
            <span className="ml-2 text-sm font-medium text-slate-500">
              <span className="sr-only">{t("checkout.listingPrice")}</span>
              <s>{formatRupees(product.price)}</s>
              {t("checkout.acceptedOffer")}
            </span>
          )}
        </p>
      </div>
    </section>
  );
}

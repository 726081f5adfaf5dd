import { PackagePlus } from "lucide-react";
import { Link } from "wouter";
import type { SellerOrderView } from "@contract/orders";
import { Button } from "@web/components/ui/button";
import { useMyProducts } from "@web/lib/api/my-products";
import { useSales } from "@web/lib/api/orders";
import { usePendingOfferCounts } from "@web/features/offers";
import { SellerProductCard } from "./seller-product-card";
import { TabState } from "@web/components/ui/tab-state";
import { LoadMore } from "@web/components/ui/list-controls";
import { useMessages } from "@web/i18n/feature-messages";
import { sellingMessages } from "../selling/messages";

export function MyProductsTab({ userId, highlight }: { userId: string; highlight?: string }) {
  const t = useMessages(sellingMessages);
  const query = useMyProducts(userId);
  const products = query.data?.pages.flat() ?? [];
  const offerCounts = usePendingOfferCounts(userId).data;
  // Orders waiting for the seller's Accept Order come first in the sales list; a listing sells once at a time, so
  // its first order not cancelled is the one the card speaks of.
  const sales = useSales(userId).data?.pages.flat() ?? [];
  const orderFor = new Map<string, SellerOrderView>();
  for (const o of sales) if (o.status !== "cancelled" && !orderFor.has(o.product.id)) orderFor.set(o.product.id, o);
  return (
    <section aria-labelledby="my-products-heading">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="my-products-heading" className="text-xl font-bold text-slate-900">
          {t("myProducts.heading")}
        </h2>
        <Button asChild>
          <Link href="/list-product">
            <PackagePlus aria-hidden /> {t("myProducts.listNew")}
          </Link>
        </Button>
      </div>
      <div className="mt-4">
        {query.isPending || query.isError || products.length === 0 ? (
          <TabState
            loading={query.isPending}
            error={query.isError ? t("myProducts.fetchFailed") : undefined}
            onRetry={() => query.refetch()}
            empty={t("myProducts.empty")}
          />
        ) : (
          <>
            <div className="grid grid-cols-1 gap-4 min-[480px]:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
              {products.map((product) => (
                <SellerProductCard
                  key={product.id}
                  product={product}
                  pendingOffers={offerCounts?.get(product.id) ?? 0}
                  order={orderFor.get(product.id)}
                  highlighted={product.id === highlight}
                />
              ))}
            </div>
            <LoadMore query={query} />
          </>
        )}
      </div>
    </section>
  );
}

import { sql } from "drizzle-orm";
import type { Category } from "@contract/categories";
import type { ProductCondition } from "@contract/product-states";
import type { Db } from "../db/client";
import { orders } from "../db/schema/orders";
import { products } from "../db/schema/products";

type SaleKind = { category?: Category; productType?: string; brand?: string; condition?: ProductCondition };

/**
 * A sale straight in the database, as checkout and fulfilment leave it (they have tests of their own), for the price
 * guide's tests: a sold listing of this kind (a Samsung mobile, like new, unless told) and its order recording the
 * kind, delivered `daysAgo` days ago unless another status is given. `productId` sells that listing instead. The
 * order's id.
 */
export async function testSaleOfKind(
  db: Db,
  sale: { sellerId: string; buyerId: string; price: number },
  opts: SaleKind & {
    daysAgo?: number;
    status?: "delivered" | "out_for_delivery" | "cancelled";
    productId?: string;
  } = {},
) {
  const kind = {
    category: opts.category ?? "electronics",
    productType: opts.productType ?? "mobile",
    brand: opts.brand ?? "Samsung",
    condition: opts.condition ?? "like_new",
  };
  const productId =
    opts.productId ??
    (
      await db
        .insert(products)
        .values({
          title: `${kind.brand} ${kind.productType}`,
          description: "Sold",
          price: sale.price,
          ...kind,
          sellerId: sale.sellerId,
          status: "sold",
          isAvailable: false,
        })
        .returning({ id: products.id })
    )[0]!.id;
  const status = opts.status ?? "delivered";
  const [order] = await db
    .insert(orders)
    .values({
      buyerId: sale.buyerId,
      sellerId: sale.sellerId,
      productId,
      ...kind,
      finalPrice: sale.price,
      buyerFee: 0,
      sellerFee: 0,
      platformFee: 0,
      deliveryCharge: 0,
      status,
      deliveryAddress: "7 Lake Road, Kolkata",
      deliveredAt: status === "delivered" ? sql`now() - make_interval(days => ${opts.daysAgo ?? 3})` : null,
    })
    .returning({ id: orders.id });
  return order!.id;
}

import { galleryImageSources, imageVariantUrl } from "@contract/media";
import { formatRupees } from "@contract/money-format";
import type { Db } from "../../db/client";
import type { ShareMeta } from "../../lib/share-meta";
import { findProduct } from "./products-repo";

const PRODUCT_PAGE = /^\/products?\/([0-9a-f-]{36})\/?$/i;

const absolute = (publicUrl: string, url: string) => (url.startsWith("/") ? publicUrl + url : url);

/** Preview tags for /products/{id} and /product/{id}, for live listings only (a pending one must not leak through a link). */
export async function productShareMeta(db: Db, publicUrl: string, pathname: string): Promise<ShareMeta | undefined> {
  const id = PRODUCT_PAGE.exec(pathname)?.[1];
  if (!id) return undefined;
  const product = await findProduct(db, id);
  if (!product || (product.status !== "approved" && product.status !== "sold")) return undefined;
  const cover = product.images[0];
  return {
    title: `${product.title} · ${formatRupees(Number(product.price))} · Dobara`,
    description: product.description,
    // A CDN's URL is already absolute; our own /uploads/ path needs the site in front.
    imageUrl: cover ? absolute(publicUrl, imageVariantUrl(cover, "card")) : undefined,
    url: `${publicUrl}/products/${product.id}`,
    imagePreload: cover ? galleryImageSources(cover) : undefined,
  };
}

import { CONDITION_LABELS } from "@contract/conditions";
import { imageVariantUrl } from "@contract/media";
import type { ProductDetail } from "@contract/products";

const CONDITION_URLS: Record<string, string> = {
  new: "https://schema.org/NewCondition",
  poor: "https://schema.org/DamagedCondition",
};

/** schema.org Product with its Offer (whole rupees, INR), for search engines' listing results. */
export function productJsonLd(product: ProductDetail, publicUrl: string) {
  const url = `${publicUrl}/products/${product.id}`;
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: product.title,
    description: product.description.slice(0, 5000),
    url,
    image: product.images.slice(0, 5).map((src) => publicUrl + imageVariantUrl(src, "full")),
    ...(product.brand ? { brand: { "@type": "Brand", name: product.brand } } : {}),
    offers: {
      "@type": "Offer",
      url,
      price: String(product.price),
      priceCurrency: "INR",
      availability:
        product.isAvailable && product.status === "approved"
          ? "https://schema.org/InStock"
          : "https://schema.org/SoldOut",
      itemCondition: CONDITION_URLS[product.condition] ?? "https://schema.org/UsedCondition",
      ...(product.city ? { availableAtOrFrom: { "@type": "Place", name: product.city } } : {}),
    },
    additionalProperty: [
      { "@type": "PropertyValue", name: "Condition", value: CONDITION_LABELS[product.condition] ?? product.condition },
    ],
  };
}

/** The JSON-LD as a script element's text: "<" escaped so a title cannot close the element. */
export const jsonLdScript = (data: unknown) =>
  `<script type="application/ld+json">${JSON.stringify(data).replace(/</g, "\\u003c")}</script>`;

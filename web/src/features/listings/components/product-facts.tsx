import type { ReactNode } from "react";
import { CATEGORY_LABELS } from "@contract/categories";
import { CONDITION_LABELS, SIZE_LABEL, productTypesFor } from "@contract/catalog";
import type { ProductDetail } from "@contract/products";
import { formatDateIST } from "@web/lib/format";

/** The details table: only rows the seller filled in. */
export function ProductFacts({ product }: { product: ProductDetail }) {
  const typeLabel =
    productTypesFor(product.category).find((t) => t.value === product.productType)?.label ?? product.productType;
  const rows: [string, ReactNode][] = [
    ["Category", CATEGORY_LABELS[product.category]],
    ["Type", typeLabel],
    ["Brand", product.brand],
    ["RAM", product.ram ? (SIZE_LABEL[product.ram] ?? product.ram) : null],
    ["Storage", product.storage ? (SIZE_LABEL[product.storage] ?? product.storage) : null],
    ["Condition", CONDITION_LABELS[product.condition] ?? product.condition],
    ["Original bill", product.hasBill ? <BillValue url={product.billPhoto} /> : "Not available"],
    ["Location", [product.city, product.state].filter(Boolean).join(", ") || null],
    ["Listed on", formatDateIST(product.createdAt)],
  ];
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
      {rows
        .filter(([, value]) => Boolean(value))
        .map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-slate-500">{label}</dt>
            <dd className="font-medium text-slate-900">{value}</dd>
          </div>
        ))}
    </dl>
  );
}

/** Only the seller and admins are sent the bill photo (it shows a name and address); they can open it. */
function BillValue({ url }: { url: string | null }) {
  if (!url) return "Available";
  return (
    <>
      Available ·{" "}
      <a href={url} target="_blank" rel="noreferrer" className="text-brand-700 underline-offset-2 hover:underline">
        View bill photo
      </a>
    </>
  );
}

import { useMessages } from "@web/i18n/feature-messages";
import { productMessages } from "@web/features/listings/messages";
import { categoryLabel, conditionLabel } from "@web/i18n/labels";
import type { ReactNode } from "react";
import { SIZE_LABEL, productTypesFor } from "@contract/catalog";
import type { ProductDetail } from "@contract/products";
import { formatDateIST } from "@web/lib/format";
import { productTypeLabel } from "./product-type-label";

/** The details table: only rows the seller filled in. */
export function ProductFacts({ product }: { product: ProductDetail }) {
  const t = useMessages(productMessages);
  const type = productTypesFor(product.category).find((option) => option.value === product.productType);
  const typeLabel = type ? productTypeLabel(t, type.value, type.label) : product.productType;
  const rows: [string, ReactNode][] = [
    [t("product.factCategory"), categoryLabel(t, product.category)],
    [t("product.factType"), typeLabel],
    [t("product.factBrand"), product.brand],
    ["RAM", product.ram ? (SIZE_LABEL[product.ram] ?? product.ram) : null],
    [t("product.factStorage"), product.storage ? (SIZE_LABEL[product.storage] ?? product.storage) : null],
    [t("product.factCondition"), conditionLabel(t, product.condition)],
    [t("product.factBill"), product.hasBill ? <BillValue url={product.billPhoto} /> : t("product.notAvailable")],
    [
      t("product.factLocation"),
      product.city || product.state ? (
        <span translate="no">{[product.city, product.state].filter(Boolean).join(", ")}</span>
      ) : null,
    ],
    [t("product.factListedOn"), formatDateIST(product.createdAt, t.language)],
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
  const t = useMessages(productMessages);
  if (!url) return t("product.available");
  return (
    <>
      {t("product.available")} ·{" "}
      <a href={url} target="_blank" rel="noreferrer" className="text-brand-700 underline-offset-2 hover:underline">
        {t("product.viewBill")}
      </a>
    </>
  );
}

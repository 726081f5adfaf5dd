import { CATEGORY_LABELS, type Category } from "@contract/categories";
import { CONDITION_LABELS } from "@contract/catalog";
import type { OwnerProduct } from "@contract/products";
import { formatRupees } from "@web/lib/format";
import type { AdminProduct } from "../api/admin-product";

const FIELDS: { key: keyof OwnerProduct; label: string; show?: (v: unknown) => string }[] = [
  { key: "title", label: "Title" },
  { key: "price", label: "Price", show: (v) => formatRupees(Number(v)) },
  { key: "category", label: "Category", show: (v) => CATEGORY_LABELS[v as Category] ?? String(v) },
  { key: "productType", label: "Type" },
  { key: "brand", label: "Brand" },
  { key: "condition", label: "Condition", show: (v) => CONDITION_LABELS[String(v)] ?? String(v) },
  { key: "description", label: "Description" },
  { key: "images", label: "Photos", show: (v) => `${(v as string[]).length} photo${(v as string[]).length === 1 ? "" : "s"}` },
  { key: "city", label: "City" },
  { key: "pincode", label: "Pincode" },
];

/** DECISIONS.md: the admin sees old vs new before approving an edit of a live listing. */
export function ModificationDiff({ product }: { product: AdminProduct }) {
  const proposed = product.modification;
  if (!proposed) return null;
  const changed = FIELDS.filter(({ key }) => proposed[key] !== null && proposed[key] !== undefined && JSON.stringify(proposed[key]) !== JSON.stringify(product[key]));
  return (
    <div className="mt-3 rounded-xl border border-sky-200 bg-sky-50 p-3">
      <p className="text-sm font-semibold text-sky-900">Proposed changes to the live listing</p>
      {changed.length === 0 ? (
        <p className="mt-1 text-sm text-sky-900">No visible field changed.</p>
      ) : (
        <dl className="mt-2 space-y-2 text-sm">
          {changed.map(({ key, label, show = String }) => (
            <div key={key}>
              <dt className="font-medium text-slate-700">{label}</dt>
              <dd className="grid gap-1 sm:grid-cols-2">
                <span className="line-clamp-3 rounded bg-white/70 px-2 py-1 text-slate-500 line-through">{product[key] == null ? "—" : show(product[key])}</span>
                <span className="line-clamp-3 rounded bg-white px-2 py-1 font-medium text-slate-900">{show(proposed[key])}</span>
              </dd>
            </div>
          ))}
        </dl>
      )}
    </div>
  );
}

import { CATEGORY_LABELS, type Category } from "@contract/categories";
import { CONDITION_LABELS } from "@contract/catalog";
import type { OwnerProduct } from "@contract/products";
import { imageVariantUrl } from "@contract/media";
import { formatRupees } from "@web/lib/format";
import type { AdminProduct } from "./api/admin-product";

const FIELDS: { key: keyof OwnerProduct; label: string; show?: (v: unknown) => string }[] = [
  { key: "title", label: "Title" },
  { key: "price", label: "Price", show: (v) => formatRupees(Number(v)) },
  { key: "category", label: "Category", show: (v) => CATEGORY_LABELS[v as Category] ?? String(v) },
  { key: "productType", label: "Type" },
  { key: "brand", label: "Brand" },
  { key: "condition", label: "Condition", show: (v) => CONDITION_LABELS[String(v)] ?? String(v) },
  { key: "description", label: "Description" },
  { key: "city", label: "City" },
  { key: "pincode", label: "Pincode" },
];

/** docs/product.md#listings: the admin sees old vs new before approving an edit of a live listing. */
export function ModificationDiff({ product }: { product: AdminProduct }) {
  const proposed = product.modification;
  if (!proposed) return null;
  const proposedPhotos = Array.isArray(proposed.images) ? (proposed.images as string[]) : undefined;
  const photosChanged =
    proposedPhotos !== undefined && JSON.stringify(proposedPhotos) !== JSON.stringify(product.images);
  const changed = FIELDS.filter(
    ({ key }) =>
      proposed[key] !== null &&
      proposed[key] !== undefined &&
      JSON.stringify(proposed[key]) !== JSON.stringify(product[key]),
  );
  return (
    <div className="mt-3 rounded-xl border border-sky-200 bg-sky-50 p-3">
      <p className="text-sm font-semibold text-sky-900">Proposed changes to the live listing</p>
      {changed.length === 0 && !photosChanged ? (
        <p className="mt-1 text-sm text-sky-900">No visible field changed.</p>
      ) : (
        <dl className="mt-2 space-y-2 text-sm">
          {proposedPhotos && photosChanged && (
            <div>
              <dt className="font-medium text-slate-700">Photos</dt>
              <dd className="grid gap-2 sm:grid-cols-2">
                <Photos title="Now" urls={product.images} />
                <Photos title="Proposed" urls={proposedPhotos} />
              </dd>
            </div>
          )}
          {changed.map(({ key, label, show = String }) => (
            <div key={key}>
              <dt className="font-medium text-slate-700">{label}</dt>
              <dd className="grid gap-1 sm:grid-cols-2">
                <span className="line-clamp-3 rounded bg-white/70 px-2 py-1 text-slate-500 line-through">
                  {product[key] == null ? "—" : show(product[key])}
                </span>
                <span className="line-clamp-3 rounded bg-white px-2 py-1 font-medium text-slate-900">
                  {show(proposed[key])}
                </span>
              </dd>
            </div>
          ))}
        </dl>
      )}
    </div>
  );
}

/** One side of a photo change: each thumbnail opens the full photo, so the admin can judge what a buyer would see. */
function Photos({ title, urls }: { title: string; urls: string[] }) {
  return (
    <div className="rounded bg-white px-2 py-1.5">
      <p className="text-xs font-semibold text-slate-600">
        {title}: {urls.length} photo{urls.length === 1 ? "" : "s"}
      </p>
      <ul className="mt-1 flex flex-wrap gap-1.5">
        {urls.map((url, i) => (
          <li key={url}>
            <a
              href={imageVariantUrl(url, "full")}
              target="_blank"
              rel="noreferrer"
              className="block rounded-lg focus-visible:ring-2 focus-visible:ring-brand-600"
            >
              <img
                src={imageVariantUrl(url, "thumb")}
                alt={`${title} photo ${i + 1}`}
                width={64}
                height={64}
                loading="lazy"
                className="size-16 rounded-lg bg-slate-100 object-cover ring-1 ring-slate-200"
              />
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

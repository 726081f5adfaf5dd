import { ImageOff, TriangleAlert } from "lucide-react";
import type { ReactNode } from "react";
import { productTypesFor } from "@contract/catalog";
import { CATEGORY_LABELS } from "@contract/categories";
import { LISTING_CONTACT_MESSAGES } from "@contract/listing-contacts";
import { imageVariantUrl } from "@contract/media";
import { formatDateIST, formatRupees } from "@web/lib/format";
import type { AdminProduct } from "./api/admin-product";
import { card } from "@web/components/ui/card";

/** One listing as the admin reviews it: what it is, who sells it, and the actions below. */
export function ModerationCard({
  product,
  badge,
  children,
}: {
  product: AdminProduct;
  badge?: ReactNode;
  children?: ReactNode;
}) {
  const cover = product.images[0];
  return (
    <article className={card("flex flex-col gap-4 p-4 sm:flex-row")}>
      {/* The title links to the same page; this copy is for the pointer only, so screen readers hear one link. */}
      <a
        href={`/product/${product.id}`}
        target="_blank"
        rel="noreferrer"
        className="block shrink-0"
        aria-hidden="true"
        tabIndex={-1}
      >
        {cover ? (
          <img
            src={imageVariantUrl(cover, "thumb")}
            alt=""
            width={128}
            height={128}
            loading="lazy"
            className="size-28 rounded-xl bg-slate-100 object-cover sm:size-32"
          />
        ) : (
          <span className="grid size-28 place-items-center rounded-xl bg-slate-100 text-slate-400 sm:size-32">
            <ImageOff className="size-8" aria-hidden />
          </span>
        )}
      </a>
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h3 className="min-w-0 text-lg font-semibold break-words text-slate-900">
            <a
              href={`/product/${product.id}`}
              target="_blank"
              rel="noreferrer"
              className="hover:text-brand-800 hover:underline"
            >
              {product.title}
            </a>
          </h3>
          {badge}
        </div>
        <p className="mt-0.5 text-xl font-bold text-slate-900">{formatRupees(product.price)}</p>
        <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-sm">
          <dt className="text-slate-500">Category</dt>
          <dd className="text-slate-800">
            {CATEGORY_LABELS[product.category]}
            {product.productType
              ? ` · ${productTypesFor(product.category).find((t) => t.value === product.productType)?.label ?? product.productType}`
              : ""}
            {product.brand ? ` · ${product.brand}` : ""}
          </dd>
          <dt className="text-slate-500">Seller</dt>
          <dd className="text-slate-800">
            {product.sellerName}{" "}
            <span className="text-slate-500">
              @{product.sellerUsername} · {product.sellerMobile}
            </span>
          </dd>
          <dt className="text-slate-500">Pickup</dt>
          <dd className="text-slate-800">
            {[product.city, product.state, product.pincode].filter(Boolean).join(", ") || "Not given"}
          </dd>
          <dt className="text-slate-500">Bill</dt>
          <dd className="text-slate-800">
            {product.billPhoto ? (
              <a
                href={product.billPhoto}
                target="_blank"
                rel="noreferrer"
                className="font-medium text-brand-700 hover:underline"
              >
                View bill photo
              </a>
            ) : product.hasBill ? (
              "Said to have one, no photo"
            ) : (
              "No bill"
            )}
          </dd>
          <dt className="text-slate-500">Listed</dt>
          <dd className="text-slate-800">{formatDateIST(product.createdAt)}</dd>
        </dl>
        {product.contactFlags && product.contactFlags.length > 0 && (
          <div role="note" className="mt-2 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-900">
            <p className="flex items-center gap-1.5 font-semibold">
              <TriangleAlert className="size-4 shrink-0" aria-hidden />
              {LISTING_CONTACT_MESSAGES.flagTitle}
            </p>
            <ul className="mt-1 space-y-0.5 break-words">
              {product.contactFlags.map((flag) => (
                <li key={flag.field}>{LISTING_CONTACT_MESSAGES.flag(flag)}</li>
              ))}
            </ul>
          </div>
        )}
        {product.editRequests && (
          <p className="mt-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
            <span className="font-semibold">Edit requested:</span> {product.editRequests}
          </p>
        )}
        {children}
      </div>
    </article>
  );
}

export function StatusBadge({ tone, children }: { tone: "amber" | "emerald" | "slate" | "sky"; children: ReactNode }) {
  const tones = {
    amber: "bg-amber-100 text-amber-900",
    emerald: "bg-emerald-100 text-emerald-900",
    slate: "bg-slate-100 text-slate-700",
    sky: "bg-sky-100 text-sky-900",
  };
  return <span className={`shrink-0 rounded-full px-2.5 py-0.5 text-xs font-semibold ${tones[tone]}`}>{children}</span>;
}

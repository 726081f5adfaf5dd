import { BadgeCheck, LockKeyhole, RotateCcw, Truck, type LucideIcon } from "lucide-react";
import type { Category } from "@contract/categories";
import { POLICY } from "@contract/brand";
import { Link } from "wouter";
import { card } from "@web/components/ui/card";

/** The return rule the buyer gets for this category (docs/product.md#returns). */
function returnPolicyText(category: Category): string {
  if (category === "fashion")
    return "Return at your doorstep: check the item when it is delivered and hand it straight back to the delivery partner if it is not as described.";
  if (category === "electronics")
    return `2-day return window: if the device is not as described, request a return within ${POLICY.returnWindowHours} hours of delivery.`;
  return `If the item is not as described, request a return within ${POLICY.returnWindowHours} hours of delivery.`;
}

const BADGES: { icon: LucideIcon; title: string; text: string }[] = [
  { icon: BadgeCheck, title: "Admin-approved listing", text: "Checked by our team before it went live." },
  { icon: LockKeyhole, title: "Payment held safely", text: "The seller is paid only after delivery." },
  {
    icon: Truck,
    title: "Pickup and delivery handled",
    // No figure of its own: the days come from the courier, for the buyer's pincode (the delivery check).
    text: "Our courier collects it from the seller and brings it to your door.",
  },
];

export function TrustPanel({ category }: { category: Category }) {
  return (
    <section aria-label="Buyer protection" className={card("p-4", { flat: true })}>
      <ul className="space-y-3">
        {BADGES.map(({ icon: Icon, title, text }) => (
          <li key={title} className="flex gap-3">
            <Icon className="mt-0.5 size-5 shrink-0 text-brand-700" aria-hidden />
            <p className="text-sm">
              <span className="font-semibold text-slate-900">{title}.</span>{" "}
              <span className="text-slate-600">{text}</span>
            </p>
          </li>
        ))}
        <li className="flex gap-3">
          <RotateCcw className="mt-0.5 size-5 shrink-0 text-brand-700" aria-hidden />
          <p className="text-sm text-slate-600">
            <span className="font-semibold text-slate-900">Returns.</span> {returnPolicyText(category)}{" "}
            <Link href="/return-policy" className="font-semibold text-brand-700 underline">
              Return policy
            </Link>
          </p>
        </li>
      </ul>
    </section>
  );
}

import { BadgeCheck, HandCoins, LockKeyhole, RotateCcw, ShieldCheck, type LucideIcon } from "lucide-react";

// The home page claims (docs/product.md#what-we-promise), one short line each: they sit under the listings, which come first.
const trustPoints: { icon: LucideIcon; title: string; text: string }[] = [
  { icon: ShieldCheck, title: "Verified users", text: "Every account confirms its email" },
  { icon: BadgeCheck, title: "Admin-approved listings", text: "Reviewed before they go live" },
  { icon: HandCoins, title: "Negotiate with offers", text: "The seller accepts or counters" },
  { icon: RotateCcw, title: "Easy returns", text: "Fashion at the door, electronics in 2 days" },
  { icon: LockKeyhole, title: "Payment held until delivery", text: "The seller is paid after it reaches you" },
];

export function TrustStrip() {
  return (
    <section aria-labelledby="trust-heading" className="mt-12">
      <h2 id="trust-heading" className="text-2xl font-bold tracking-tight">
        Buy with confidence
      </h2>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
        {trustPoints.map(({ icon: Icon, title, text }) => (
          <li key={title} className="flex items-start gap-3 rounded-xl bg-brand-50 p-3">
            <Icon className="mt-0.5 size-5 shrink-0 text-brand-700" aria-hidden />
            <div>
              <p className="text-sm font-semibold text-slate-900">{title}</p>
              <p className="text-sm text-slate-700">{text}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

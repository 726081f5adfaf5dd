import { BadgeCheck, HandCoins, LockKeyhole, RotateCcw, ShieldCheck, type LucideIcon } from "lucide-react";
import { Link } from "wouter";
import { BRAND } from "@contract/brand";
import { Button } from "@web/components/ui/button";
import { useSession } from "@web/lib/session";

// The home page claims of part 1 §1, worded for a buyer.
const trustPoints: { icon: LucideIcon; title: string; text: string }[] = [
  { icon: ShieldCheck, title: "Verified users", text: "Every account confirms its email with a one-time code." },
  { icon: BadgeCheck, title: "Admin-approved listings", text: "Our team reviews each listing before it goes live." },
  { icon: HandCoins, title: "Negotiate with offers", text: "Make an offer; the seller can accept or counter it." },
  { icon: RotateCcw, title: "Easy returns", text: "Fashion: return at your doorstep on delivery. Electronics: 2-day return window." },
  { icon: LockKeyhole, title: "Payment held until delivery", text: "The seller is paid only after your order reaches you." },
];

export function Hero() {
  const signedIn = useSession().status !== "signed-out";
  return (
    <section className="bg-linear-to-br from-brand-900 via-brand-800 to-brand-700 text-white">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 md:py-16 lg:grid-cols-[1.1fr_1fr] lg:items-center lg:gap-16">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full bg-white/10 px-3 py-1 text-sm font-medium text-brand-100">
            <span className="size-2 rounded-full bg-accent-400" aria-hidden />
            India's trusted second-hand marketplace
          </p>
          <h1 className="mt-5 text-4xl leading-tight font-extrabold tracking-tight text-balance sm:text-5xl">
            Buy and sell <span className="whitespace-nowrap">pre-owned</span>, <span className="text-accent-400">with trust built in.</span>
          </h1>
          <p className="mt-4 max-w-xl text-lg text-brand-50/90">{BRAND.tagline}</p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Button asChild size="lg" variant="secondary">
              <Link href={signedIn ? "/list-product" : "/login"}>Start Selling</Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link href="/browse">Browse Products</Link>
            </Button>
          </div>
        </div>
        <ul className="grid gap-3 rounded-2xl bg-white/10 p-4 ring-1 ring-white/15 sm:p-6">
          {trustPoints.map(({ icon: Icon, title, text }) => (
            <li key={title} className="flex gap-3">
              <span className="grid size-10 shrink-0 place-items-center rounded-lg bg-white/10 text-accent-400">
                <Icon className="size-5" aria-hidden />
              </span>
              <div>
                <p className="font-semibold">{title}</p>
                <p className="text-sm text-brand-50/80">{text}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

import { Clock, Mail, MapPin, MessageSquareReply, Phone, Plus, type LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "wouter";
import { BRAND, POLICY } from "@contract/brand";
import { formatRupees } from "@web/lib/format";
import { useSession } from "@web/lib/session";
import { ContactForm } from "./components/contact-form";
import { card } from "@web/components/ui/card";

const linkClass = "font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800";

const FAQ: { q: string; a: ReactNode }[] = [
  {
    q: "How does Dobara keep my money safe?",
    a: `When you pay, the money is held by ${BRAND.name} in escrow, not sent to the seller. We release it to the seller only after the item has been delivered to you and the return window has closed. If the order is cancelled or a return is approved, we refund you from the held amount.`,
  },
  {
    q: "When does the seller get paid?",
    a: `Within ${POLICY.payoutBusinessDays} business days after the return window closes without a return, straight to the seller's verified bank account.`,
  },
  {
    q: "How do returns work?",
    a: (
      <>
        Electronics and most items can be returned by requesting it from My Orders within {POLICY.returnWindowHours}{" "}
        hours of delivery. Fashion is checked at your doorstep and handed back to the delivery partner if it is not
        right. Refunds reach your original payment method within {POLICY.refundBusinessDays} business days after we
        verify the item. Read the{" "}
        <Link href="/return-policy" className={linkClass}>
          Return & Refund Policy
        </Link>{" "}
        for fees and exceptions.
      </>
    ),
  },
  {
    q: "How long does listing review take?",
    a: `Our team reviews every new listing within ${POLICY.listingReviewHours} hours. You get a notification when it is live, or if something needs to change.`,
  },
  {
    q: "Why can't I see the buyer's or seller's phone number?",
    a: `To protect both sides from fraud, spam and unwanted visits. Prices are agreed through offers on ${BRAND.name}, payment is held by us, and our courier handles pickup and delivery, so there is never a need to share contact details.`,
  },
  {
    q: "What are the fees?",
    a: (
      <>
        Listing is free. Buyers pay a {POLICY.buyerFeePercent}% platform fee and a flat{" "}
        {formatRupees(POLICY.deliveryChargeRupees)} delivery charge, both shown before payment. Sellers pay{" "}
        {POLICY.sellerFeePercent}% of the sale price, taken from the payout. See the{" "}
        <Link href="/seller-guidelines" className={linkClass}>
          Seller Guidelines
        </Link>{" "}
        for a worked example.
      </>
    ),
  },
];

function InfoCard({ icon: Icon, title, children }: { icon: LucideIcon; title: string; children: ReactNode }) {
  return (
    <div className="flex gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <span className="grid size-10 shrink-0 place-items-center rounded-lg bg-brand-50 text-brand-700">
        <Icon className="size-5" aria-hidden />
      </span>
      <div className="min-w-0 text-sm leading-6">
        <h2 className="font-semibold text-slate-900">{title}</h2>
        <div className="mt-0.5 break-words text-slate-600">{children}</div>
      </div>
    </div>
  );
}

export function ContactPage() {
  const session = useSession();
  const signedInId = session.status === "signed-out" ? undefined : session.user.id;
  return (
    <div className="pb-16">
      <title>{`Contact Us · ${BRAND.name}`}</title>
      <div className="border-b border-slate-200 bg-linear-to-b from-brand-50 to-white">
        <header className="mx-auto max-w-6xl px-4 py-8 md:py-12">
          <h1 className="text-3xl font-extrabold tracking-tight text-slate-900 md:text-4xl">Contact Us</h1>
          <p className="mt-3 max-w-2xl text-base leading-7 text-slate-700 md:text-lg">
            Questions about an order, a payout or a listing? Send us a message and a member of our support team will
            answer.
          </p>
        </header>
      </div>

      <div className="mx-auto mt-8 grid max-w-6xl gap-8 px-4 lg:grid-cols-[minmax(0,1fr)_22rem]">
        {/* No aria-labelledby here: a region named "...message" would also match the Message field's label. */}
        <section className={card("p-5 md:p-8")}>
          <h2 className="text-xl font-bold text-slate-900">Send us a message</h2>
          <p className="mt-1 mb-6 text-sm text-slate-600">
            All fields are required. If it is about an order, include the order number in your message.
          </p>
          <ContactForm key={signedInId ?? "visitor"} />
        </section>

        <aside className="space-y-3">
          <InfoCard icon={Mail} title="Email">
            <a className="font-medium text-brand-700 hover:underline" href={`mailto:${BRAND.supportEmail}`}>
              {BRAND.supportEmail}
            </a>
          </InfoCard>
          <InfoCard icon={Phone} title="Phone">
            <a
              className="font-medium text-brand-700 hover:underline"
              href={`tel:${BRAND.supportPhone.replaceAll(" ", "")}`}
            >
              {BRAND.supportPhone}
            </a>
          </InfoCard>
          <InfoCard icon={Clock} title="Support hours">
            <p>{BRAND.supportHours}</p>
          </InfoCard>
          <InfoCard icon={MessageSquareReply} title="Response time">
            <p>{BRAND.supportReply}</p>
          </InfoCard>
          <InfoCard icon={MapPin} title="Registered office">
            <p className="font-medium text-slate-800">{BRAND.businessName}</p>
            <address className="not-italic">{BRAND.businessAddress}</address>
          </InfoCard>
        </aside>
      </div>

      <section className="mx-auto mt-12 max-w-6xl px-4">
        <h2 className="text-2xl font-bold tracking-tight text-slate-900">Frequently asked questions</h2>
        <div className={card("mt-4 max-w-3xl divide-y divide-slate-200")}>
          {FAQ.map(({ q, a }) => (
            <details key={q} className="group">
              <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between gap-4 px-4 py-3 font-semibold text-slate-900 hover:text-brand-800 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600 md:px-5 [&::-webkit-details-marker]:hidden">
                {q}
                <Plus
                  className="size-5 shrink-0 text-brand-700 transition-transform group-open:rotate-45"
                  aria-hidden
                />
              </summary>
              <p className="px-4 pb-4 text-sm leading-6 text-slate-600 md:px-5 md:text-[0.9375rem]">{a}</p>
            </details>
          ))}
        </div>
      </section>
    </div>
  );
}

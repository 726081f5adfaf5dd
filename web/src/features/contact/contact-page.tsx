import { Clock, Mail, MapPin, MessageSquareReply, Phone, Plus, type LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "wouter";
import { BRAND, POLICY } from "@contract/brand";
import { formatRupees } from "@web/lib/format";
import { useSession } from "@web/lib/session";
import { ContactForm } from "./components/contact-form";
import { preloadMessages, useMessages, type FeatureTranslator, type KeyOf } from "@web/i18n/feature-messages";
import { contactMessages } from "./messages";
import { card } from "@web/components/ui/card";

preloadMessages(contactMessages);

const linkClass = "font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800";

type ContactKey = KeyOf<typeof contactMessages>;

/** The questions, each with its answer; an answer with a link reads: text, link, text. */
const FAQ: { id: string; q: ContactKey; a: (t: FeatureTranslator<ContactKey>) => ReactNode }[] = [
  { id: "safe", q: "contact.q.safe", a: (t) => t("contact.a.safe", { brand: BRAND.name }) },
  { id: "paid", q: "contact.q.paid", a: (t) => t("contact.a.paid", { days: POLICY.payoutBusinessDays }) },
  {
    id: "returns",
    q: "contact.q.returns",
    a: (t) => (
      <>
        {t("contact.a.returns", { hours: POLICY.returnWindowHours, days: POLICY.refundBusinessDays })}{" "}
        <Link href="/return-policy" className={linkClass}>
          {t("contact.a.returnsLink")}
        </Link>{" "}
        {t("contact.a.returnsAfter")}
      </>
    ),
  },
  { id: "review", q: "contact.q.review", a: (t) => t("contact.a.review", { hours: POLICY.listingReviewHours }) },
  { id: "phone", q: "contact.q.phone", a: (t) => t("contact.a.phone", { brand: BRAND.name }) },
  {
    id: "fees",
    q: "contact.q.fees",
    a: (t) => (
      <>
        {t("contact.a.fees", {
          buyerFee: POLICY.buyerFeePercent,
          delivery: formatRupees(POLICY.deliveryChargeRupees),
          sellerFee: POLICY.sellerFeePercent,
        })}{" "}
        <Link href="/seller-guidelines" className={linkClass}>
          {t("contact.a.feesLink")}
        </Link>{" "}
        {t("contact.a.feesAfter")}
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
  const t = useMessages(contactMessages);
  const session = useSession();
  const signedInId = session.status === "signed-out" ? undefined : session.user.id;
  return (
    <div className="pb-16">
      <title>{t("contact.title", { brand: BRAND.name })}</title>
      <div className="border-b border-slate-200 bg-linear-to-b from-brand-50 to-white">
        <header className="mx-auto max-w-6xl px-4 py-8 md:py-12">
          <h1 className="text-3xl font-extrabold tracking-tight text-slate-900 md:text-4xl">{t("contact.heading")}</h1>
          <p className="mt-3 max-w-2xl text-base leading-7 text-slate-700 md:text-lg">{t("contact.intro")}</p>
        </header>
      </div>

      <div className="mx-auto mt-8 grid max-w-6xl gap-8 px-4 lg:grid-cols-[minmax(0,1fr)_22rem]">
        {/* No aria-labelledby here: a region named "...message" would also match the Message field's label. */}
        <section className={card("p-5 md:p-8")}>
          <h2 className="text-xl font-bold text-slate-900">{t("contact.formHeading")}</h2>
          <p className="mt-1 mb-6 text-sm text-slate-600">{t("contact.formIntro")}</p>
          <ContactForm key={signedInId ?? "visitor"} />
        </section>

        <aside className="space-y-3">
          <InfoCard icon={Mail} title={t("contact.email")}>
            <a
              className="font-medium text-brand-700 hover:underline"
              href={`mailto:${BRAND.supportEmail}`}
              translate="no"
            >
              {BRAND.supportEmail}
            </a>
          </InfoCard>
          <InfoCard icon={Phone} title={t("contact.phone")}>
            <a
              className="font-medium text-brand-700 hover:underline"
              href={`tel:${BRAND.supportPhone.replaceAll(" ", "")}`}
            >
              {BRAND.supportPhone}
            </a>
          </InfoCard>
          <InfoCard icon={Clock} title={t("contact.hours")}>
            <p>{t("brand.supportHours")}</p>
          </InfoCard>
          <InfoCard icon={MessageSquareReply} title={t("contact.response")}>
            <p>{t("brand.supportReply")}</p>
          </InfoCard>
          <InfoCard icon={MapPin} title={t("contact.office")}>
            <p className="font-medium text-slate-800" translate="no">
              {BRAND.businessName}
            </p>
            <address className="not-italic" translate="no">
              {BRAND.businessAddress}
            </address>
          </InfoCard>
        </aside>
      </div>

      <section className="mx-auto mt-12 max-w-6xl px-4">
        <h2 className="text-2xl font-bold tracking-tight text-slate-900">{t("contact.faq")}</h2>
        <div className={card("mt-4 max-w-3xl divide-y divide-slate-200")}>
          {FAQ.map(({ id, q, a }) => (
            <details key={id} className="group">
              <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between gap-4 px-4 py-3 font-semibold text-slate-900 hover:text-brand-800 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600 md:px-5 [&::-webkit-details-marker]:hidden">
                {t(q)}
                <Plus
                  className="size-5 shrink-0 text-brand-700 transition-transform group-open:rotate-45"
                  aria-hidden
                />
              </summary>
              <p className="px-4 pb-4 text-sm leading-6 text-slate-600 md:px-5 md:text-[0.9375rem]">{a(t)}</p>
            </details>
          ))}
        </div>
      </section>
    </div>
  );
}

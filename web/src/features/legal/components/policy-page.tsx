import { ArrowLeft, CalendarDays, Mail, MessageCircle } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "wouter";
import { BRAND } from "@contract/brand";
import { Button } from "@web/components/ui/button";
import { useMessages } from "@web/i18n/feature-messages";
import { useT } from "@web/i18n/i18n";
import { formatDateIST } from "@web/lib/format";
import { legalMessages } from "../messages";
import type { PolicyContent } from "../content/policy-content";
import { PolicyToc } from "./policy-toc";

// Readable long-form text without a typography plugin: spacing, lists and links styled from the article.
const prose = [
  "text-[0.9375rem] leading-7 text-slate-700 sm:text-base",
  "[&_p]:mt-4 [&_p:first-child]:mt-0",
  "[&_h3]:mt-7 [&_h3]:text-base [&_h3]:font-semibold [&_h3]:text-slate-900",
  "[&_ul]:mt-4 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-5 [&_ol]:mt-4 [&_ol]:list-decimal [&_ol]:space-y-2 [&_ol]:pl-5",
  "[&_li]:pl-1 [&_li::marker]:text-brand-600",
  "[&_strong]:font-semibold [&_strong]:text-slate-900",
  "[&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_a]:decoration-brand-600/30 [&_a]:underline-offset-2 [&_a:hover]:decoration-brand-600",
].join(" ");

/** Shared frame of every policy and guideline page: back link, title and date, contents, text, contact box. */
export function PolicyPage({ title, dated, date, summary, highlights, sections }: PolicyContent) {
  const t = useMessages(legalMessages);
  // POLICY's dates are English ("22 June 2025"); a Hindi page names the month in Hindi. Noon UTC is the same day in IST.
  const shownDate = t.language === "en" ? date : formatDateIST(new Date(`${date} 12:00 UTC`), t.language);
  return (
    <div className="pb-16">
      <title>{`${title} · ${BRAND.name}`}</title>
      <div className="border-b border-slate-200 bg-linear-to-b from-brand-50 to-white">
        <div className="mx-auto max-w-6xl px-4 pt-4 pb-8 md:pt-6 md:pb-10">
          <Link
            href="/"
            className="-ml-2 inline-flex min-h-11 items-center gap-1.5 rounded-lg px-2 text-sm font-semibold text-brand-700 hover:bg-brand-100/60 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            <ArrowLeft className="size-4" aria-hidden />
            {t("legal.backHome")}
          </Link>
          <h1 className="mt-3 text-3xl font-extrabold tracking-tight text-slate-900 md:text-4xl">{title}</h1>
          <p className="mt-3 inline-flex items-center gap-1.5 text-sm font-medium text-slate-600">
            <CalendarDays className="size-4 text-brand-700" aria-hidden />
            {t(dated === "effective" ? "legal.dateEffective" : "legal.dateUpdated")} {shownDate}
          </p>
          <p className="mt-4 max-w-[70ch] text-base leading-7 text-slate-700 md:text-lg md:leading-8">{summary}</p>
          {highlights && highlights.length > 0 && (
            <dl className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-4">
              {highlights.map((item) => (
                <div
                  key={item.label}
                  className="flex flex-col-reverse justify-end rounded-xl border border-brand-100 bg-white p-3 shadow-sm sm:p-4"
                >
                  <dt className="mt-1 text-xs leading-5 text-slate-600 sm:text-sm">{item.label}</dt>
                  <dd className="text-lg font-bold text-brand-800 sm:text-xl">{item.value}</dd>
                </div>
              ))}
            </dl>
          )}
        </div>
      </div>

      <div className="mx-auto max-w-6xl px-4 pt-8 md:pt-10 lg:grid lg:grid-cols-[14rem_minmax(0,1fr)] lg:gap-12">
        <PolicyToc sections={sections} />
        <div className="min-w-0">
          <article className={`max-w-[70ch] space-y-10 ${prose}`}>
            {sections.map((section, index) => (
              <section
                key={section.id}
                id={section.id}
                className="scroll-mt-24 border-t border-slate-200 pt-8 first:border-t-0 first:pt-0"
              >
                <h2 className="text-xl font-bold tracking-tight text-slate-900 md:text-2xl">
                  <span className="mr-1 text-brand-600 tabular-nums">{index + 1}.</span> {section.title}
                </h2>
                <div className="mt-4">{section.content}</div>
              </section>
            ))}
          </article>
          <PolicyContactBox />
        </div>
      </div>
    </div>
  );
}

function PolicyContactBox() {
  const t = useMessages(legalMessages);
  return (
    <section className="mt-12 max-w-[70ch] rounded-2xl border border-brand-100 bg-brand-50 p-5 md:p-6">
      <h2 className="text-lg font-bold text-slate-900">{t("legal.questions")}</h2>
      <p className="mt-2 text-sm leading-6 text-slate-700">
        {t("legal.supportAvailable", { hours: t("brand.supportHours") })} {t("brand.supportReply")}
      </p>
      <div className="mt-4 flex flex-col gap-3 sm:flex-row">
        <Button asChild>
          <Link href="/contact">
            <MessageCircle aria-hidden />
            {t("shell.contactUs")}
          </Link>
        </Button>
        <Button asChild variant="outline">
          <a href={`mailto:${BRAND.supportEmail}`}>
            <Mail aria-hidden />
            {BRAND.supportEmail}
          </a>
        </Button>
      </div>
    </section>
  );
}

/** A highlighted note inside a section: the one thing a reader must not miss. */
export function Callout({
  tone = "info",
  title,
  children,
}: {
  tone?: "info" | "warning";
  title: string;
  children: ReactNode;
}) {
  const toneClass = tone === "warning" ? "border-accent-400 bg-amber-50" : "border-brand-600 bg-brand-50";
  return (
    <div className={`mt-5 rounded-r-xl border-l-4 px-4 py-3 ${toneClass}`}>
      <p className="font-semibold text-slate-900">{title}</p>
      <div className="mt-1 text-[0.9375rem] leading-7 [&_p]:mt-2">{children}</div>
    </div>
  );
}

/** A two-column figure table (label, amount) for fee examples and timelines. */
export function FigureTable({
  caption,
  rows,
}: {
  caption: string;
  rows: readonly { label: string; value: string; total?: boolean }[];
}) {
  return (
    <div className="mt-5 overflow-hidden rounded-xl border border-slate-200 bg-white">
      <table className="w-full text-left text-[0.9375rem]">
        <caption className="border-b border-slate-200 bg-slate-50 px-4 py-2.5 text-left text-sm font-semibold text-slate-900">
          {caption}
        </caption>
        <tbody className="divide-y divide-slate-100">
          {rows.map((row) => (
            <tr key={row.label} className={row.total ? "bg-brand-50 font-semibold text-slate-900" : undefined}>
              <th scope="row" className="px-4 py-2.5 font-normal">
                {row.label}
              </th>
              <td className="px-4 py-2.5 text-right tabular-nums whitespace-nowrap">{row.value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** "We reply to every message within 24 hours." in the page's language (the shell's brand.supportReply). */
export function SupportReply() {
  return useT()("brand.supportReply");
}

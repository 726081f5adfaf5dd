import { Suspense, useEffect, useState } from "react";
import type { PriceGuide } from "@contract/price-guide";
import { useMessages } from "@web/i18n/feature-messages";
import { usePriceGuide } from "../api/price-guide";
import { priceGuideMessages } from "../price-guide/messages";
import { guideKind, rangeWords } from "./price-standing";

type Choices = Parameters<typeof guideKind>[0];

/**
 * The listing form's "Similar items sold for ₹X–₹Y" (docs/product.md#price-guide), once category, type, brand and
 * condition are chosen; nothing below enough sales. A typed brand is asked about once typing pauses.
 */
export function PriceGuideHint({ values }: { values: Choices }) {
  const kind = guideKind(values);
  const key = kind ? JSON.stringify(kind) : "";
  // The choices as they were 300 ms ago: a brand typed letter by letter is asked about once, when typing pauses.
  const [settled, setSettled] = useState(key);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(key), 300);
    return () => clearTimeout(timer);
  }, [key]);
  const guide = usePriceGuide(kind && settled === key ? kind : undefined).data;
  if (!kind || !guide || guide.low === null || guide.high === null) return null;
  return (
    // Its words load with the first range worth showing, not with the form.
    <Suspense fallback={null}>
      <GuideLine guide={guide} />
    </Suspense>
  );
}

function GuideLine({ guide }: { guide: PriceGuide }) {
  const t = useMessages(priceGuideMessages);
  return (
    <p role="status" className="rounded-xl bg-brand-50 px-3 py-2 text-sm text-slate-800" data-testid="price-guide">
      <span className="block font-semibold">{t("priceGuide.soldFor", rangeWords(guide))}</span>
      <span className="block text-slate-600">{t("priceGuide.basedOn", { n: guide.sampleSize })}</span>
    </p>
  );
}

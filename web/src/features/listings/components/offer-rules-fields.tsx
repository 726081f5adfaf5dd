import { FormField, fieldA11y, inputClass } from "@web/components/ui/form-field";
import { useMessages } from "@web/i18n/feature-messages";
import { sellingMessages } from "../selling/messages";

type Rule = "autoAcceptAt" | "autoDeclineBelow";

/**
 * The seller's two private offer rules as typed, for the listing form and the My Products card (decision 0050):
 * whole rupees, empty for no rule. `priceBelow` when the price typed is under the accept price: the seller is asked
 * to bring the rules down with it, never lowered for them.
 */
export function OfferRulesFields({
  idPrefix,
  values,
  errors,
  priceBelow,
  onChange,
}: {
  idPrefix: string;
  values: Record<Rule, string>;
  errors: Partial<Record<Rule, string>>;
  priceBelow: boolean;
  onChange: (rule: Rule, value: string) => void;
}) {
  const t = useMessages(sellingMessages);
  const field = (rule: Rule, label: string) => {
    const id = `${idPrefix}-${rule}`;
    return (
      <FormField id={id} label={label} error={errors[rule]}>
        <div className="relative">
          <span className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-slate-500">₹</span>
          <input
            {...fieldA11y(id, errors[rule])}
            inputMode="numeric"
            maxLength={9}
            autoComplete="off"
            placeholder={t("rules.none")}
            value={values[rule]}
            onChange={(e) => onChange(rule, e.target.value.replace(/\D/g, ""))}
            className={`${inputClass} pl-7`}
          />
        </div>
      </FormField>
    );
  };
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-600">{t("rules.intro")}</p>
      {priceBelow && (
        <p role="status" className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-950">
          {t("rules.priceBelow")}
        </p>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        {field("autoAcceptAt", t("rules.acceptAt"))}
        {field("autoDeclineBelow", t("rules.declineBelow"))}
      </div>
    </div>
  );
}

import { clsx } from "clsx";
import type { PaymentGatewayChoice, PaymentMethods } from "@contract/checkout";
import { card } from "@web/components/ui/card";
import { useMessages } from "@web/i18n/feature-messages";
import { checkoutMessages } from "../messages";

/** How to pay, as the server offers it: one radio per gateway, inside the summary, above its one Proceed button. */
export function PaymentMethodChoice({
  methods,
  chosen,
  onChoose,
}: {
  methods: PaymentMethods["methods"] | undefined;
  chosen: PaymentGatewayChoice;
  onChoose: (gateway: PaymentGatewayChoice) => void;
}) {
  const t = useMessages(checkoutMessages);
  return (
    <fieldset className={card("p-4")}>
      <legend className="float-left mb-3 text-lg font-bold text-slate-900">{t("checkout.pay.with")}</legend>
      {!methods ? (
        <div
          className="clear-left h-16 animate-pulse rounded-xl bg-slate-100"
          role="status"
          aria-label={t("checkout.pay.loading")}
        />
      ) : (
        <div className="clear-left space-y-2">
          {methods.map((m) => (
            <label
              key={m.gateway}
              className={clsx(
                "flex min-h-14 cursor-pointer items-center gap-3 rounded-xl border px-3 py-2",
                chosen === m.gateway ? "border-brand-600 bg-brand-50 ring-1 ring-brand-600" : "border-slate-200",
              )}
            >
              <input
                type="radio"
                name="payment-method"
                value={m.gateway}
                checked={chosen === m.gateway}
                onChange={() => onChoose(m.gateway)}
                className="size-4 shrink-0 accent-brand-700"
              />
              <span className="min-w-0 text-sm">
                <span className="block font-semibold text-slate-900">{t.text(m.label)}</span>
                <span className="block text-slate-600">{t.text(m.description)}</span>
              </span>
            </label>
          ))}
        </div>
      )}
    </fieldset>
  );
}

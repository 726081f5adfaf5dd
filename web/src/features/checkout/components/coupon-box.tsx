import { TicketPercent, X } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { COUPON_MESSAGES, normaliseCouponCode, type CouponView } from "@contract/checkout";
import { Button } from "@web/components/ui/button";
import { fieldA11y, inputClass } from "@web/components/ui/form-field";
import { toast } from "@web/components/ui/use-toast";
import { ApiRequestError } from "@web/lib/api-client";
import { useCouponSuggestion } from "../api/coupon-suggestion";
import { useValidateCoupon } from "../api/validate-coupon";
import { card } from "@web/components/ui/card";
import { useMessages } from "@web/i18n/feature-messages";
import { checkoutMessages } from "../messages";

/**
 * Coupon box (docs/product.md#checkout): Apply (disabled while empty) and Remove; the server's verdict shows under the field. The
 * placeholder names a real coupon the server suggests, or none. `again` is the coupon of a failed payment being
 * tried again: it is checked and applied once, as if typed.
 */
export function CouponBox({
  orderValue,
  applied,
  again,
  onChange,
}: {
  orderValue: number;
  applied: CouponView | undefined;
  again?: string | null;
  onChange: (coupon: CouponView | undefined) => void;
}) {
  const t = useMessages(checkoutMessages);
  const [code, setCode] = useState("");
  const [error, setError] = useState<string>();
  const validate = useValidateCoupon();
  const suggestion = useCouponSuggestion();
  const reapplied = useRef(false);

  function apply(e: React.FormEvent) {
    e.preventDefault();
    check(code);
  }

  function check(typed: string) {
    const normalised = normaliseCouponCode(typed);
    if (!normalised) return setError(t.text(COUPON_MESSAGES.empty));
    validate.mutate(
      { code: normalised, orderValue },
      {
        onSuccess: (result) => {
          if (!result.valid || !result.coupon) return setError(t.text(result.message));
          setError(undefined);
          setCode("");
          onChange(result.coupon);
          toast({
            title: t("checkout.coupon.applied"),
            description: result.coupon.description ?? t.text(result.message),
            variant: "success",
          });
        },
        onError: (err) => {
          // A 4xx carries the server's reason (a malformed code); anything else is the network's fault.
          if (err instanceof ApiRequestError && err.status >= 400 && err.status < 500)
            return setError(t.text(err.message));
          toast({
            title: t("checkout.coupon.validateFailed"),
            description: t("checkout.pleaseTryAgain"),
            variant: "destructive",
          });
        },
      },
    );
  }

  useEffect(() => {
    if (!again || reapplied.current) return;
    reapplied.current = true;
    check(again);
  });

  return (
    <section aria-labelledby="coupon-heading" className={card("p-4")}>
      <h2 id="coupon-heading" className="flex items-center gap-2 text-lg font-bold text-slate-900">
        <TicketPercent className="size-5 text-brand-700" aria-hidden /> {t("checkout.coupon.heading")}
      </h2>
      {applied ? (
        <div className="mt-3 flex items-center justify-between gap-3 rounded-lg bg-emerald-50 px-3 py-2">
          <p className="min-w-0 text-sm text-emerald-900">
            <span className="font-bold" data-testid="applied-coupon">
              {applied.code}
            </span>
            {applied.description && <span className="block break-words">{applied.description}</span>}
          </p>
          <Button variant="ghost" size="sm" onClick={() => onChange(undefined)}>
            <X aria-hidden /> {t("checkout.coupon.remove")}
          </Button>
        </div>
      ) : (
        <form onSubmit={apply} noValidate className="mt-3">
          <label htmlFor="coupon-code" className="sr-only">
            {t("checkout.coupon.code")}
          </label>
          <div className="flex gap-2">
            <input
              value={code}
              onChange={(e) => {
                setCode(e.target.value.toUpperCase());
                setError(undefined);
              }}
              maxLength={50}
              autoCapitalize="characters"
              autoComplete="off"
              spellCheck={false}
              placeholder={
                suggestion.data?.code
                  ? t("checkout.coupon.example", { code: suggestion.data.code })
                  : t("checkout.coupon.code")
              }
              className={`${inputClass} min-w-0`}
              {...fieldA11y("coupon-code", error)}
            />
            <Button type="submit" variant="outline" disabled={!code.trim() || validate.isPending}>
              {validate.isPending ? t("checkout.coupon.checking") : t("checkout.coupon.apply")}
            </Button>
          </div>
          {error && (
            <p id="coupon-code-error" role="alert" className="mt-1.5 text-sm text-red-600">
              {error}
            </p>
          )}
        </form>
      )}
    </section>
  );
}

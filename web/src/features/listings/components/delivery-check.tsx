import { useT } from "@web/i18n/i18n";
import { useState, type FormEvent } from "react";
import { MapPin } from "lucide-react";
import { SHIPPING_MESSAGES } from "@contract/shipping-rules";
import { DeliveryEstimateNote } from "@web/components/shipping/delivery-estimate-note";
import { Button } from "@web/components/ui/button";
import { inputClass } from "@web/components/ui/form-field";
import { useDeliveryEstimate } from "@web/lib/api/delivery-estimate";
import { card } from "@web/components/ui/card";

/** "Check delivery to your pincode": the courier's estimate from the listing's pickup pincode, before buying. */
export function DeliveryCheck({ productId }: { productId: string }) {
  const t = useT();
  const [typed, setTyped] = useState("");
  const [asked, setAsked] = useState<string>();
  const [invalid, setInvalid] = useState(false);
  const estimate = useDeliveryEstimate(productId, asked);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const pincode = typed.trim();
    const ok = /^[1-9]\d{5}$/.test(pincode);
    setInvalid(!ok);
    if (ok) setAsked(pincode);
  };
  return (
    <section aria-labelledby="delivery-check-heading" className={card("mt-5 p-4", { flat: true })}>
      <h2 id="delivery-check-heading" className="flex items-center gap-2 text-base font-bold text-slate-900">
        <MapPin className="size-4 text-brand-700" aria-hidden /> {t("delivery.heading")}
      </h2>
      <form onSubmit={submit} className="mt-3 flex gap-2" noValidate>
        <label htmlFor="delivery-pincode" className="sr-only">
          {t("delivery.pincode")}
        </label>
        <input
          id="delivery-pincode"
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={6}
          placeholder={t("delivery.placeholder")}
          value={typed}
          onChange={(e) => setTyped(e.target.value.replace(/\D/g, ""))}
          aria-invalid={invalid}
          aria-describedby={invalid ? "delivery-pincode-error" : undefined}
          className={`${inputClass} max-w-40`}
        />
        <Button type="submit" variant="outline">
          {t("delivery.check")}
        </Button>
      </form>
      <div className="mt-2" aria-live="polite">
        {invalid ? (
          <p id="delivery-pincode-error" className="text-sm text-red-700">
            {SHIPPING_MESSAGES.pincode}
          </p>
        ) : (
          asked && (
            <DeliveryEstimateNote
              pincode={asked}
              estimate={estimate.data}
              pending={estimate.isPending}
              error={estimate.error}
            />
          )
        )}
      </div>
    </section>
  );
}

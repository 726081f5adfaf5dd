import { zodResolver } from "@hookform/resolvers/zod";
import { IdCard } from "lucide-react";
import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { taxIdInputSchema, type TaxIdInput } from "@contract/tax";
import { Button } from "@web/components/ui/button";
import { card } from "@web/components/ui/card";
import { FormField, fieldA11y, inputClass } from "@web/components/ui/form-field";
import { toast } from "@web/components/ui/use-toast";
import { serverMessage } from "@web/lib/api-client";
import { useSaveTaxId, useTaxId } from "../api/tax-id";
import { preloadMessages, useMessages } from "@web/i18n/feature-messages";
import { payoutMessages } from "../messages";
import { payoutText } from "../payout-words";

// Used on pages of other features (the dashboard, the listing form): the words come with this code.
preloadMessages(payoutMessages);

const KIND_LABEL = { pan: "payouts.tax.pan", aadhaar: "payouts.tax.aadhaar" } as const;

/**
 * The seller's PAN or Aadhaar (docs/tax.md): asked before the first payout, for income-tax section 194-O. Shown
 * masked once given; giving another replaces it.
 */
export function TaxIdCard() {
  const t = useMessages(payoutMessages);
  const query = useTaxId();
  const save = useSaveTaxId();
  const [editing, setEditing] = useState(false);
  const {
    register,
    handleSubmit,
    control,
    reset,
    setError,
    formState: { errors },
  } = useForm<TaxIdInput>({ resolver: zodResolver(taxIdInputSchema), defaultValues: { kind: "pan", value: "" } });
  const kind = useWatch({ control, name: "kind" });
  const current = query.data?.taxId;
  const open = editing || (query.data && !current);

  const submit = handleSubmit((input) =>
    save.mutate(input, {
      onSuccess: () => {
        reset({ kind: input.kind, value: "" });
        setEditing(false);
        toast({ title: t("payouts.tax.saved", { kind: t(KIND_LABEL[input.kind]) }), variant: "success" });
      },
      onError: (err) => setError("value", { message: serverMessage(err) ?? t("payouts.tax.saveFailed") }),
    }),
  );

  return (
    <section aria-labelledby="tax-id-heading" className={card("p-5")}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="tax-id-heading" className="flex items-center gap-2 text-lg font-bold text-slate-900">
          <IdCard className="size-5 text-brand-700" aria-hidden /> {t("payouts.tax.heading")}
        </h2>
        {current && !editing && (
          <Button variant="outline" size="sm" onClick={() => setEditing(true)}>
            {t("payouts.tax.change")}
          </Button>
        )}
      </div>
      <p className="mt-1 text-sm text-slate-600">{t("payouts.tax.intro")}</p>
      {query.isPending && <div className="mt-3 h-10 animate-pulse rounded-xl bg-slate-100" />}
      {query.isError && <p className="mt-3 text-sm text-red-700">{t("payouts.tax.loadFailed")}</p>}
      {current && !editing && (
        <p className="mt-3 text-sm text-slate-800" data-testid="tax-id-masked">
          {t(KIND_LABEL[current.kind])}: <span className="font-mono font-semibold">{current.masked}</span>
        </p>
      )}
      {open && (
        <form
          className="mt-3 grid gap-3 sm:grid-cols-[10rem_1fr_auto] sm:items-start"
          onSubmit={(e) => void submit(e)}
          noValidate
        >
          <FormField id="tax-id-kind" label={t("payouts.tax.give")}>
            <select {...fieldA11y("tax-id-kind")} {...register("kind")} className={inputClass}>
              <option value="pan">{t("payouts.tax.pan")}</option>
              <option value="aadhaar">{t("payouts.tax.aadhaar")}</option>
            </select>
          </FormField>
          <FormField
            id="tax-id-value"
            label={kind === "pan" ? t("payouts.tax.pan") : t("payouts.tax.aadhaarNumber")}
            error={payoutText(t, errors.value?.message)}
            hint={kind === "pan" ? t("payouts.tax.panHint") : t("payouts.tax.aadhaarHint")}
          >
            <input
              {...fieldA11y("tax-id-value", payoutText(t, errors.value?.message))}
              {...register("value")}
              className={inputClass}
              autoComplete="off"
              inputMode={kind === "pan" ? "text" : "numeric"}
              autoCapitalize="characters"
            />
          </FormField>
          <div className="flex gap-2 sm:mt-7">
            <Button type="submit" disabled={save.isPending}>
              {t("payouts.tax.save")}
            </Button>
            {current && (
              <Button type="button" variant="ghost" onClick={() => setEditing(false)}>
                {t("payouts.tax.cancel")}
              </Button>
            )}
          </div>
        </form>
      )}
    </section>
  );
}

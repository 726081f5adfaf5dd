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

const KIND_LABEL = { pan: "PAN", aadhaar: "Aadhaar" } as const;

/**
 * The seller's PAN or Aadhaar (docs/tax.md): asked before the first payout, for income-tax section 194-O. Shown
 * masked once given; giving another replaces it.
 */
export function TaxIdCard() {
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
        toast({ title: `${KIND_LABEL[input.kind]} saved`, variant: "success" });
      },
      onError: (err) => setError("value", { message: serverMessage(err) ?? "Could not save it. Please try again." }),
    }),
  );

  return (
    <section aria-labelledby="tax-id-heading" className={card("p-5")}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="tax-id-heading" className="flex items-center gap-2 text-lg font-bold text-slate-900">
          <IdCard className="size-5 text-brand-700" aria-hidden /> PAN for payouts
        </h2>
        {current && !editing && (
          <Button variant="outline" size="sm" onClick={() => setEditing(true)}>
            Change
          </Button>
        )}
      </div>
      <p className="mt-1 text-sm text-slate-600">
        The law asks us for your PAN (or Aadhaar) before we pay you, and to deduct income tax (TDS) from payouts where
        it applies. Sellers who are individuals with sales up to ₹5 lakh a year pay no TDS once they have given it.
      </p>
      {query.isPending && <div className="mt-3 h-10 animate-pulse rounded-xl bg-slate-100" />}
      {query.isError && <p className="mt-3 text-sm text-red-700">Could not load your PAN details.</p>}
      {current && !editing && (
        <p className="mt-3 text-sm text-slate-800" data-testid="tax-id-masked">
          {KIND_LABEL[current.kind]}: <span className="font-mono font-semibold">{current.masked}</span>
        </p>
      )}
      {open && (
        <form
          className="mt-3 grid gap-3 sm:grid-cols-[10rem_1fr_auto] sm:items-start"
          onSubmit={(e) => void submit(e)}
          noValidate
        >
          <FormField id="tax-id-kind" label="Give your">
            <select {...fieldA11y("tax-id-kind")} {...register("kind")} className={inputClass}>
              <option value="pan">PAN</option>
              <option value="aadhaar">Aadhaar</option>
            </select>
          </FormField>
          <FormField
            id="tax-id-value"
            label={kind === "pan" ? "PAN" : "Aadhaar number"}
            error={errors.value?.message}
            hint={kind === "pan" ? "10 characters, like ABCPE1234F" : "12 digits"}
          >
            <input
              {...fieldA11y("tax-id-value", errors.value?.message)}
              {...register("value")}
              className={inputClass}
              autoComplete="off"
              inputMode={kind === "pan" ? "text" : "numeric"}
              autoCapitalize="characters"
            />
          </FormField>
          <div className="flex gap-2 sm:mt-7">
            <Button type="submit" disabled={save.isPending}>
              Save
            </Button>
            {current && (
              <Button type="button" variant="ghost" onClick={() => setEditing(false)}>
                Cancel
              </Button>
            )}
          </div>
        </form>
      )}
    </section>
  );
}

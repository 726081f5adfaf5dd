import { useState } from "react";
import { clsx } from "clsx";
import { Save } from "lucide-react";
import { CATEGORY_LABELS } from "@contract/categories";
import { PARCEL_SIZE_LIMITS, PARCEL_SIZE_MESSAGES, type ParcelSize } from "@contract/shipping";
import { Button } from "@web/components/ui/button";
import { inputClass } from "@web/components/ui/form-field";
import { toast } from "@web/components/ui/use-toast";
import { serverMessage } from "@web/lib/api-client";
import { useParcelSizes, useSaveParcelSize } from "./api/admin-parcel-sizes";
import { card } from "@web/components/ui/card";

const FIELDS = [
  { key: "lengthCm", label: "Length (cm)", step: 1, max: PARCEL_SIZE_LIMITS.maxSideCm },
  { key: "breadthCm", label: "Breadth (cm)", step: 1, max: PARCEL_SIZE_LIMITS.maxSideCm },
  { key: "heightCm", label: "Height (cm)", step: 1, max: PARCEL_SIZE_LIMITS.maxSideCm },
  { key: "weightKg", label: "Weight (kg)", step: 0.01, max: PARCEL_SIZE_LIMITS.maxWeightKg },
] as const;
type Key = (typeof FIELDS)[number]["key"];
type Draft = Record<Key, string>;

const draftOf = (s: ParcelSize): Draft => ({
  lengthCm: String(s.lengthCm),
  breadthCm: String(s.breadthCm),
  heightCm: String(s.heightCm),
  weightKg: String(s.weightKg),
});

/**
 * What the courier is told a parcel of each product type measures (decision 0022): one row per type, edited in
 * place and saved row by row; the next booking of that type uses it. The server checks the bounds and says why.
 */
export function ParcelSizesEditor() {
  const sizes = useParcelSizes();
  return (
    <section aria-labelledby="parcel-sizes-heading" className={card("mt-8 p-4", { flat: true })}>
      <h2 id="parcel-sizes-heading" className="text-lg font-semibold text-slate-900">
        Parcel sizes
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        The size and weight the courier is told for each product type. A change applies to the next booking.
      </p>
      {sizes.isPending && <p className="mt-3 text-sm text-slate-600">Loading parcel sizes…</p>}
      {sizes.isError && (
        <p className="mt-3 text-sm text-red-700" role="alert">
          Could not load parcel sizes. Please try again.
        </p>
      )}
      {sizes.data && (
        <table className="mt-3 block w-full text-sm sm:table">
          <thead className="hidden sm:table-header-group">
            <tr className="text-left text-slate-600">
              <th scope="col" className="py-2 pr-2 font-semibold">
                Product type
              </th>
              {FIELDS.map((f) => (
                <th key={f.key} scope="col" className="px-1 py-2 font-semibold">
                  {f.label}
                </th>
              ))}
              <th scope="col" className="py-2 pl-1">
                <span className="sr-only">Save</span>
              </th>
            </tr>
          </thead>
          <tbody className="block sm:table-row-group">
            {sizes.data.map((s) => (
              <SizeRow key={`${s.category}:${JSON.stringify(draftOf(s))}`} size={s} />
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

function SizeRow({ size }: { size: ParcelSize }) {
  const save = useSaveParcelSize();
  const [draft, setDraft] = useState(() => draftOf(size));
  const name = CATEGORY_LABELS[size.category];
  const changed = FIELDS.some((f) => draft[f.key] !== draftOf(size)[f.key]);
  const id = `parcel-${size.category}`;

  const submit = () => {
    const values = Object.fromEntries(
      FIELDS.map((f) => [f.key, draft[f.key].trim() === "" ? NaN : Number(draft[f.key])]),
    );
    if (Object.values(values).some((v) => !Number.isFinite(v)))
      return toast({
        title: `${name}: not saved`,
        description: "Please fill in every size with a number.",
        variant: "destructive",
      });
    save.mutate(
      { category: size.category, size: values as Record<Key, number> },
      {
        onSuccess: () => toast({ title: PARCEL_SIZE_MESSAGES.saved, description: name, variant: "success" }),
        onError: (err) =>
          toast({
            title: `${name}: not saved`,
            description: serverMessage(err) ?? "Please try again.",
            variant: "destructive",
          }),
      },
    );
  };

  return (
    <tr className="grid grid-cols-2 gap-x-3 gap-y-2 border-t border-slate-200 py-3 sm:table-row sm:py-0">
      <th scope="row" className="col-span-2 text-left font-semibold text-slate-900 sm:py-2 sm:pr-2">
        {name}
        {size.isDefault && <span className="ml-2 text-xs font-normal text-slate-500">(default)</span>}
      </th>
      {FIELDS.map((f) => (
        <td key={f.key} className="sm:px-1 sm:py-2">
          <label htmlFor={`${id}-${f.key}`} className="mb-1 block text-xs font-semibold text-slate-700 sm:sr-only">
            {f.label}
            <span className="sr-only"> for {name}</span>
          </label>
          <input
            id={`${id}-${f.key}`}
            type="number"
            inputMode="decimal"
            min={f.step}
            max={f.max}
            step={f.step}
            value={draft[f.key]}
            onChange={(e) => setDraft((d) => ({ ...d, [f.key]: e.target.value }))}
            onKeyDown={(e) => {
              if (e.key === "Enter" && changed) submit();
            }}
            className={clsx(inputClass, "min-w-0 sm:w-24")}
          />
        </td>
      ))}
      <td className="col-span-2 sm:py-2 sm:pl-1">
        <Button size="sm" onClick={submit} disabled={!changed || save.isPending} className="w-full sm:w-auto">
          <Save aria-hidden /> Save<span className="sr-only"> {name}</span>
        </Button>
      </td>
    </tr>
  );
}

import { clsx } from "clsx";
import { Pencil, Trash2 } from "lucide-react";
import { addressLine } from "@contract/checkout";
import { isAddressComplete, type SavedAddress } from "@contract/addresses";
import { toast } from "@web/components/ui/use-toast";
import { serverMessage } from "@web/lib/api-client";
import { useDeleteAddress } from "../api/address-changes";
import { useMessages } from "@web/i18n/feature-messages";
import { checkoutMessages } from "../messages";

/**
 * Saved addresses as a radio group: tap one to deliver there; each can be edited or deleted. An older address
 * without the recipient's name and phone says so, since the checkout needs them.
 */
export function SavedAddressList({
  userId,
  addresses,
  selectedId,
  onSelect,
  onEdit,
}: {
  userId: string;
  addresses: SavedAddress[];
  selectedId: string | undefined;
  onSelect: (id: string) => void;
  onEdit: (address: SavedAddress) => void;
}) {
  const t = useMessages(checkoutMessages);
  const remove = useDeleteAddress(userId);

  function deleteAddress(a: SavedAddress) {
    remove.mutate(a.id, {
      onSuccess: () =>
        toast({
          title: t("checkout.address.deleted"),
          description: t.text("Address has been removed successfully!"),
          variant: "success",
        }),
      onError: (err) =>
        toast({
          title: t("checkout.error"),
          description: t("checkout.address.deleteFailed", {
            reason: serverMessage(err) ?? t("checkout.pleaseTryAgain"),
          }),
          variant: "destructive",
        }),
    });
  }

  return (
    <ul role="radiogroup" aria-label={t("checkout.address.saved")} className="space-y-3">
      {addresses.map((a) => {
        const chosen = a.id === selectedId;
        return (
          <li
            key={a.id}
            className={clsx(
              "flex items-stretch rounded-xl border bg-white",
              chosen ? "border-brand-600 ring-1 ring-brand-600" : "border-slate-200",
            )}
          >
            <button
              type="button"
              role="radio"
              aria-checked={chosen}
              onClick={() => onSelect(a.id)}
              className="flex min-w-0 flex-1 items-start gap-3 p-3 text-left"
            >
              <span
                aria-hidden
                className={clsx(
                  "mt-0.5 grid size-5 shrink-0 place-items-center rounded-full border-2",
                  chosen ? "border-brand-700" : "border-slate-300",
                )}
              >
                {chosen && <span className="size-2.5 rounded-full bg-brand-700" />}
              </span>
              <span className="min-w-0 text-sm text-slate-700">
                <span className="font-semibold break-words text-slate-900" translate="no">
                  {a.line1}
                </span>
                {a.isDefault && (
                  <span className="ml-2 rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800">
                    {t("checkout.address.default")}
                  </span>
                )}
                <span className="mt-0.5 block break-words" translate="no">
                  {addressLine({ ...a, line1: "" })}
                </span>
                {isAddressComplete(a) ? (
                  <span className="mt-0.5 block text-slate-600" translate="no">
                    {a.name} · {a.phone}
                  </span>
                ) : (
                  <span className="mt-1 block font-semibold text-amber-800">{t("checkout.address.addNamePhone")}</span>
                )}
              </span>
            </button>
            <button
              type="button"
              onClick={() => onEdit(a)}
              aria-label={t("checkout.address.edit", { line: a.line1 })}
              className="grid w-11 shrink-0 place-items-center text-slate-500 hover:bg-slate-50 hover:text-brand-700"
            >
              <Pencil className="size-5" aria-hidden />
            </button>
            <button
              type="button"
              onClick={() => deleteAddress(a)}
              disabled={remove.isPending && remove.variables === a.id}
              aria-label={t("checkout.address.delete", { line: a.line1 })}
              className="grid w-12 shrink-0 place-items-center rounded-r-xl text-slate-500 hover:bg-red-50 hover:text-red-700 disabled:opacity-50"
            >
              <Trash2 className="size-5" aria-hidden />
            </button>
          </li>
        );
      })}
    </ul>
  );
}

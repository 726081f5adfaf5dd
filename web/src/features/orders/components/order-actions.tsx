import { DialogShell, DialogTitle, DialogDescription, DialogClose } from "@web/components/ui/dialog";
import { useId, useState, type FormEvent } from "react";
import {
  BUYER_CANCELLABLE,
  CANCEL_REASONS,
  ORDER_MESSAGES,
  RETURN_REASONS,
  type BuyerOrderView,
} from "@contract/orders";
import { Button } from "@web/components/ui/button";
import { FormField, inputClass } from "@web/components/ui/form-field";
import { toast } from "@web/components/ui/use-toast";
import { serverMessage } from "@web/lib/api-client";
import { useOrderAction, useReturnPreview, type CancelReason, type ReturnReason } from "@web/lib/api/orders";
import { formatRupees } from "@web/lib/format";
import { CANCEL_REASON_KEYS, orderText, RETURN_REASON_KEYS } from "./order-labels";
import { ReturnPhotoPicker } from "./return-photo-picker";
import { useMessages } from "@web/i18n/feature-messages";
import { orderMessages } from "../messages";

/** Reasons whose claim carries photos of the problem; a faulty item must have one, and words (docs/product.md#returns). */
const PHOTO_REASONS: readonly string[] = ["received_faulty", "wrong_size", "other"];
const WORDS_REQUIRED: readonly string[] = ["received_faulty", "other"];

type Asking = "cancel" | "return" | undefined;

/**
 * The buyer's Cancel Order (while placed or confirmed) and Request Return (once delivered, one per order; Return
 * Requested and disabled after). The server decides in the end; these only hide what it would refuse anyway.
 */
export function OrderActions({ order, onDone }: { order: BuyerOrderView; onDone?: () => void }) {
  const t = useMessages(orderMessages);
  const [asking, setAsking] = useState<Asking>();
  const action = useOrderAction();
  const canCancel = BUYER_CANCELLABLE.includes(order.status);
  const delivered = order.status === "delivered";

  function submit(reason: string, details: string, photos: string[]) {
    const request =
      asking === "cancel"
        ? { kind: "cancel" as const, id: order.id, reason: reason as CancelReason }
        : { kind: "return" as const, id: order.id, reason: reason as ReturnReason, details, photos };
    action.mutate(request, {
      onSuccess: () => {
        setAsking(undefined);
        toast(
          asking === "cancel"
            ? {
                title: t("orders.actions.cancelledTitle"),
                description: t.text(ORDER_MESSAGES.cancelled),
                variant: "success",
              }
            : {
                title: t("orders.actions.returnRequested"),
                description: t("orders.actions.returnRequestedText"),
                variant: "success",
              },
        );
        onDone?.();
      },
      onError: (err) =>
        toast(
          asking === "cancel"
            ? {
                title: t("orders.actions.cancelFailed"),
                description: serverMessage(err) ?? t("orders.actions.cancelFailedText"),
                variant: "destructive",
              }
            : {
                title: t("orders.actions.returnFailed"),
                description: serverMessage(err) ?? t("orders.tryAgain"),
                variant: "destructive",
              },
        ),
    });
  }

  if (!canCancel && !delivered) return null;
  return (
    <>
      {canCancel && (
        <Button
          variant="outline"
          className="border-red-200 text-red-700 hover:bg-red-50"
          onClick={() => setAsking("cancel")}
        >
          {t("orders.actions.cancel")}
        </Button>
      )}
      {delivered &&
        (order.returnStatus ? (
          <Button variant="outline" disabled>
            {t("orders.actions.returnRequested")}
          </Button>
        ) : (
          <Button variant="outline" onClick={() => setAsking("return")}>
            {t("orders.actions.requestReturn")}
          </Button>
        ))}
      <ReasonPicker
        orderId={order.id}
        asking={asking}
        busy={action.isPending}
        onClose={() => setAsking(undefined)}
        onSubmit={submit}
      />
    </>
  );
}

function ReasonPicker({
  orderId,
  asking,
  busy,
  onClose,
  onSubmit,
}: {
  orderId: string;
  asking: Asking;
  busy: boolean;
  onClose: () => void;
  onSubmit: (reason: string, details: string, photos: string[]) => void;
}) {
  const t = useMessages(orderMessages);
  const id = useId();
  const [reason, setReason] = useState("");
  const [details, setDetails] = useState("");
  const [photos, setPhotos] = useState<string[]>([]);
  const [error, setError] = useState<string>();
  const options: [string, string][] =
    asking === "cancel"
      ? CANCEL_REASONS.map((r) => [r, t(CANCEL_REASON_KEYS[r])])
      : RETURN_REASONS.map((r) => [r, t(RETURN_REASON_KEYS[r])]);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!reason) return setError(t("orders.actions.chooseReason"));
    if (asking === "return" && WORDS_REQUIRED.includes(reason) && !details.trim())
      return setError(orderText(t, ORDER_MESSAGES.returnDetailsRequired));
    if (asking === "return" && reason === "received_faulty" && photos.length === 0)
      return setError(orderText(t, ORDER_MESSAGES.returnPhotosRequired));
    onSubmit(reason, details.trim(), asking === "return" && PHOTO_REASONS.includes(reason) ? photos : []);
  }

  return (
    <DialogShell
      open={Boolean(asking)}
      onOpenChange={(open) => {
        if (open) return;
        setReason("");
        setDetails("");
        setPhotos([]);
        setError(undefined);
        onClose();
      }}
      className="max-h-[90dvh] max-w-md overflow-y-auto"
    >
      <DialogTitle>
        {asking === "cancel" ? t("orders.actions.cancelTitle") : t("orders.actions.returnTitle")}
      </DialogTitle>
      <DialogDescription>
        {asking === "cancel" ? t("orders.actions.cancelText") : t("orders.actions.returnText")}
      </DialogDescription>
      <form onSubmit={submit} className="mt-4 space-y-4">
        <fieldset>
          <legend className="mb-2 text-sm font-semibold text-slate-800">{t("orders.actions.reason")}</legend>
          <div className="space-y-2">
            {options.map(([value, label]) => (
              <label
                key={value}
                className="flex min-h-11 cursor-pointer items-center gap-3 rounded-xl border border-slate-200 px-3 has-checked:border-brand-600 has-checked:bg-brand-50"
              >
                <input
                  type="radio"
                  name={`${id}-reason`}
                  value={value}
                  checked={reason === value}
                  onChange={() => {
                    setReason(value);
                    setError(undefined);
                  }}
                  className="size-4 accent-brand-700"
                />
                <span className="text-sm text-slate-800">{label}</span>
              </label>
            ))}
          </div>
        </fieldset>
        {asking === "return" && reason !== "" && (
          <FormField
            id={`${id}-details`}
            label={WORDS_REQUIRED.includes(reason) ? t("orders.actions.describe") : t("orders.actions.addOptional")}
          >
            <textarea
              id={`${id}-details`}
              rows={3}
              maxLength={1000}
              value={details}
              onChange={(e) => {
                setDetails(e.target.value);
                setError(undefined);
              }}
              className={inputClass}
            />
          </FormField>
        )}
        {asking === "return" && PHOTO_REASONS.includes(reason) && (
          <ReturnPhotoPicker
            label={t("orders.actions.photos")}
            photos={photos}
            onChange={(next) => {
              setPhotos(next);
              setError(undefined);
            }}
            required={reason === "received_faulty"}
          />
        )}
        {asking === "return" && <RefundPreview orderId={orderId} reason={reason as ReturnReason | ""} />}
        {error && (
          <p role="alert" className="text-sm text-red-600">
            {error}
          </p>
        )}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button variant="outline">{t("orders.actions.keep")}</Button>
          </DialogClose>
          <Button
            type="submit"
            disabled={busy}
            className={asking === "cancel" ? "bg-red-600 hover:bg-red-700" : undefined}
          >
            {busy
              ? t("orders.actions.sending")
              : asking === "cancel"
                ? t("orders.actions.cancel")
                : t("orders.actions.requestReturn")}
          </Button>
        </div>
      </form>
    </DialogShell>
  );
}

/** The server's figures for the chosen reason: what comes back, what was paid and the fee kept. */
function RefundPreview({ orderId, reason }: { orderId: string; reason: ReturnReason | "" }) {
  const t = useMessages(orderMessages);
  const preview = useReturnPreview(orderId, reason || undefined);
  if (!reason) return null;
  if (!preview.data)
    return (
      <div
        className="h-14 animate-pulse rounded-xl bg-slate-100"
        role="status"
        aria-label={t("orders.actions.workingOut")}
      />
    );
  const p = preview.data;
  return (
    <p className="rounded-xl bg-emerald-50 px-3 py-2.5 text-sm text-emerald-950" data-testid="refund-preview">
      <span className="block font-semibold">{t("orders.actions.youGet", { amount: formatRupees(p.refund) })}</span>
      {p.fee > 0
        ? t("orders.actions.minusFee", { paid: formatRupees(p.paid), fee: formatRupees(p.fee) })
        : t("orders.actions.full", { paid: formatRupees(p.paid) })}
    </p>
  );
}

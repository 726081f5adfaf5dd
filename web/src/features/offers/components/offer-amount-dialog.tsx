import { DialogShell, DialogTitle, DialogDescription, DialogClose } from "@web/components/ui/dialog";
import { useId, useState, type FormEvent } from "react";
import { OFFER_MESSAGE_MAX, OFFER_MESSAGES } from "@contract/offer-rules";
import { Button } from "@web/components/ui/button";
import { FormField, fieldA11y, inputClass } from "@web/components/ui/form-field";
import { formatRupees } from "@web/lib/format";
import { useMessages } from "@web/i18n/feature-messages";
import { offerMessages } from "../messages";

export interface AmountRequest {
  title: string;
  description: string;
  label: string;
  submitLabel: string;
  /** The amount must be above this (a counter: the buyer's offer) ... */
  above?: number;
  /** ... and below this (the listing price) ... */
  below: number;
  /** ... and at least this (half the price), refused with `message` below it. */
  minimum?: { amount: number; message: string };
  /** Make Offer has an optional message; a counter has none. */
  withMessage: boolean;
}

/** docs/product.md#offers: amount required, a positive whole number, below the price; submit stays disabled until valid. */
export function amountError(
  text: string,
  request: Pick<AmountRequest, "above" | "below" | "minimum">,
  messages: {
    required: string;
    invalid: string;
    /** The page's words for the rules below; English when not given. */
    whole?: string;
    above?: (amount: string) => string;
    below?: (amount: string) => string;
  },
) {
  if (!text.trim()) return messages.required;
  if (!/^\d+(\.\d+)?$/.test(text.trim()) || Number(text) <= 0) return messages.invalid;
  const amount = Number(text);
  if (!Number.isInteger(amount)) return messages.whole ?? OFFER_MESSAGES.amountWhole;
  if (request.minimum && amount < request.minimum.amount) return request.minimum.message;
  if (request.above !== undefined && amount <= request.above)
    return messages.above?.(formatRupees(request.above)) ?? `Must be above ${formatRupees(request.above)}`;
  if (amount >= request.below)
    return messages.below?.(formatRupees(request.below)) ?? `Must be below ${formatRupees(request.below)}`;
  return undefined;
}

export function OfferAmountDialog({
  request,
  busy,
  onClose,
  onSubmit,
}: {
  request: AmountRequest | undefined;
  busy: boolean;
  onClose: () => void;
  onSubmit: (amount: number, message: string) => void;
}) {
  const t = useMessages(offerMessages);
  const id = useId();
  const [amount, setAmount] = useState("");
  const [message, setMessage] = useState("");
  const [touched, setTouched] = useState(false);
  const rules = {
    whole: t("offers.amountWhole"),
    above: (amount: string) => t("offers.mustBeAbove", { amount }),
    below: (amount: string) => t("offers.mustBeBelow", { amount }),
  };
  const messages = request?.withMessage
    ? { required: t("offers.amountRequired"), invalid: t("offers.amountPositive"), ...rules }
    : { required: t("offers.counterInvalid"), invalid: t("offers.counterInvalid"), ...rules };
  const error = request ? amountError(amount, request, messages) : undefined;

  function submit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (!request || error) return;
    onSubmit(Number(amount), message.trim());
  }

  return (
    <DialogShell
      open={Boolean(request)}
      onOpenChange={(open) => {
        if (open) return;
        setAmount("");
        setMessage("");
        setTouched(false);
        onClose();
      }}
      className="max-w-md"
    >
      <DialogTitle>{request?.title}</DialogTitle>
      <DialogDescription>{request?.description}</DialogDescription>
      <form onSubmit={submit} className="mt-4 space-y-4" noValidate>
        <FormField id={`${id}-amount`} label={request?.label} error={touched && amount ? error : undefined}>
          <div className="relative">
            <span className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-slate-500">₹</span>
            <input
              {...fieldA11y(`${id}-amount`, touched && amount ? error : undefined)}
              inputMode="numeric"
              autoComplete="off"
              value={amount}
              onChange={(e) => {
                setAmount(e.target.value.replace(/[^\d.]/g, ""));
                setTouched(true);
              }}
              className={`${inputClass} pl-7`}
            />
          </div>
        </FormField>
        {request?.withMessage && (
          <FormField
            id={`${id}-message`}
            label={
              <>
                {t("offers.message")} <span className="font-normal text-slate-500">{t("offers.optional")}</span>
              </>
            }
            hint={t("offers.messageHint")}
          >
            <textarea
              id={`${id}-message`}
              rows={3}
              maxLength={OFFER_MESSAGE_MAX}
              value={message}
              onChange={(e) => setMessage(e.target.value)}
              className={inputClass}
            />
          </FormField>
        )}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button variant="outline">{t("shell.cancel")}</Button>
          </DialogClose>
          <Button type="submit" disabled={busy || Boolean(error)}>
            {busy ? t("offers.sending") : request?.submitLabel}
          </Button>
        </div>
      </form>
    </DialogShell>
  );
}

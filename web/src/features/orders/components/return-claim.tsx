import { useId, useState, type FormEvent, type ReactNode } from "react";
import {
  DISPUTE_REASONS,
  ORDER_MESSAGES,
  type DisputeReason,
  type OrderDetail,
  type ReturnView,
} from "@contract/orders";
import { Button } from "@web/components/ui/button";
import { FormField, inputClass } from "@web/components/ui/form-field";
import { toast } from "@web/components/ui/use-toast";
import { serverMessage } from "@web/lib/api-client";
import { useOrderReturns, useSellerReturnAction } from "@web/lib/api/orders";
import { formatDateIST, formatRupees } from "@web/lib/format";
import { DECISION_KEYS, DISPUTE_REASON_KEYS, formatDeadline, orderText, RETURN_REASON_KEYS } from "./order-labels";
import { ReturnPhotoPicker, ReturnPhotos } from "./return-photo-picker";
import { useMessages } from "@web/i18n/feature-messages";
import { orderMessages } from "../messages";

/**
 * The return as a claim both sides see (docs/product.md#returns): the buyer's reason, words and photos; the seller's
 * note; every step with its date; the seller's check once the parcel is back, and the admin's decision on a dispute.
 * The seller's view never names the buyer: the server leaves them out.
 */
export function ReturnClaim({ order }: { order: OrderDetail }) {
  const t = useMessages(orderMessages);
  const returns = useOrderReturns(order.id, order.returnStatus !== null);
  const claim = returns.data?.[0];
  if (!claim) return null;
  const seller = order.viewer === "seller";
  return (
    <section aria-labelledby="return-claim-heading" className="space-y-4" data-testid="return-claim">
      <h2 id="return-claim-heading" className="font-semibold text-slate-900">
        {t("orders.claim.heading")}
      </h2>
      <Side title={seller ? t("orders.claim.buyerSays") : t("orders.claim.youSaid")}>
        <p className="font-medium text-slate-900">{t(RETURN_REASON_KEYS[claim.reason])}</p>
        {claim.details && (
          <p className="mt-1 break-words whitespace-pre-line text-slate-700" translate="no">
            {claim.details}
          </p>
        )}
        <ReturnPhotos photos={claim.photos} label={t("orders.claim.buyerPhoto")} />
      </Side>
      {(claim.sellerNote || claim.disputeNote) && (
        <Side title={seller ? t("orders.claim.youSaid") : t("orders.claim.sellerSays")}>
          {claim.sellerNote && (
            <p className="break-words whitespace-pre-line text-slate-700" translate="no">
              {claim.sellerNote}
            </p>
          )}
          <ReturnPhotos photos={claim.sellerPhotos} label={t("orders.claim.sellerPhoto")} />
          {claim.disputeReason && (
            <p className="mt-2 font-medium text-slate-900">
              {t("orders.claim.disputed", { reason: t(DISPUTE_REASON_KEYS[claim.disputeReason]) })}
            </p>
          )}
          {claim.disputeNote && (
            <p className="mt-1 break-words whitespace-pre-line text-slate-700" translate="no">
              {claim.disputeNote}
            </p>
          )}
          <ReturnPhotos photos={claim.disputePhotos} label={t("orders.claim.disputePhoto")} />
        </Side>
      )}
      {claim.decision && (
        <Side title={t("orders.claim.decided")}>
          <p className="font-medium text-slate-900">{t(DECISION_KEYS[claim.decision])}</p>
          {claim.decisionNote && (
            <p className="mt-1 break-words text-slate-700" translate="no">
              {claim.decisionNote}
            </p>
          )}
        </Side>
      )}
      <ClaimSteps claim={claim} />
      {seller && claim.status === "returned" && <SellerCheck orderId={order.id} claim={claim} />}
      {seller && ["requested", "approved", "returned"].includes(claim.status) && (
        <SellerNote orderId={order.id} hasNote={Boolean(claim.sellerNote)} />
      )}
    </section>
  );
}

function Side({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="rounded-xl border border-slate-200 p-3 text-sm">
      <h3 className="mb-1 text-xs font-semibold tracking-wide text-slate-500 uppercase">{title}</h3>
      {children}
    </div>
  );
}

/** Each step the return has taken, with its date: the buyer's "every step after it". */
function ClaimSteps({ claim }: { claim: ReturnView }) {
  const t = useMessages(orderMessages);
  const steps: [string, string | null][] = [
    [t("orders.claim.step.requested"), claim.requestedAt],
    [t("orders.claim.step.approved"), claim.approvedAt],
    [t("orders.claim.step.returned"), claim.returnedAt],
    [
      claim.checkOutcome === "timed_out"
        ? t("orders.claim.step.timedOut")
        : claim.checkOutcome === "disputed"
          ? t("orders.claim.step.disputed")
          : t("orders.claim.step.checked"),
      claim.checkedAt,
    ],
    [
      claim.decision
        ? t("orders.claim.step.decidedAs", { decision: t(DECISION_KEYS[claim.decision]) })
        : t("orders.claim.step.decided"),
      claim.decidedAt,
    ],
    [
      claim.refundAmount !== null
        ? t("orders.claim.step.refundOf", { amount: formatRupees(claim.refundAmount) })
        : t("orders.claim.step.refunded"),
      claim.processedAt,
    ],
  ];
  return (
    <ol className="space-y-1 text-sm" aria-label={t("orders.claim.steps")}>
      {steps
        .filter(([, at]) => at)
        .map(([label, at]) => (
          <li key={label} className="flex justify-between gap-3">
            <span className="text-slate-800">{label}</span>
            <span className="shrink-0 text-slate-600">{formatDateIST(at!, t.language)}</span>
          </li>
        ))}
      {claim.status === "rejected" && (
        <li className="text-red-700">{t("orders.claim.notApproved", { note: claim.rejectionNote ?? "" })}</li>
      )}
      {claim.status === "refused" && <li className="text-red-700">{t("orders.claim.noRefund")}</li>}
      {claim.checkDueAt && (
        <li className="font-medium text-amber-800">
          {t("orders.claim.checkDue", { deadline: formatDeadline(claim.checkDueAt, t.language) })}
        </li>
      )}
    </ol>
  );
}

/**
 * Sends one of the seller's answers; the toast comes from the awaited promise, not mutate's callbacks, because the
 * refreshed order unmounts the form (the check is done) before those would run.
 */
function useSellerSubmit(done: () => void) {
  const t = useMessages(orderMessages);
  const action = useSellerReturnAction();
  const run = async (request: Parameters<typeof action.mutateAsync>[0], success: string) => {
    try {
      await action.mutateAsync(request);
    } catch (err) {
      toast({
        title: t("orders.claim.notSent"),
        description: serverMessage(err) ?? t("orders.tryAgain"),
        variant: "destructive",
      });
      return;
    }
    toast({ title: success, variant: "success" });
    done();
  };
  return { run, busy: action.isPending };
}

/** Received as described (the refund goes out at once) or Dispute with a reason, words and 1 to 5 photos. */
function SellerCheck({ orderId, claim }: { orderId: string; claim: ReturnView }) {
  const t = useMessages(orderMessages);
  const id = useId();
  const [disputing, setDisputing] = useState(false);
  const [reason, setReason] = useState<DisputeReason | "">("");
  const [note, setNote] = useState("");
  const [photos, setPhotos] = useState<string[]>([]);
  const [error, setError] = useState<string>();
  const { run, busy } = useSellerSubmit(() => setDisputing(false));

  function dispute(event: FormEvent) {
    event.preventDefault();
    if (!reason) return setError(orderText(t, ORDER_MESSAGES.disputeReasonRequired));
    if (!note.trim()) return setError(orderText(t, ORDER_MESSAGES.disputeNoteRequired));
    if (photos.length === 0) return setError(orderText(t, ORDER_MESSAGES.disputePhotosRequired));
    void run(
      { kind: "dispute", id: orderId, disputeReason: reason, note: note.trim(), photos },
      t("orders.claim.disputeSent"),
    );
  }

  return (
    <div className="rounded-xl bg-amber-50 p-3 text-sm text-amber-950" data-testid="seller-check">
      <p className="font-semibold">{t("orders.claim.checkTitle")}</p>
      <p className="mt-1">
        {t("orders.claim.answerBy", {
          deadline: claim.checkDueAt ? formatDeadline(claim.checkDueAt, t.language) : t("orders.claim.theDeadline"),
        })}
      </p>
      {!disputing ? (
        <div className="mt-3 flex flex-col gap-2 sm:flex-row">
          <Button
            disabled={busy}
            onClick={() => void run({ kind: "received", id: orderId }, t("orders.claim.checkedDone"))}
          >
            {t("orders.claim.received")}
          </Button>
          <Button variant="outline" onClick={() => setDisputing(true)}>
            {t("orders.claim.dispute")}
          </Button>
        </div>
      ) : (
        <form onSubmit={dispute} className="mt-3 space-y-3">
          <FormField id={`${id}-reason`} label={t("orders.claim.whatWrong")}>
            <select
              id={`${id}-reason`}
              value={reason}
              onChange={(e) => {
                setReason(e.target.value as DisputeReason);
                setError(undefined);
              }}
              className={inputClass}
            >
              <option value="">{t("orders.claim.chooseReason")}</option>
              {DISPUTE_REASONS.map((r) => (
                <option key={r} value={r}>
                  {t(DISPUTE_REASON_KEYS[r])}
                </option>
              ))}
            </select>
          </FormField>
          <FormField id={`${id}-note`} label={t("orders.claim.describe")}>
            <textarea
              id={`${id}-note`}
              rows={3}
              maxLength={1000}
              value={note}
              onChange={(e) => setNote(e.target.value)}
              className={inputClass}
            />
          </FormField>
          <ReturnPhotoPicker label={t("orders.claim.photosBack")} photos={photos} onChange={setPhotos} required />
          {error && (
            <p role="alert" className="text-sm text-red-600">
              {error}
            </p>
          )}
          <div className="flex flex-col-reverse gap-2 sm:flex-row">
            <Button type="button" variant="outline" onClick={() => setDisputing(false)}>
              {t("orders.claim.back")}
            </Button>
            <Button type="submit" disabled={busy}>
              {busy ? t("orders.actions.sending") : t("orders.claim.sendDispute")}
            </Button>
          </div>
        </form>
      )}
    </div>
  );
}

/** The seller's own words and photos on the claim, before the check. */
function SellerNote({ orderId, hasNote }: { orderId: string; hasNote: boolean }) {
  const t = useMessages(orderMessages);
  const id = useId();
  const [open, setOpen] = useState(false);
  const [note, setNote] = useState("");
  const [photos, setPhotos] = useState<string[]>([]);
  const { run, busy } = useSellerSubmit(() => setOpen(false));
  if (!open)
    return (
      <Button variant="outline" onClick={() => setOpen(true)}>
        {hasNote ? t("orders.claim.changeNote") : t("orders.claim.addNote")}
      </Button>
    );
  return (
    <form
      className="space-y-3"
      onSubmit={(e) => {
        e.preventDefault();
        void run({ kind: "note", id: orderId, note: note.trim(), photos }, t("orders.claim.noteSaved"));
      }}
    >
      <FormField id={`${id}-note`} label={t("orders.claim.yourNote")}>
        <textarea
          id={`${id}-note`}
          rows={3}
          maxLength={1000}
          required
          value={note}
          onChange={(e) => setNote(e.target.value)}
          className={inputClass}
        />
      </FormField>
      <ReturnPhotoPicker label={t("orders.claim.yourPhotos")} photos={photos} onChange={setPhotos} />
      <div className="flex gap-2">
        <Button type="button" variant="outline" onClick={() => setOpen(false)}>
          {t("orders.claim.cancel")}
        </Button>
        <Button type="submit" disabled={busy}>
          {busy ? t("orders.claim.saving") : t("orders.claim.saveNote")}
        </Button>
      </div>
    </form>
  );
}

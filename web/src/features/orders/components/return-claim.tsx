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
import { formatDeadlineIST } from "@contract/orders";
import { DECISION_LABELS, DISPUTE_REASON_LABELS, RETURN_REASON_LABELS } from "./order-labels";
import { ReturnPhotoPicker, ReturnPhotos } from "./return-photo-picker";

/**
 * The return as a claim both sides see (docs/product.md#returns): the buyer's reason, words and photos; the seller's
 * note; every step with its date; the seller's check once the parcel is back, and the admin's decision on a dispute.
 * The seller's view never names the buyer: the server leaves them out.
 */
export function ReturnClaim({ order }: { order: OrderDetail }) {
  const returns = useOrderReturns(order.id, order.returnStatus !== null);
  const claim = returns.data?.[0];
  if (!claim) return null;
  const seller = order.viewer === "seller";
  return (
    <section aria-labelledby="return-claim-heading" className="space-y-4" data-testid="return-claim">
      <h2 id="return-claim-heading" className="font-semibold text-slate-900">
        Return claim
      </h2>
      <Side title={seller ? "The buyer says" : "You said"}>
        <p className="font-medium text-slate-900">{RETURN_REASON_LABELS[claim.reason]}</p>
        {claim.details && <p className="mt-1 break-words whitespace-pre-line text-slate-700">{claim.details}</p>}
        <ReturnPhotos photos={claim.photos} label="Buyer's photo" />
      </Side>
      {(claim.sellerNote || claim.disputeNote) && (
        <Side title={seller ? "You said" : "The seller says"}>
          {claim.sellerNote && <p className="break-words whitespace-pre-line text-slate-700">{claim.sellerNote}</p>}
          <ReturnPhotos photos={claim.sellerPhotos} label="Seller's photo" />
          {claim.disputeReason && (
            <p className="mt-2 font-medium text-slate-900">Disputed: {DISPUTE_REASON_LABELS[claim.disputeReason]}</p>
          )}
          {claim.disputeNote && (
            <p className="mt-1 break-words whitespace-pre-line text-slate-700">{claim.disputeNote}</p>
          )}
          <ReturnPhotos photos={claim.disputePhotos} label="Seller's dispute photo" />
        </Side>
      )}
      {claim.decision && (
        <Side title="Dobara decided">
          <p className="font-medium text-slate-900">{DECISION_LABELS[claim.decision]}</p>
          {claim.decisionNote && <p className="mt-1 break-words text-slate-700">{claim.decisionNote}</p>}
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
  const steps: [string, string | null][] = [
    ["Requested", claim.requestedAt],
    ["Approved", claim.approvedAt],
    ["Returned to the seller", claim.returnedAt],
    [
      claim.checkOutcome === "timed_out"
        ? "Counted as received (no check in 48 hours)"
        : claim.checkOutcome === "disputed"
          ? "Disputed by the seller"
          : "Checked: received as described",
      claim.checkedAt,
    ],
    [claim.decision ? `Decided: ${DECISION_LABELS[claim.decision]}` : "Decided", claim.decidedAt],
    [
      claim.refundAmount !== null ? `Refund of ${formatRupees(claim.refundAmount)} started` : "Refunded",
      claim.processedAt,
    ],
  ];
  return (
    <ol className="space-y-1 text-sm" aria-label="Return steps">
      {steps
        .filter(([, at]) => at)
        .map(([label, at]) => (
          <li key={label} className="flex justify-between gap-3">
            <span className="text-slate-800">{label}</span>
            <span className="shrink-0 text-slate-600">{formatDateIST(at!)}</span>
          </li>
        ))}
      {claim.status === "rejected" && <li className="text-red-700">Not approved: {claim.rejectionNote}</li>}
      {claim.status === "refused" && <li className="text-red-700">No refund: the seller is paid</li>}
      {claim.checkDueAt && (
        <li className="font-medium text-amber-800">Seller's check due by {formatDeadlineIST(claim.checkDueAt)}</li>
      )}
    </ol>
  );
}

/**
 * Sends one of the seller's answers; the toast comes from the awaited promise, not mutate's callbacks, because the
 * refreshed order unmounts the form (the check is done) before those would run.
 */
function useSellerSubmit(done: () => void) {
  const action = useSellerReturnAction();
  const run = async (request: Parameters<typeof action.mutateAsync>[0], success: string) => {
    try {
      await action.mutateAsync(request);
    } catch (err) {
      toast({ title: "Not sent", description: serverMessage(err) ?? "Please try again.", variant: "destructive" });
      return;
    }
    toast({ title: success, variant: "success" });
    done();
  };
  return { run, busy: action.isPending };
}

/** Received as described (the refund goes out at once) or Dispute with a reason, words and 1 to 5 photos. */
function SellerCheck({ orderId, claim }: { orderId: string; claim: ReturnView }) {
  const id = useId();
  const [disputing, setDisputing] = useState(false);
  const [reason, setReason] = useState<DisputeReason | "">("");
  const [note, setNote] = useState("");
  const [photos, setPhotos] = useState<string[]>([]);
  const [error, setError] = useState<string>();
  const { run, busy } = useSellerSubmit(() => setDisputing(false));

  function dispute(event: FormEvent) {
    event.preventDefault();
    if (!reason) return setError(ORDER_MESSAGES.disputeReasonRequired);
    if (!note.trim()) return setError(ORDER_MESSAGES.disputeNoteRequired);
    if (photos.length === 0) return setError(ORDER_MESSAGES.disputePhotosRequired);
    void run(
      { kind: "dispute", id: orderId, disputeReason: reason, note: note.trim(), photos },
      "Dispute sent to Dobara",
    );
  }

  return (
    <div className="rounded-xl bg-amber-50 p-3 text-sm text-amber-950" data-testid="seller-check">
      <p className="font-semibold">The item is back with you: check it</p>
      <p className="mt-1">
        Answer by {claim.checkDueAt ? formatDeadlineIST(claim.checkDueAt) : "the deadline"}. No answer counts as
        received and the buyer is refunded.
      </p>
      {!disputing ? (
        <div className="mt-3 flex flex-col gap-2 sm:flex-row">
          <Button
            disabled={busy}
            onClick={() => void run({ kind: "received", id: orderId }, "Return checked: the buyer is refunded")}
          >
            Received as described
          </Button>
          <Button variant="outline" onClick={() => setDisputing(true)}>
            Dispute
          </Button>
        </div>
      ) : (
        <form onSubmit={dispute} className="mt-3 space-y-3">
          <FormField id={`${id}-reason`} label="What is wrong">
            <select
              id={`${id}-reason`}
              value={reason}
              onChange={(e) => {
                setReason(e.target.value as DisputeReason);
                setError(undefined);
              }}
              className={inputClass}
            >
              <option value="">Choose a reason</option>
              {DISPUTE_REASONS.map((r) => (
                <option key={r} value={r}>
                  {DISPUTE_REASON_LABELS[r]}
                </option>
              ))}
            </select>
          </FormField>
          <FormField id={`${id}-note`} label="Describe it">
            <textarea
              id={`${id}-note`}
              rows={3}
              maxLength={1000}
              value={note}
              onChange={(e) => setNote(e.target.value)}
              className={inputClass}
            />
          </FormField>
          <ReturnPhotoPicker label="Photos of the item as it came back" photos={photos} onChange={setPhotos} required />
          {error && (
            <p role="alert" className="text-sm text-red-600">
              {error}
            </p>
          )}
          <div className="flex flex-col-reverse gap-2 sm:flex-row">
            <Button type="button" variant="outline" onClick={() => setDisputing(false)}>
              Back
            </Button>
            <Button type="submit" disabled={busy}>
              {busy ? "Sending..." : "Send dispute"}
            </Button>
          </div>
        </form>
      )}
    </div>
  );
}

/** The seller's own words and photos on the claim, before the check. */
function SellerNote({ orderId, hasNote }: { orderId: string; hasNote: boolean }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [note, setNote] = useState("");
  const [photos, setPhotos] = useState<string[]>([]);
  const { run, busy } = useSellerSubmit(() => setOpen(false));
  if (!open)
    return (
      <Button variant="outline" onClick={() => setOpen(true)}>
        {hasNote ? "Change your note" : "Add a note with photos"}
      </Button>
    );
  return (
    <form
      className="space-y-3"
      onSubmit={(e) => {
        e.preventDefault();
        void run({ kind: "note", id: orderId, note: note.trim(), photos }, "Your note is saved");
      }}
    >
      <FormField id={`${id}-note`} label="Your note on this return">
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
      <ReturnPhotoPicker label="Your photos" photos={photos} onChange={setPhotos} />
      <div className="flex gap-2">
        <Button type="button" variant="outline" onClick={() => setOpen(false)}>
          Cancel
        </Button>
        <Button type="submit" disabled={busy}>
          {busy ? "Saving..." : "Save note"}
        </Button>
      </div>
    </form>
  );
}

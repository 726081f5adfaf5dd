import { Check, Gavel, PackageCheck, X } from "lucide-react";
import { formatOrderNumber } from "@contract/order-number";
import { useState } from "react";
import { ADMIN_ORDER_MESSAGES } from "@contract/admin-orders";
import { ORDER_MESSAGES, RETURN_DECISIONS, RETURN_STATUSES, type AdminReturnView } from "@contract/orders";
import { DECISION_LABELS, RETURN_REASON_LABELS, RETURN_STATUS_LABELS } from "@web/features/orders";
import { ReturnSides } from "./return-sides";
import { Button } from "@web/components/ui/button";
import { toast } from "@web/components/ui/use-toast";
import { serverMessage } from "@web/lib/api-client";
import { formatDateTimeIST, formatRupees } from "@web/lib/format";
import { useAdminReturns, useReturnDecision, type ReturnDecision } from "./api/admin-returns";
import { ListStates } from "../common/list-states";
import { StatusBadge } from "../listings/moderation-card";
import { PageLinks, useTabParams } from "../common/page-links";
import { TextPromptDialog, type TextPrompt } from "../common/text-prompt-dialog";
import { StatusFilter } from "../common/status-filter";
import { card } from "@web/components/ui/card";

type ReturnStatus = AdminReturnView["status"];
const FILTER_LABELS: Record<ReturnStatus, string> = {
  requested: "Requested",
  approved: "Approved",
  rejected: "Rejected",
  returned: "With seller",
  disputed: "Disputed",
  processed: "Refunded",
  refused: "Refused",
};
const TONES = {
  requested: "amber",
  approved: "sky",
  rejected: "slate",
  returned: "sky",
  disputed: "amber",
  processed: "emerald",
  refused: "slate",
} as const;
const FAILURES: Record<ReturnDecision["kind"], string> = {
  approve: ADMIN_ORDER_MESSAGES.approveFailed,
  reject: ADMIN_ORDER_MESSAGES.rejectFailed,
  "back-with-seller": ADMIN_ORDER_MESSAGES.backFailed,
  decide: ADMIN_ORDER_MESSAGES.decideFailed,
};
const DONE: Record<ReturnDecision["kind"], string> = {
  approve: "Return approved",
  reject: "Return rejected",
  "back-with-seller": "Back with the seller: their 48-hour check has started",
  decide: "Dispute decided: both sides are told",
};

const isStatus = (v: string | null): v is ReturnStatus => RETURN_STATUSES.some((s) => s === v);

/**
 * The Returns tab, disputes first: approve or reject (with a note the buyer reads) a request; mark a parcel moved by
 * hand back with the seller; decide a dispute with both sides' words and photos and the listing's own photos side by
 * side (refund in full, less the return fee, or refuse), with a note both sides read. The courier's scan and the
 * seller's check do the rest.
 */
export function ReturnsTab() {
  const { params, page, hrefWith } = useTabParams();
  const requested = params.get("status");
  const status = isStatus(requested) ? requested : undefined;
  const query = useAdminReturns(status, page);
  const decide = useReturnDecision();
  const [prompt, setPrompt] = useState<TextPrompt>();

  function run(item: AdminReturnView, decision: ReturnDecision) {
    decide.mutate(
      { id: item.id, decision },
      {
        onSuccess: () => {
          toast({
            title: DONE[decision.kind],
            description: `Order ${formatOrderNumber(item.orderNumber)}`,
            variant: "success",
          });
          setPrompt(undefined);
        },
        onError: (err) =>
          toast({
            title: FAILURES[decision.kind],
            description: serverMessage(err) ?? "Please try again.",
            variant: "destructive",
          }),
      },
    );
  }
  const busy = (id: string) => decide.isPending && decide.variables.id === id;

  return (
    <>
      <StatusFilter
        options={[undefined, ...RETURN_STATUSES].map((s) => ({ value: s, label: s ? FILTER_LABELS[s] : "All" }))}
        current={status}
        hrefFor={(s) => hrefWith({ status: s })}
      />
      <ListStates
        query={query}
        empty={status ? `No ${status} returns.` : "No return requests yet."}
        failure={ADMIN_ORDER_MESSAGES.returnsFailed}
      >
        {(items) =>
          items.map((item) => (
            <article
              key={item.id}
              aria-label={`Return for order ${formatOrderNumber(item.orderNumber)}: ${item.productTitle}`}
              className={card("p-4")}
            >
              <div className="flex flex-wrap items-start justify-between gap-2">
                <h3 className="min-w-0 text-lg font-semibold break-words text-slate-900">
                  <span className="text-slate-500">{formatOrderNumber(item.orderNumber)}</span> {item.productTitle}
                </h3>
                <StatusBadge tone={TONES[item.status]}>{RETURN_STATUS_LABELS[item.status]}</StatusBadge>
              </div>
              <p className="mt-1 flex flex-wrap gap-x-3 gap-y-1 text-sm text-slate-600">
                <span className="font-semibold text-slate-800">@{item.buyerUsername}</span>
                {item.customerEmail && (
                  <a href={`mailto:${item.customerEmail}`} className="break-all text-brand-700 hover:underline">
                    {item.customerEmail}
                  </a>
                )}
                {item.customerMobile && (
                  <a href={`tel:+91${item.customerMobile}`} className="text-brand-700 hover:underline">
                    {item.customerMobile}
                  </a>
                )}
                <span>Requested {formatDateTimeIST(item.requestedAt)}</span>
                <span>Paid {formatRupees(item.totalPaid)}</span>
              </p>
              <p className="mt-3 text-slate-800">
                <span className="font-semibold">{RETURN_REASON_LABELS[item.reason]}</span>
                {item.details && <span className="whitespace-pre-line break-words">: {item.details}</span>}
              </p>
              <ReturnSides item={item} />
              {item.decision && (
                <p className="mt-2 rounded-xl bg-slate-50 p-3 text-sm break-words text-slate-700">
                  Decided: {DECISION_LABELS[item.decision]} · {item.decisionNote}
                </p>
              )}
              {item.rejectionNote && (
                <p className="mt-2 rounded-xl bg-slate-50 p-3 text-sm break-words text-slate-700">
                  Rejection note: {item.rejectionNote}
                </p>
              )}
              {item.refundAmount !== null && (
                <p className="mt-2 text-sm text-slate-700">
                  Refund {formatRupees(item.refundAmount)}
                  {item.refundStatus && ` · ${item.refundStatus}`}
                </p>
              )}
              {(item.status === "requested" || item.status === "approved" || item.status === "disputed") && (
                <div className="mt-3 flex flex-wrap items-center gap-2">
                  {item.status === "requested" && (
                    <>
                      <Button size="sm" disabled={busy(item.id)} onClick={() => run(item, { kind: "approve" })}>
                        <Check aria-hidden /> Approve
                      </Button>
                      <Button
                        size="sm"
                        variant="outline"
                        disabled={busy(item.id)}
                        onClick={() =>
                          setPrompt({
                            title: `Reject the return of ${formatOrderNumber(item.orderNumber)}`,
                            description: "The buyer reads this note.",
                            label: "Rejection note",
                            confirmLabel: "Reject return",
                            requiredMessage: ORDER_MESSAGES.rejectionNoteRequired,
                            maxLength: 1_000,
                            multiline: true,
                            onConfirm: (rejectionNote) => run(item, { kind: "reject", rejectionNote }),
                          })
                        }
                      >
                        <X aria-hidden /> Reject
                      </Button>
                    </>
                  )}
                  {item.status === "approved" && (
                    <Button
                      size="sm"
                      variant="outline"
                      disabled={busy(item.id)}
                      onClick={() => run(item, { kind: "back-with-seller" })}
                    >
                      <PackageCheck aria-hidden /> Parcel back with seller (moved by hand)
                    </Button>
                  )}
                  {item.status === "disputed" &&
                    RETURN_DECISIONS.map((decision) => (
                      <Button
                        key={decision}
                        size="sm"
                        variant={decision === "refuse" ? "outline" : "primary"}
                        disabled={busy(item.id)}
                        onClick={() =>
                          setPrompt({
                            title: `${DECISION_LABELS[decision]}: order ${formatOrderNumber(item.orderNumber)}`,
                            description: "Both the buyer and the seller read this note.",
                            label: "Decision note",
                            confirmLabel: DECISION_LABELS[decision],
                            requiredMessage: ORDER_MESSAGES.decisionNoteRequired,
                            maxLength: 1_000,
                            multiline: true,
                            onConfirm: (note) => run(item, { kind: "decide", decision, note }),
                          })
                        }
                      >
                        <Gavel aria-hidden /> {DECISION_LABELS[decision]}
                      </Button>
                    ))}
                </div>
              )}
            </article>
          ))
        }
      </ListStates>
      <PageLinks label="Return pages" shown={query.data?.length ?? 0} />
      <TextPromptDialog prompt={prompt} busy={decide.isPending} onClose={() => setPrompt(undefined)} />
    </>
  );
}

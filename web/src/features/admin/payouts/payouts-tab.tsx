import { BadgeCheck, Banknote, CircleAlert, RotateCcw } from "lucide-react";
import { formatOrderNumber } from "@contract/order-number";
import { useState } from "react";
import { ADMIN_ORDER_MESSAGES } from "@contract/admin-orders";
import { PAYOUT_STATUSES, type AdminPayoutView } from "@contract/orders";
import { Button } from "@web/components/ui/button";
import { toast } from "@web/components/ui/use-toast";
import { serverMessage } from "@web/lib/api-client";
import { formatDateTimeIST, formatRupees } from "@web/lib/format";
import { useAdminPayouts, useMarkPayoutPaid, useRetryPayout } from "./api/admin-payouts";
import { ListStates } from "../common/list-states";
import { StatusBadge } from "../listings/moderation-card";
import { PageLinks, useTabParams } from "../common/page-links";
import { TextPromptDialog, type TextPrompt } from "../common/text-prompt-dialog";
import { StatusFilter } from "../common/status-filter";
import { card } from "@web/components/ui/card";

type PayoutStatus = AdminPayoutView["status"];
const LABELS: Record<PayoutStatus, string> = { due: "Due", sending: "Sending", paid: "Paid" };
const EMPTY: Record<PayoutStatus, string> = {
  due: "No payouts due.",
  sending: "No payouts with the bank right now.",
  paid: "No payouts paid yet.",
};

/**
 * The Payouts tab: what sellers are owed, with the account to pay into. Payouts go out by the payouts API on their
 * own; a failed one shows why and can be sent again, and marking paid with the bank's reference stays the override.
 */
export function PayoutsTab() {
  const { params, page, hrefWith } = useTabParams();
  const asked = params.get("status");
  const status: PayoutStatus = asked === "paid" || asked === "sending" ? asked : "due";
  const query = useAdminPayouts(status, page);
  const markPaid = useMarkPayoutPaid();
  const retry = useRetryPayout();
  const [prompt, setPrompt] = useState<TextPrompt>();

  function pay(payout: AdminPayoutView, bankReference: string) {
    markPaid.mutate(
      { id: payout.id, bankReference },
      {
        onSuccess: () => {
          toast({
            title: "Payout marked paid",
            description: `${formatRupees(payout.amount)} to @${payout.sellerUsername}`,
            variant: "success",
          });
          setPrompt(undefined);
        },
        onError: (err) =>
          toast({
            title: ADMIN_ORDER_MESSAGES.paidFailed,
            description: serverMessage(err) ?? "Please try again.",
            variant: "destructive",
          }),
      },
    );
  }

  return (
    <>
      <StatusFilter
        options={PAYOUT_STATUSES.map((s) => ({ value: s, label: LABELS[s] }))}
        current={status}
        hrefFor={(s) => hrefWith({ status: s === "due" ? undefined : s })}
      />
      <ListStates query={query} empty={EMPTY[status]} failure={ADMIN_ORDER_MESSAGES.payoutsFailed}>
        {(items) =>
          items.map((payout) => (
            <article
              key={payout.id}
              aria-label={`Payout for order ${formatOrderNumber(payout.orderNumber)}: ${payout.productTitle}`}
              className={card("p-4")}
            >
              <div className="flex flex-wrap items-start justify-between gap-2">
                <h3 className="min-w-0 text-lg font-semibold break-words text-slate-900">
                  {formatRupees(payout.amount)}{" "}
                  <span className="font-normal text-slate-600">
                    to @{payout.sellerUsername} for {formatOrderNumber(payout.orderNumber)} {payout.productTitle}
                  </span>
                </h3>
                <StatusBadge tone={payout.status === "paid" ? "emerald" : "amber"}>
                  {payout.failureReason ? "Failed" : LABELS[payout.status]}
                </StatusBadge>
              </div>
              {payout.bankAccount ? (
                <dl className="mt-3 grid gap-x-4 gap-y-1 rounded-xl bg-slate-50 p-3 text-sm sm:grid-cols-4">
                  <div>
                    <dt className="text-slate-500">Account holder</dt>
                    <dd className="font-medium break-words text-slate-800">{payout.bankAccount.accountHolderName}</dd>
                  </div>
                  <div>
                    <dt className="text-slate-500">Account number</dt>
                    <dd className="font-mono font-medium break-all text-slate-900">
                      {payout.bankAccount.accountNumber}
                    </dd>
                  </div>
                  <div>
                    <dt className="text-slate-500">IFSC</dt>
                    <dd className="font-mono font-medium text-slate-800">{payout.bankAccount.ifscCode}</dd>
                  </div>
                  <div>
                    <dt className="text-slate-500">Bank</dt>
                    <dd className="flex items-center gap-1 font-medium text-slate-800">
                      {payout.bankAccount.bankName}
                      {payout.bankAccount.isVerified ? (
                        <BadgeCheck className="size-4 text-emerald-600" aria-label="verified" />
                      ) : (
                        <CircleAlert className="size-4 text-amber-600" aria-label="not verified" />
                      )}
                    </dd>
                  </div>
                </dl>
              ) : (
                <p className="mt-3 rounded-xl bg-amber-50 p-3 text-sm text-amber-900">
                  The seller has no bank account on record for this listing.
                </p>
              )}
              <p className="mt-2 flex flex-wrap gap-x-3 text-sm text-slate-600">
                <span>Due {formatDateTimeIST(payout.dueAt)}</span>
                {payout.paidAt && <span>Paid {formatDateTimeIST(payout.paidAt)}</span>}
                {payout.bankReference && <span className="break-all">Reference {payout.bankReference}</span>}
                {payout.providerPayoutId && (
                  <span className="break-all">
                    RazorpayX {payout.providerPayoutId} ({payout.providerStatus}), attempt {payout.attempt}
                  </span>
                )}
              </p>
              {payout.failureReason && (
                <p className="mt-2 rounded-xl bg-rose-50 p-3 text-sm text-rose-900">
                  Last attempt failed: {payout.failureReason}.
                </p>
              )}
              {payout.status === "due" && (
                <div className="mt-3 flex flex-wrap gap-2">
                  {payout.failureReason && (
                    <Button
                      size="sm"
                      variant="outline"
                      disabled={retry.isPending && retry.variables === payout.id}
                      onClick={() =>
                        retry.mutate(payout.id, {
                          onSuccess: () => toast({ title: "The payout will be sent again", variant: "success" }),
                          onError: (err) =>
                            toast({
                              title: "Could not send the payout again",
                              description: serverMessage(err) ?? "Please try again.",
                              variant: "destructive",
                            }),
                        })
                      }
                    >
                      <RotateCcw aria-hidden /> Send again
                    </Button>
                  )}
                  <Button
                    size="sm"
                    disabled={!payout.bankAccount || (markPaid.isPending && markPaid.variables.id === payout.id)}
                    onClick={() =>
                      setPrompt({
                        title: `Mark ${formatRupees(payout.amount)} paid`,
                        description: `Paid to @${payout.sellerUsername} for order ${formatOrderNumber(payout.orderNumber)}.`,
                        label: "Bank reference (UTR)",
                        confirmLabel: "Mark paid",
                        requiredMessage: "Please enter the bank reference",
                        maxLength: 100,
                        onConfirm: (reference) => pay(payout, reference),
                      })
                    }
                  >
                    <Banknote aria-hidden /> Mark paid
                  </Button>
                </div>
              )}
            </article>
          ))
        }
      </ListStates>
      <PageLinks label="Payout pages" shown={query.data?.length ?? 0} />
      <TextPromptDialog prompt={prompt} busy={markPaid.isPending} onClose={() => setPrompt(undefined)} />
    </>
  );
}

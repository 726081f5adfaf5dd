import { Ban, EyeOff, Trash2, Undo2 } from "lucide-react";
import { useState } from "react";
import { Link } from "wouter";
import {
  REPORTER_MIN_AGE_DAYS,
  REPORT_HIDE_THRESHOLD,
  REPORT_REASON_LABELS,
  type ReportState,
  type ReportedListing,
} from "@contract/reports";
import { Button } from "@web/components/ui/button";
import { toast } from "@web/components/ui/use-toast";
import { serverMessage } from "@web/lib/api-client";
import { formatDateTimeIST } from "@web/lib/format";
import { useDecideReports, useReportedListings, type ReportDecision } from "./api/reports";
import { ListStates } from "../common/list-states";
import { StatusBadge } from "./moderation-card";
import { ReasonDialog, type ReasonRequest } from "../common/reason-dialog";
import { card } from "@web/components/ui/card";

const STATE_TONES = { open: "slate", review: "sky", hidden: "amber" } as const satisfies Record<ReportState, string>;
const STATE_LABELS: Record<ReportState, string> = { open: "", review: " · needs review", hidden: " · hidden" };

/** Reported listings with reasons and counts; the admin dismisses the reports or delists or deletes the listing. */
export function ReportsTab() {
  const query = useReportedListings();
  const decide = useDecideReports();
  const [request, setRequest] = useState<ReasonRequest>();

  function run(item: ReportedListing, decision: ReportDecision) {
    decide.mutate(
      { productId: item.productId, ...decision },
      {
        onSuccess: (answer) => {
          toast({ title: answer.message, description: item.title, variant: "success" });
          setRequest(undefined);
        },
        onError: (err) =>
          toast({
            title: "Could not record the decision",
            description: serverMessage(err) ?? "Please try again.",
            variant: "destructive",
          }),
      },
    );
  }
  const busy = (id: string) => decide.isPending && decide.variables.productId === id;

  return (
    <>
      <ListStates query={query} empty="No reported listings." failure="Failed to load reports">
        {(items) =>
          items.map((item) => (
            <article key={item.productId} aria-label={`Reports of ${item.title}`} className={card("p-4")}>
              <div className="flex flex-wrap items-start justify-between gap-2">
                <h3 className="min-w-0 text-lg font-semibold break-words text-slate-900">
                  <Link href={`/products/${item.productId}`} className="hover:underline">
                    {item.title}
                  </Link>
                </h3>
                <StatusBadge tone={STATE_TONES[item.state]}>
                  {item.reports} {item.reports === 1 ? "report" : "reports"}
                  {STATE_LABELS[item.state]}
                </StatusBadge>
              </div>
              <p className="mt-1 text-sm text-slate-600">First reported {formatDateTimeIST(item.firstReportedAt)}</p>
              {item.state === "review" && (
                <p className="mt-2 rounded-lg bg-sky-50 px-3 py-2 text-sm text-sky-900">
                  Needs your review: still visible, as{" "}
                  {item.countedReports === 0
                    ? "none of its reporters has"
                    : `only ${item.countedReports} of its reporters ${item.countedReports === 1 ? "has" : "have"}`}{" "}
                  a verified account {REPORTER_MIN_AGE_DAYS} days old or a delivered order ({REPORT_HIDE_THRESHOLD} such
                  reports would hide it).
                </p>
              )}
              <ul className="mt-3 flex flex-wrap gap-2">
                {item.reasons.map((r) => (
                  <li key={r.reason} className="rounded-full bg-slate-100 px-3 py-1 text-sm text-slate-800">
                    {REPORT_REASON_LABELS[r.reason]} × {r.count}
                  </li>
                ))}
              </ul>
              {item.details.length > 0 && (
                <ul className="mt-3 space-y-1 text-sm text-slate-700">
                  {item.details.map((d, i) => (
                    <li key={i} className="rounded-xl bg-slate-50 p-2 break-words">
                      “{d}”
                    </li>
                  ))}
                </ul>
              )}
              <div className="mt-3 flex flex-wrap gap-2">
                <Button
                  size="sm"
                  variant="outline"
                  disabled={busy(item.productId)}
                  onClick={() => run(item, { decision: "dismiss" })}
                >
                  <Undo2 aria-hidden /> Dismiss
                </Button>
                {item.status === "approved" && (
                  <>
                    <Button
                      size="sm"
                      variant="outline"
                      disabled={busy(item.productId)}
                      onClick={() =>
                        setRequest({
                          title: `Delist "${item.title}"`,
                          description: "It goes back to pending; the seller is told why.",
                          label: "Reason (optional)",
                          confirmLabel: "Delist",
                          required: false,
                          onConfirm: (reason) => run(item, { decision: "delist", reason }),
                        })
                      }
                    >
                      <EyeOff aria-hidden /> Delist
                    </Button>
                    <Button
                      size="sm"
                      variant="outline"
                      className="text-red-700"
                      disabled={busy(item.productId)}
                      onClick={() =>
                        setRequest({
                          title: `Delete "${item.title}" permanently`,
                          description: "The listing and its photos are removed; the seller is told why.",
                          label: "Reason (optional)",
                          confirmLabel: "Delete",
                          required: false,
                          destructive: true,
                          onConfirm: (reason) => run(item, { decision: "delete", reason }),
                        })
                      }
                    >
                      <Trash2 aria-hidden /> Delete
                    </Button>
                  </>
                )}
                {item.status !== "approved" && (
                  <span className="inline-flex items-center gap-1 text-sm text-slate-600">
                    <Ban className="size-4" aria-hidden /> Not live ({item.status})
                  </span>
                )}
              </div>
            </article>
          ))
        }
      </ListStates>
      <ReasonDialog request={request} busy={decide.isPending} onClose={() => setRequest(undefined)} />
    </>
  );
}

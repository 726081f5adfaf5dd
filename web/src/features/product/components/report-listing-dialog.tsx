import * as Dialog from "@radix-ui/react-dialog";
import { Flag } from "lucide-react";
import { useState } from "react";
import { REPORT_DETAILS_MAX, REPORT_MESSAGES, REPORT_REASON_LABELS, REPORT_REASONS } from "@contract/report-rules";
import { inputClass } from "@web/components/ui/form-field";
import { Button } from "@web/components/ui/button";
import { toast } from "@web/components/ui/use-toast";
import { serverMessage } from "@web/lib/api-client";
import { useReportListing } from "../api/report-listing";

type Reason = (typeof REPORT_REASONS)[number];

/** Report this listing: a reason (details required for Something else); once per person per listing. */
export function ReportListingDialog({ productId }: { productId: string }) {
  const report = useReportListing(productId);
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<Reason>();
  const [details, setDetails] = useState("");
  const [error, setError] = useState<string>();
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <button type="button" className="inline-flex h-11 items-center gap-1.5 text-sm text-slate-600 hover:underline">
          <Flag className="size-4" aria-hidden /> Report this listing
        </button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[90vh] w-[calc(100%-2rem)] max-w-md -translate-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-xl">
          <Dialog.Title className="text-lg font-bold text-slate-900">Report this listing</Dialog.Title>
          <Dialog.Description className="mt-1 text-sm text-slate-600">
            Our team reviews every report. The seller is not told who reported.
          </Dialog.Description>
          <form
            className="mt-4 space-y-3"
            onSubmit={(e) => {
              e.preventDefault();
              if (!reason) return setError("Please choose a reason");
              if (reason === "other" && !details.trim()) return setError(REPORT_MESSAGES.detailsRequired);
              report.mutate(
                { reason, details: details.trim() || null },
                {
                  onSuccess: (answer) => {
                    toast({ title: "Listing reported", description: answer.message, variant: "success" });
                    setOpen(false);
                  },
                  onError: (err) => setError(serverMessage(err) ?? "Please try again."),
                },
              );
            }}
          >
            <fieldset className="space-y-1">
              <legend className="mb-1 text-sm font-semibold text-slate-800">What is wrong?</legend>
              {REPORT_REASONS.map((r) => (
                <label key={r} className="flex min-h-11 items-center gap-3 rounded-lg px-2 hover:bg-slate-50">
                  <input
                    type="radio"
                    name="report-reason"
                    value={r}
                    checked={reason === r}
                    onChange={() => setReason(r)}
                    className="size-4 accent-brand-700"
                  />
                  <span className="text-slate-800">{REPORT_REASON_LABELS[r]}</span>
                </label>
              ))}
            </fieldset>
            <div>
              <label htmlFor="report-details" className="mb-1.5 block text-sm font-semibold text-slate-800">
                Details {reason === "other" ? "" : "(optional)"}
              </label>
              <textarea
                id="report-details"
                rows={3}
                maxLength={REPORT_DETAILS_MAX}
                value={details}
                onChange={(e) => setDetails(e.target.value)}
                className={inputClass}
              />
            </div>
            {error && (
              <p className="text-sm text-red-600" role="alert">
                {error}
              </p>
            )}
            <div className="flex justify-end gap-2">
              <Dialog.Close asChild>
                <Button type="button" variant="outline">
                  Cancel
                </Button>
              </Dialog.Close>
              <Button type="submit" disabled={report.isPending}>
                Report
              </Button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

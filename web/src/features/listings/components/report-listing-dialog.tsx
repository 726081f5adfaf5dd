import { DialogShell, DialogTitle, DialogDescription, DialogClose } from "@web/components/ui/dialog";
import { Flag } from "lucide-react";
import { useState } from "react";
import { REPORT_DETAILS_MAX, REPORT_MESSAGES, REPORT_REASON_LABELS, REPORT_REASONS } from "@contract/report-rules";
import { FormField, inputClass } from "@web/components/ui/form-field";
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
    <DialogShell
      open={open}
      onOpenChange={setOpen}
      className="max-h-[90vh] max-w-md overflow-y-auto"
      trigger={
        <button type="button" className="inline-flex h-11 items-center gap-1.5 text-sm text-slate-600 hover:underline">
          <Flag className="size-4" aria-hidden /> Report this listing
        </button>
      }
    >
      <DialogTitle>Report this listing</DialogTitle>
      <DialogDescription>Our team reviews every report. The seller is not told who reported.</DialogDescription>
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
        <FormField id="report-details" label={<>Details {reason === "other" ? "" : "(optional)"}</>}>
          <textarea
            id="report-details"
            rows={3}
            maxLength={REPORT_DETAILS_MAX}
            value={details}
            onChange={(e) => setDetails(e.target.value)}
            className={inputClass}
          />
        </FormField>
        {error && (
          <p className="text-sm text-red-600" role="alert">
            {error}
          </p>
        )}
        <div className="flex justify-end gap-2">
          <DialogClose asChild>
            <Button type="button" variant="outline">
              Cancel
            </Button>
          </DialogClose>
          <Button type="submit" disabled={report.isPending}>
            Report
          </Button>
        </div>
      </form>
    </DialogShell>
  );
}

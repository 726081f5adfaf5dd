import { DialogShell, DialogTitle, DialogDescription, DialogClose } from "@web/components/ui/dialog";
import { Flag } from "lucide-react";
import { useState } from "react";
import { REPORT_DETAILS_MAX, REPORT_REASONS } from "@contract/report-rules";
import { useMessages } from "@web/i18n/feature-messages";
import { productMessages } from "../messages";
import { FormField, inputClass } from "@web/components/ui/form-field";
import { Button } from "@web/components/ui/button";
import { toast } from "@web/components/ui/use-toast";
import { serverMessage } from "@web/lib/api-client";
import { useReportListing } from "../api/report-listing";

type Reason = (typeof REPORT_REASONS)[number];

/** Report this listing: a reason (details required for Something else); once per person per listing. */
export function ReportListingDialog({ productId }: { productId: string }) {
  const t = useMessages(productMessages);
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
          <Flag className="size-4" aria-hidden /> {t("report.trigger")}
        </button>
      }
    >
      <DialogTitle>{t("report.trigger")}</DialogTitle>
      <DialogDescription>{t("report.description")}</DialogDescription>
      <form
        className="mt-4 space-y-3"
        onSubmit={(e) => {
          e.preventDefault();
          if (!reason) return setError(t("report.chooseReason"));
          if (reason === "other" && !details.trim()) return setError(t("report.detailsRequired"));
          report.mutate(
            { reason, details: details.trim() || null },
            {
              onSuccess: (answer) => {
                toast({ title: t("report.reported"), description: answer.message, variant: "success" });
                setOpen(false);
              },
              onError: (err) => setError(serverMessage(err) ?? t("shell.pleaseTryAgain")),
            },
          );
        }}
      >
        <fieldset className="space-y-1">
          <legend className="mb-1 text-sm font-semibold text-slate-800">{t("report.whatsWrong")}</legend>
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
              <span className="text-slate-800">{t(`report.reason.${r}`)}</span>
            </label>
          ))}
        </fieldset>
        <FormField id="report-details" label={reason === "other" ? t("report.details") : t("report.detailsOptional")}>
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
              {t("shell.cancel")}
            </Button>
          </DialogClose>
          <Button type="submit" disabled={report.isPending}>
            {t("report.submit")}
          </Button>
        </div>
      </form>
    </DialogShell>
  );
}

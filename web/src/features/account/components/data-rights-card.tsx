import { Download, Trash2 } from "lucide-react";
import { useState } from "react";
import { Button } from "@web/components/ui/button";
import { card } from "@web/components/ui/card";
import { toast } from "@web/components/ui/use-toast";
import { serverMessage } from "@web/lib/api-client";
import { useDownloadMyData } from "../api/data-rights";
import { DeleteAccountDialog } from "./delete-account-dialog";

/** The person's data rights on the Account tab (docs/decisions/0047-data-rights.md): download it all, or erase it. */
export function DataRightsCard() {
  const download = useDownloadMyData();
  const [deleting, setDeleting] = useState(false);
  const save = () =>
    download.mutate(undefined, {
      onSuccess: () => toast({ title: "Your data is downloading", variant: "success" }),
      onError: (err) =>
        toast({
          title: "Download not started",
          description: serverMessage(err) ?? "Please try again.",
          variant: "destructive",
        }),
    });
  return (
    <section aria-labelledby="data-rights-heading" className={card("p-5")}>
      <h2 id="data-rights-heading" className="text-lg font-bold text-slate-900">
        Your data
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        One file of everything we hold about you: account, addresses, listings, offers, orders, payouts, ratings,
        reports, notifications and devices. Once an hour.
      </p>
      <div className="mt-3 flex flex-wrap gap-3">
        <Button type="button" variant="outline" onClick={save} disabled={download.isPending}>
          <Download className="size-4" aria-hidden />
          {download.isPending ? "Preparing..." : "Download my data"}
        </Button>
        <Button
          type="button"
          variant="outline"
          className="border-red-300 text-red-700 hover:border-red-600 hover:text-red-800"
          onClick={() => setDeleting(true)}
        >
          <Trash2 className="size-4" aria-hidden />
          Delete my account
        </Button>
      </div>
      <DeleteAccountDialog open={deleting} onClose={() => setDeleting(false)} />
    </section>
  );
}

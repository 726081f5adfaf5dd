import { Download, Trash2 } from "lucide-react";
import { useState } from "react";
import { Button } from "@web/components/ui/button";
import { card } from "@web/components/ui/card";
import { toast } from "@web/components/ui/use-toast";
import { serverMessage } from "@web/lib/api-client";
import { useDownloadMyData } from "../api/data-rights";
import { useMessages } from "@web/i18n/feature-messages";
import { accountMessages } from "@web/features/account/messages";
import { DeleteAccountDialog } from "./delete-account-dialog";

/** The person's data rights on the Account tab (docs/decisions/0047-data-rights.md): download it all, or erase it. */
export function DataRightsCard() {
  const t = useMessages(accountMessages);
  const download = useDownloadMyData();
  const [deleting, setDeleting] = useState(false);
  const save = () =>
    download.mutate(undefined, {
      onSuccess: () => toast({ title: t("account.downloading"), variant: "success" }),
      onError: (err) =>
        toast({
          title: t("account.downloadFailed"),
          description: serverMessage(err) ?? t("shell.pleaseTryAgain"),
          variant: "destructive",
        }),
    });
  return (
    <section aria-labelledby="data-rights-heading" className={card("p-5")}>
      <h2 id="data-rights-heading" className="text-lg font-bold text-slate-900">
        {t("account.yourData")}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t("account.yourDataText")}</p>
      <div className="mt-3 flex flex-wrap gap-3">
        <Button type="button" variant="outline" onClick={save} disabled={download.isPending}>
          <Download className="size-4" aria-hidden />
          {download.isPending ? t("account.preparing") : t("account.download")}
        </Button>
        <Button
          type="button"
          variant="outline"
          className="border-red-300 text-red-700 hover:border-red-600 hover:text-red-800"
          onClick={() => setDeleting(true)}
        >
          <Trash2 className="size-4" aria-hidden />
          {t("account.delete")}
        </Button>
      </div>
      <DeleteAccountDialog open={deleting} onClose={() => setDeleting(false)} />
    </section>
  );
}

import { MessageCircle } from "lucide-react";
import { Button } from "@web/components/ui/button";
import { card } from "@web/components/ui/card";
import { toast } from "@web/components/ui/use-toast";
import { serverMessage } from "@web/lib/api-client";
import { formatDateIST } from "@web/lib/format";
import { useSetWhatsAppOptIn, useWhatsAppOptIn } from "../api/whatsapp-opt-in";
import { useMessages } from "@web/i18n/feature-messages";
import { accountMessages } from "@web/features/account/messages";

/**
 * WhatsApp updates on the Account tab (docs/providers/whatsapp.md#opt-in): an unticked box whose words the server
 * wrote and will store as the consent; unticking it stops the messages at once. Only for a verified mobile.
 */
export function WhatsAppCard() {
  const t = useMessages(accountMessages);
  const optIn = useWhatsAppOptIn();
  const save = useSetWhatsAppOptIn();
  const view = optIn.data;
  if (view && !view.available) return null;
  // The box moves at once; if the server refuses, the stored state comes back.
  const ticked = save.isPending && save.variables ? save.variables.optIn : Boolean(view?.optedIn);
  const change = (checked: boolean) =>
    save.mutate(
      { optIn: checked, ...(checked ? { wordingVersion: view?.wordingVersion } : {}) },
      {
        onSuccess: (res) => toast({ title: res.message ?? t("whatsapp.saved"), variant: "success" }),
        onError: (err) =>
          toast({
            title: t("whatsapp.saveFailed"),
            description: serverMessage(err) ?? t("shell.pleaseTryAgain"),
            variant: "destructive",
          }),
      },
    );
  return (
    <section aria-labelledby="whatsapp-heading" className={card("p-5")}>
      <h2 id="whatsapp-heading" className="flex items-center gap-2 text-lg font-bold text-slate-900">
        <MessageCircle className="size-5 text-emerald-600" aria-hidden />
        {t("whatsapp.heading")}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t("whatsapp.text")}</p>
      {optIn.isPending && <p className="mt-3 text-sm text-slate-500">{t("whatsapp.loading")}</p>}
      {optIn.isError && (
        <div className="mt-3 flex items-center gap-3 text-sm text-red-800">
          {t("whatsapp.loadFailed")}
          <Button variant="outline" size="sm" onClick={() => void optIn.refetch()}>
            {t("account.tryAgain")}
          </Button>
        </div>
      )}
      {view && !view.wording && <p className="mt-3 text-sm font-medium text-amber-800">{t("whatsapp.verifyFirst")}</p>}
      {view?.wording && (
        <label className="mt-3 flex cursor-pointer items-start gap-3 rounded-lg border border-slate-200 p-3 hover:bg-slate-50">
          <input
            type="checkbox"
            role="switch"
            checked={ticked}
            disabled={save.isPending}
            onChange={(e) => change(e.target.checked)}
            className="mt-0.5 size-5 shrink-0 accent-emerald-600"
          />
          <span className="text-sm text-slate-800" data-testid="whatsapp-wording">
            {view.wording}
          </span>
        </label>
      )}
      {view?.optedIn && view.optedInAt && (
        <p className="mt-2 text-sm text-emerald-800">
          {t("whatsapp.onSince", { date: formatDateIST(view.optedInAt, t.language) })}
        </p>
      )}
    </section>
  );
}

import { Button } from "@web/components/ui/button";
import { toast } from "@web/components/ui/use-toast";
import { usePushDevice } from "@web/features/push";
import { useMessages } from "@web/i18n/feature-messages";
import { accountMessages } from "@web/features/account/messages";

/**
 * One line over the phone switches when this browser gets no push: they choose for every device the person has,
 * and this one can be allowed here, with the push prompt's own code.
 */
export function PushDeviceNote({ id }: { id: string }) {
  const t = useMessages(accountMessages);
  const { state, allow } = usePushDevice();
  if (state === "checking" || state === "on") return <span id={id} hidden />;

  async function allowHere() {
    try {
      const permission = await allow();
      if (permission === "granted") toast({ title: t("notify.pushOn"), variant: "success" });
    } catch {
      toast({ title: t("notify.pushFailed"), description: t("shell.pleaseTryAgain"), variant: "destructive" });
    }
  }

  return (
    <p id={id} className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600">
      {state === "off" && t("notify.pushOff")}
      {state === "blocked" && t("notify.pushBlocked")}
      {state === "unavailable" && t("notify.pushUnavailable")}
      {state === "off" && (
        <Button variant="outline" size="sm" onClick={() => void allowHere()}>
          {t("notify.pushAllow")}
        </Button>
      )}
    </p>
  );
}

import { Button } from "@web/components/ui/button";
import { toast } from "@web/components/ui/use-toast";
import { useMessages } from "@web/i18n/feature-messages";
import { usePushDevice } from "../hooks/use-push-device";
import { pushMessages } from "../messages";

/**
 * One line over the phone switches when this browser gets no push: they choose for every device the person has,
 * and this one can be allowed here, with the push prompt's own code.
 */
export function PushDeviceNote({ id }: { id: string }) {
  const t = useMessages(pushMessages);
  const { state, allow } = usePushDevice();
  if (state === "checking" || state === "on") return <span id={id} hidden />;

  async function allowHere() {
    try {
      const permission = await allow();
      if (permission === "granted") toast({ title: t("push.device.on"), variant: "success" });
    } catch {
      toast({ title: t("push.device.failed"), description: t("shell.pleaseTryAgain"), variant: "destructive" });
    }
  }

  return (
    <p id={id} className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600">
      {state === "off" && t("push.device.off")}
      {state === "blocked" && t("push.device.blocked")}
      {state === "unavailable" && t("push.device.unavailable")}
      {state === "off" && (
        <Button variant="outline" size="sm" onClick={() => void allowHere()}>
          {t("push.device.allow")}
        </Button>
      )}
    </p>
  );
}

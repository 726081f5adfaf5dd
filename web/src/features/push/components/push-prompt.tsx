import { BellRing } from "lucide-react";
import { useEffect, useState } from "react";
import { Button } from "@web/components/ui/button";
import { card } from "@web/components/ui/card";
import { toast } from "@web/components/ui/use-toast";
import { useMessages } from "@web/i18n/feature-messages";
import { clearPushMoment, type PushMoment } from "@web/lib/push-moment";
import { allowPush, pushAvailable } from "../api/allow-push";
import { subscribeDevice } from "../api/subscribe-device";
import { pushMessages } from "../messages";

/** "Not now" keeps the prompt away from this browser for a month. */
const DISMISSED_KEY = "dobara.push-prompt-dismissed";
const QUIET_MS = 30 * 24 * 3600 * 1000;

const WHY = { offer: "push.why.offer", listing: "push.why.listing", order: "push.why.order" } as const;

function dismissedLately() {
  const at = Number(localStorage.getItem(DISMISSED_KEY) ?? 0);
  return Date.now() - at < QUIET_MS;
}

/**
 * Asks for notifications just after a meaningful action (docs/providers/web-push.md#asking), saying what they are
 * for; the browser's own question comes only after the person taps Allow. Someone who already allowed them is
 * subscribed without a word; someone who refused, or said "Not now" lately, is not asked.
 */
export function PushPrompt({ moment }: { moment: PushMoment }) {
  const t = useMessages(pushMessages);
  // Rendered only in the browser, after the action: the question is settled once, when the prompt mounts.
  const [ask] = useState(() => pushAvailable() && Notification.permission === "default" && !dismissedLately());
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (ask) return;
    if (pushAvailable() && Notification.permission === "granted") void subscribeDevice().catch(() => undefined);
    clearPushMoment();
  }, [ask]);

  if (!ask) return null;

  async function allow() {
    setBusy(true);
    try {
      const permission = await allowPush();
      if (permission !== "granted") {
        if (permission === "denied") toast({ title: t("push.blocked") });
        return;
      }
      toast({ title: t("push.on"), variant: "success" });
    } catch {
      toast({ title: t("push.failed"), description: t("shell.pleaseTryAgain"), variant: "destructive" });
    } finally {
      setBusy(false);
      clearPushMoment();
    }
  }

  function notNow() {
    localStorage.setItem(DISMISSED_KEY, String(Date.now()));
    clearPushMoment();
  }

  // At the top, under the header: the toast of the action that brought it shows at the bottom meanwhile.
  return (
    <section
      role="dialog"
      aria-labelledby="push-prompt-title"
      data-testid="push-prompt"
      className={card("fixed inset-x-3 top-17 z-40 p-4 shadow-lg sm:left-auto sm:right-6 sm:max-w-sm md:top-20")}
    >
      <div className="flex gap-3">
        <BellRing aria-hidden className="mt-0.5 size-6 shrink-0 text-brand-700" />
        <div>
          <h2 id="push-prompt-title" className="font-semibold text-slate-900">
            {t("push.title")}
          </h2>
          <p className="mt-1 text-sm text-slate-600">{t(WHY[moment])}</p>
        </div>
      </div>
      <div className="mt-3 flex justify-end gap-2">
        <Button variant="ghost" onClick={notNow} disabled={busy}>
          {t("push.notNow")}
        </Button>
        <Button onClick={() => void allow()} disabled={busy} data-testid="push-allow">
          {t("push.allow")}
        </Button>
      </div>
    </section>
  );
}

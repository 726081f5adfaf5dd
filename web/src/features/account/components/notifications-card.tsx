import { Bell } from "lucide-react";
import { Suspense } from "react";
import type { ChosenChannel } from "@contract/notification-channels";
import type { NotificationPreferencesUpdate } from "@contract/notification-preferences";
import { Button } from "@web/components/ui/button";
import { card } from "@web/components/ui/card";
import { LoadingState } from "@web/components/ui/states";
import { toast } from "@web/components/ui/use-toast";
import { PushDeviceNote } from "@web/features/push";
import { serverMessage } from "@web/lib/api-client";
import { useChangeNotificationPreferences, useNotificationPreferences } from "../api/notification-preferences";
import { useWhatsAppOptIn } from "../api/whatsapp-opt-in";
import { NotificationKindRow } from "./notification-kind-row";
import { QuietHoursFields } from "./quiet-hours-fields";
import { useMessages } from "@web/i18n/feature-messages";
import { accountMessages } from "@web/features/account/messages";

const PUSH_NOTE = "notify-push-note";
const WHATSAPP_NOTE = "notify-whatsapp-note";

/**
 * How the person hears of each kind beyond the bell (decision 0048): a switch per kind and channel, and quiet hours.
 * Each change is saved at once; the screen shows the server's answer, and a refusal puts the switch back.
 */
export function NotificationsCard() {
  const t = useMessages(accountMessages);
  const prefs = useNotificationPreferences();
  const change = useChangeNotificationPreferences();
  // The WhatsApp card's own answer says whether it is on this page to scroll to.
  const whatsappCard = useWhatsAppOptIn().data?.available;

  const save = (update: NotificationPreferencesUpdate) =>
    change.mutate(update, {
      onError: (err) =>
        toast({
          title: t("notify.saveFailed"),
          description: serverMessage(err) ?? t("shell.pleaseTryAgain"),
          variant: "destructive",
        }),
    });
  const view = prefs.data;
  const whatsappOff = view ? !view.whatsapp.optedIn : false;
  const notes: Partial<Record<ChosenChannel, string>> = {
    push: PUSH_NOTE,
    ...(whatsappOff ? { whatsapp: WHATSAPP_NOTE } : {}),
  };

  return (
    <section aria-labelledby="notifications-heading" className={card("p-5")} data-testid="notifications-card">
      <h2 id="notifications-heading" className="flex items-center gap-2 text-lg font-bold text-slate-900">
        <Bell className="size-5 text-brand-700" aria-hidden />
        {t("notify.heading")}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t("notify.text")}</p>
      {prefs.isPending && <LoadingState count={3} layout="mt-3 space-y-2" block="h-14" label={t("notify.loading")} />}
      {prefs.isError && (
        <div className="mt-3 flex flex-wrap items-center gap-3 text-sm text-red-800">
          {t("notify.loadFailed")}
          <Button variant="outline" size="sm" onClick={() => void prefs.refetch()}>
            {t("account.tryAgain")}
          </Button>
        </div>
      )}
      {view && (
        <>
          <div className="mt-3 grid gap-2">
            <Suspense fallback={<span id={PUSH_NOTE} hidden />}>
              <PushDeviceNote id={PUSH_NOTE} />
            </Suspense>
            {whatsappOff && (
              <p id={WHATSAPP_NOTE} className="text-sm text-slate-600">
                {t("notify.whatsappOff")}{" "}
                {whatsappCard && (
                  <a href="#whatsapp-heading" className="font-medium text-brand-700 underline">
                    {t("notify.whatsappTurnOn")}
                  </a>
                )}
              </p>
            )}
          </div>
          <ul className="mt-2 divide-y divide-slate-100">
            {view.kinds.map((kind) => (
              <NotificationKindRow
                key={kind.kind}
                kind={kind}
                whatsappOff={whatsappOff}
                notes={notes}
                onSwitch={(channel, on) => save({ kinds: { [kind.kind]: { [channel]: on } } })}
              />
            ))}
          </ul>
          <QuietHoursFields quietHours={view.quietHours} onChange={(quietHours) => save({ quietHours })} />
        </>
      )}
    </section>
  );
}

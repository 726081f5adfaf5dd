import { Laptop, Smartphone } from "lucide-react";
import { Button } from "@web/components/ui/button";
import { toast } from "@web/components/ui/use-toast";
import { serverMessage } from "@web/lib/api-client";
import { deviceName } from "@web/lib/device-name";
import { formatDateIST, formatDateTimeIST } from "@web/lib/format";
import { useEndSession, useSessions } from "../api/sessions";
import { card } from "@web/components/ui/card";
import { richText, slot } from "./rich-text";
import { useMessages } from "@web/i18n/feature-messages";
import { accountMessages } from "@web/features/account/messages";

/** The device as the person knows it: browser and system are names, kept as they are; "on" is in the page's language. */
function useDeviceName() {
  const t = useMessages(accountMessages);
  return (userAgent: string | null) => {
    const name = deviceName(userAgent);
    if (!userAgent) return { text: t("account.unknownDevice"), node: t("account.unknownDevice") };
    const [, browser, system] = /^(.+) on (.+)$/.exec(name) ?? [];
    if (!browser || !system) return { text: name, node: <span translate="no">{name}</span> };
    return {
      text: t("account.deviceOn", { browser, system }),
      node: richText(t("account.deviceOn", { browser: slot("browser"), system: slot("system") }), {
        browser: <span translate="no">{browser}</span>,
        system: <span translate="no">{system}</span>,
      }),
    };
  };
}

const isPhone = (userAgent: string | null) => Boolean(userAgent && /Mobile|Android|iPhone/.test(userAgent));

/** Where this account is signed in; any device but this one can be signed out from here. */
export function SessionsCard() {
  const t = useMessages(accountMessages);
  const device = useDeviceName();
  const sessions = useSessions();
  const end = useEndSession();
  return (
    <section aria-labelledby="sessions-heading" className={card("p-5")}>
      <h2 id="sessions-heading" className="text-lg font-bold text-slate-900">
        {t("account.devices")}
      </h2>
      {sessions.isPending && <p className="mt-3 text-sm text-slate-500">{t("account.loadingDevices")}</p>}
      {sessions.isError && (
        <div className="mt-3 flex items-center gap-3 text-sm text-red-800">
          {t("account.devicesFailed")}
          <Button variant="outline" size="sm" onClick={() => void sessions.refetch()}>
            {t("account.tryAgain")}
          </Button>
        </div>
      )}
      <ul className="mt-2 divide-y divide-slate-100">
        {sessions.data?.map((s) => {
          const Icon = isPhone(s.userAgent) ? Smartphone : Laptop;
          return (
            <li key={s.id} className="flex items-center gap-3 py-3">
              <Icon className="size-5 shrink-0 text-slate-500" aria-hidden />
              <div className="min-w-0 flex-1">
                <p className="flex flex-wrap items-center gap-2 font-medium text-slate-900">
                  {device(s.userAgent).node}
                  {s.current && (
                    <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800 ring-1 ring-brand-200">
                      {t("account.thisDevice")}
                    </span>
                  )}
                </p>
                <p className="text-sm text-slate-600">
                  {t("account.lastSeen", { when: formatDateTimeIST(s.lastSeenAt, t.language) })}
                </p>
                <p className="text-xs text-slate-500">
                  {t("account.signedIn", { when: formatDateIST(s.createdAt, t.language) })}
                </p>
              </div>
              {!s.current && (
                <Button
                  variant="outline"
                  size="sm"
                  disabled={end.isPending && end.variables === s.id}
                  aria-label={t("account.signOutDevice", { device: device(s.userAgent).text })}
                  onClick={() =>
                    end.mutate(s.id, {
                      onSuccess: (res) =>
                        toast({ title: t("account.signedOut"), description: res.message, variant: "success" }),
                      onError: (err) =>
                        toast({
                          title: t("account.signOutFailed"),
                          description: serverMessage(err) ?? t("shell.pleaseTryAgain"),
                          variant: "destructive",
                        }),
                    })
                  }
                >
                  {t("account.signOut")}
                </Button>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

import { clsx } from "clsx";
import type { NotificationPreferences } from "@contract/notification-preferences";
import type { ChosenChannel } from "@contract/notification-channels";
import { useMessages } from "@web/i18n/feature-messages";
import { accountMessages } from "@web/features/account/messages";

type Kind = NotificationPreferences["kinds"][number];

const ORDER: readonly ChosenChannel[] = ["email", "push", "whatsapp"];
const NAME = { email: "notify.email", push: "notify.push", whatsapp: "notify.whatsapp" } as const;

/**
 * One kind: its name, Urgent when a missed deadline costs a sale, and beneath it a compact switch per channel it
 * offers (no e-mail where the event mails on its own). Beneath rather than in columns, so it fits 390 px.
 */
export function NotificationKindRow({
  kind,
  whatsappOff,
  notes,
  onSwitch,
}: {
  kind: Kind;
  /** Not opted in to WhatsApp: its switch shows the stored choice but cannot move. */
  whatsappOff: boolean;
  /** The id of the note each channel's switch is described by, if any. */
  notes: Partial<Record<ChosenChannel, string>>;
  onSwitch: (channel: ChosenChannel, on: boolean) => void;
}) {
  const t = useMessages(accountMessages);
  return (
    <li className="py-3" data-testid={`notify-kind-${kind.kind}`}>
      <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm font-medium text-slate-900">
        {kind.label}
        {kind.urgent && (
          <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
            {t("notify.urgent")}
          </span>
        )}
      </p>
      <div className="mt-2 flex flex-wrap gap-x-5 gap-y-2">
        {ORDER.map((channel) => {
          const on = kind.channels[channel];
          if (on === undefined) return null;
          const disabled = channel === "whatsapp" && whatsappOff;
          return (
            <label
              key={channel}
              className={clsx(
                "flex min-h-10 items-center gap-2 text-sm",
                disabled ? "text-slate-500" : "cursor-pointer text-slate-700",
              )}
            >
              <input
                type="checkbox"
                role="switch"
                checked={on}
                disabled={disabled}
                aria-label={t("notify.switchLabel", { channel: t(NAME[channel]), kind: kind.label })}
                aria-describedby={notes[channel]}
                onChange={(e) => onSwitch(channel, e.target.checked)}
                className="size-5 shrink-0 accent-brand-600"
              />
              {t(NAME[channel])}
            </label>
          );
        })}
      </div>
    </li>
  );
}

import { useState } from "react";
import { DEFAULT_QUIET_HOURS, type QuietHours } from "@contract/notification-preferences";
import { useMessages } from "@web/i18n/feature-messages";
import { accountMessages } from "@web/features/account/messages";

const WHOLE_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/**
 * Quiet hours in IST: on or off, and when. A time is saved once the input holds a whole one that differs from the
 * other end (the server refuses a window that starts where it ends); what the server keeps comes back in.
 */
export function QuietHoursFields({
  quietHours,
  onChange,
}: {
  quietHours: QuietHours | null;
  onChange: (next: QuietHours | null) => void;
}) {
  const t = useMessages(accountMessages);
  const [draft, setDraft] = useState<QuietHours>(quietHours ?? DEFAULT_QUIET_HOURS);
  // What the server answers (or a refusal puts back) replaces what was typed.
  const [shown, setShown] = useState(quietHours);
  if (shown !== quietHours) {
    setShown(quietHours);
    if (quietHours) setDraft(quietHours);
  }

  const edit = (end: keyof QuietHours, value: string) => {
    const next = { ...draft, [end]: value };
    setDraft(next);
    if (WHOLE_TIME.test(value) && next.start !== next.end) onChange(next);
  };

  return (
    <div className="mt-4 border-t border-slate-200 pt-4">
      <h3 className="text-base font-bold text-slate-900">{t("notify.quietHeading")}</h3>
      <p id="quiet-hours-text" className="mt-1 text-sm text-slate-600">
        {t("notify.quietText")}
      </p>
      <label className="mt-3 flex min-h-10 cursor-pointer items-center gap-2 text-sm font-medium text-slate-800">
        <input
          type="checkbox"
          role="switch"
          checked={quietHours !== null}
          aria-describedby="quiet-hours-text"
          onChange={(e) => onChange(e.target.checked ? draft : null)}
          className="size-5 shrink-0 accent-brand-600"
        />
        {t("notify.quietSwitch")}
      </label>
      {quietHours && (
        <div className="mt-2 flex flex-wrap gap-4">
          {(["start", "end"] as const).map((end) => (
            <label key={end} className="grid gap-1 text-sm text-slate-700">
              {t(end === "start" ? "notify.quietFrom" : "notify.quietTo")}
              <input
                type="time"
                value={draft[end]}
                onChange={(e) => edit(end, e.target.value)}
                className="h-11 rounded-lg border border-slate-300 px-3 text-base text-slate-900"
              />
            </label>
          ))}
        </div>
      )}
    </div>
  );
}

import { useQuery, type UseQueryResult } from "@tanstack/react-query";
import { clsx } from "clsx";
import { Bell } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { useLocation } from "wouter";
import { lazily } from "@contract/lazy";
import { NOTIFICATION_PREVIEW, type Notification, type NotificationList } from "@contract/notifications";
import type { PublicUser } from "@contract/auth";
import { toast } from "@web/components/ui/use-toast";
import { preloadMessages, useMessages } from "@web/i18n/feature-messages";
import { notificationMessages } from "./messages";
import { notificationsQuery, useMarkAllRead, useMarkRead } from "./notifications-api";
import { POLL_MS, useLiveNotifications } from "./use-live-notifications";

preloadMessages(notificationMessages);

const badge = (n: number) => (n > 99 ? "99+" : String(n));
// Hindi pages: Hindi month names, Latin digits (as web/src/lib/format.ts, decision 0046).
const whenFormats = {
  en: lazily(
    () => new Intl.DateTimeFormat("en-IN", { dateStyle: "medium", timeStyle: "short", timeZone: "Asia/Kolkata" }),
  ),
  hi: lazily(
    () =>
      new Intl.DateTimeFormat("hi-IN", {
        dateStyle: "medium",
        timeStyle: "short",
        timeZone: "Asia/Kolkata",
        numberingSystem: "latn",
      }),
  ),
};

/** Bell (docs/product.md#pages): unread badge, panel of the 5 newest (View all / Show less), Mark all read. Admins have no bell. */
export function NotificationBell({ user }: { user: PublicUser }) {
  const t = useMessages(notificationMessages);
  if (user.role === "admin") {
    return (
      <button
        type="button"
        disabled
        aria-label={t("bell.adminUnavailable")}
        className="inline-flex size-11 items-center justify-center rounded-lg text-slate-300"
      >
        <Bell className="size-5" aria-hidden />
      </button>
    );
  }
  return <LiveBell userId={user.id} />;
}

function LiveBell({ userId }: { userId: string }) {
  const t = useMessages(notificationMessages);
  const { polling } = useLiveNotifications(userId);
  const query = useQuery({ ...notificationsQuery(userId), refetchInterval: polling ? POLL_MS : false });
  const [open, setOpen] = useState(false);
  const [all, setAll] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const unread = query.data?.unreadCount ?? 0;

  useEffect(() => {
    if (!open) return;
    const onPointer = (e: PointerEvent) => !root.current?.contains(e.target as Node) && setOpen(false);
    const onKey = (e: KeyboardEvent) => e.key === "Escape" && setOpen(false);
    document.addEventListener("pointerdown", onPointer);
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("pointerdown", onPointer);
      document.removeEventListener("keydown", onKey);
    };
  }, [open]);

  return (
    <div ref={root} className="relative">
      <button
        type="button"
        aria-label={unread ? t("bell.unread", { n: unread }) : t("bell.label")}
        aria-expanded={open}
        aria-controls={panelId}
        data-testid="notification-bell"
        onClick={() => setOpen((o) => !o)}
        className="relative inline-flex size-11 items-center justify-center rounded-lg text-slate-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        <Bell className="size-5" aria-hidden />
        {unread > 0 && (
          <span
            data-testid="notification-badge"
            className="absolute top-1 right-0.5 min-w-5 rounded-full bg-red-600 px-1 text-center text-[11px] leading-5 font-bold text-white"
          >
            {badge(unread)}
          </span>
        )}
      </button>
      {open && (
        <div
          id={panelId}
          role="dialog"
          aria-label={t("bell.label")}
          className="fixed inset-x-2 top-14 z-50 max-h-[75vh] overflow-y-auto rounded-2xl border border-slate-200 bg-white shadow-xl sm:absolute sm:inset-x-auto sm:top-12 sm:right-0 sm:w-96"
        >
          <Panel userId={userId} query={query} all={all} setAll={setAll} close={() => setOpen(false)} />
        </div>
      )}
    </div>
  );
}

function Panel({
  userId,
  query,
  all,
  setAll,
  close,
}: {
  userId: string;
  query: UseQueryResult<NotificationList>;
  all: boolean;
  setAll: (v: boolean) => void;
  close: () => void;
}) {
  const t = useMessages(notificationMessages);
  const [, navigate] = useLocation();
  const markRead = useMarkRead(userId);
  const markAll = useMarkAllRead(userId);
  const items = query.data?.notifications ?? [];
  const shown = all ? items : items.slice(0, NOTIFICATION_PREVIEW);

  function open(n: Notification) {
    if (!n.isRead)
      markRead.mutate(n.id, {
        onError: () => toast({ title: t("bell.markReadFailed"), variant: "destructive" }),
      });
    close();
    navigate(n.link);
  }

  return (
    <>
      <div className="sticky top-0 flex items-center justify-between gap-2 border-b border-slate-100 bg-white px-4 py-3">
        <h2 className="font-bold text-slate-900">{t("bell.heading")}</h2>
        {(query.data?.unreadCount ?? 0) > 0 && (
          <button
            type="button"
            disabled={markAll.isPending}
            onClick={() =>
              markAll.mutate(undefined, {
                onError: () => toast({ title: t("bell.markAllFailed"), variant: "destructive" }),
              })
            }
            className="h-9 rounded-lg px-2 text-sm font-semibold text-brand-700 hover:bg-brand-50"
          >
            {t("bell.markAll")}
          </button>
        )}
      </div>
      {query.isPending ? (
        <p className="px-4 py-8 text-center text-sm text-slate-600">{t("bell.loading")}</p>
      ) : items.length === 0 ? (
        <div className="px-4 py-8 text-center">
          <p className="font-semibold text-slate-800">{t("bell.empty")}</p>
          <p className="mt-1 text-sm text-slate-600">{t("bell.emptyText")}</p>
        </div>
      ) : (
        <ul className="divide-y divide-slate-100">
          {shown.map((n) => (
            <li key={n.id}>
              <button
                type="button"
                onClick={() => open(n)}
                className={clsx(
                  "flex w-full gap-3 px-4 py-3 text-left hover:bg-slate-50",
                  !n.isRead && "bg-brand-50/60",
                )}
              >
                <span
                  aria-hidden
                  className={clsx("mt-1.5 size-2 shrink-0 rounded-full", n.isRead ? "bg-transparent" : "bg-brand-600")}
                />
                <span className="min-w-0">
                  <span className="block text-sm font-semibold text-slate-900">
                    {n.title}
                    {!n.isRead && <span className="sr-only">{t("bell.unreadMark")}</span>}
                  </span>
                  <span className="mt-0.5 block text-sm break-words text-slate-700">{n.message}</span>
                  <span className="mt-1 block text-xs text-slate-500">
                    {whenFormats[t.language]().format(new Date(n.createdAt))}
                  </span>
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {items.length > NOTIFICATION_PREVIEW && (
        <div className="border-t border-slate-100 p-2 text-center">
          <button
            type="button"
            onClick={() => setAll(!all)}
            className="h-9 rounded-lg px-3 text-sm font-semibold text-brand-700 hover:bg-brand-50"
          >
            {all ? t("bell.less") : t("bell.all")}
          </button>
        </div>
      )}
    </>
  );
}

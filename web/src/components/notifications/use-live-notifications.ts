import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { notificationTab, type Notification, type StreamClosedReason } from "@contract/notifications";
import { getToken } from "@web/lib/session";
import { notificationsQuery } from "./notifications-api";
import { readEvents } from "./read-events";
import { OFFERS_KEY_ROOT } from "@web/lib/api/offer-keys";
import { ORDERS_KEY_ROOT } from "@web/lib/api/orders";

const FIRST_RETRY_MS = 1000;
const MAX_RETRY_MS = 30_000;
/** After this many failed tries in a row the bell polls until a stream opens again (decision 0010). */
const FAILURES_BEFORE_POLLING = 3;
export const POLL_MS = 30_000;

/**
 * Keeps the bell live on every open page: a Server-Sent Events stream read with fetch (the token goes in the
 * Authorization header), reconnecting with backoff; answers whether the bell should poll instead for now.
 * Each new notification refreshes the list and whatever offer lists are cached (they change with it).
 */
export function useLiveNotifications(userId: string | undefined): { polling: boolean } {
  const queryClient = useQueryClient();
  const [polling, setPolling] = useState(false);

  useEffect(() => {
    if (!userId) return;
    const controller = new AbortController();
    let failures = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;

    const onNotification = (data: string) => {
      let notification: Notification;
      try {
        notification = JSON.parse(data) as Notification;
      } catch {
        return;
      }
      void queryClient.invalidateQueries({ queryKey: notificationsQuery(userId).queryKey });
      // A notification about an offer changes the offer lists, whichever feature shows them.
      if (notification.type.startsWith("offer_") || notification.type === "counter_offer_received") {
        void queryClient.invalidateQueries({ queryKey: OFFERS_KEY_ROOT });
      } else if (notificationTab(notification.type) === "orders") {
        void queryClient.invalidateQueries({ queryKey: ORDERS_KEY_ROOT });
        // A paid offer now names its order.
        if (notification.type === "order_placed") void queryClient.invalidateQueries({ queryKey: OFFERS_KEY_ROOT });
      }
    };

    const connect = async () => {
      const token = getToken();
      if (!token || controller.signal.aborted) return;
      let closedWith: StreamClosedReason | undefined;
      try {
        const response = await fetch("/api/notifications/stream", {
          headers: { Authorization: `Bearer ${token}`, Accept: "text/event-stream" },
          signal: controller.signal,
        });
        if (!response.ok || !response.body) throw new Error(`stream answered ${response.status}`);
        failures = 0;
        setPolling(false);
        // Anything that arrived while the stream was down.
        void queryClient.invalidateQueries({ queryKey: notificationsQuery(userId).queryKey });
        closedWith = await readEvents(response.body, onNotification);
      } catch {
        if (controller.signal.aborted) return;
      }
      if (closedWith === "session-ended") {
        // The session is over: refetching gets the 401 that signs this page out; a new stream would be refused.
        void queryClient.invalidateQueries({ queryKey: notificationsQuery(userId).queryKey });
        return;
      }
      // A newer stream of this person (another tab or device) took this one's place: poll for a while rather than
      // take a place back at once, which would only close another of theirs.
      failures = closedWith === "replaced" ? FAILURES_BEFORE_POLLING : failures + 1;
      if (failures >= FAILURES_BEFORE_POLLING) setPolling(true);
      const delay =
        closedWith === "replaced" ? MAX_RETRY_MS : Math.min(FIRST_RETRY_MS * 2 ** (failures - 1), MAX_RETRY_MS);
      timer = setTimeout(() => void connect(), delay);
    };
    void connect();
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [userId, queryClient]);

  return { polling };
}

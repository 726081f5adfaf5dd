import { useSyncExternalStore } from "react";

/**
 * The moments worth asking for notifications at (docs/providers/web-push.md#asking): just after the person's offer,
 * listing or order, when being told of the answer plainly helps them; never on a first visit. A feature marks the
 * moment; the app shell shows the push feature's prompt for it.
 */
export type PushMoment = "offer" | "listing" | "order";

let current: PushMoment | undefined;
const listeners = new Set<() => void>();

export function markPushMoment(moment: PushMoment) {
  current = moment;
  listeners.forEach((l) => l());
}

export function clearPushMoment() {
  current = undefined;
  listeners.forEach((l) => l());
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

export const usePushMoment = () =>
  useSyncExternalStore(
    subscribe,
    () => current,
    () => undefined,
  );

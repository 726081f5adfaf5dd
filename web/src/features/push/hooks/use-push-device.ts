import { useCallback, useEffect, useState } from "react";
import { allowPush, hasPushSubscription, pushAvailable } from "../api/allow-push";

/**
 * This browser's push state for a settings screen: `on` (subscribed), `off` (can be asked), `blocked` (the person
 * refused; only the browser's site settings undo it) or `unavailable`. `checking` until the browser has answered.
 */
export type PushDeviceState = "checking" | "on" | "off" | "blocked" | "unavailable";

export function usePushDevice() {
  const [state, setState] = useState<PushDeviceState>("checking");

  useEffect(() => {
    let live = true;
    if (!pushAvailable()) return setState("unavailable");
    if (Notification.permission === "denied") return setState("blocked");
    void hasPushSubscription()
      .catch(() => false)
      .then((on) => live && setState(on ? "on" : "off"));
    return () => {
      live = false;
    };
  }, []);

  /** Asks and subscribes; answers the permission so the screen can say what happened. */
  const allow = useCallback(async () => {
    const permission = await allowPush();
    setState(permission === "granted" ? "on" : permission === "denied" ? "blocked" : "off");
    return permission;
  }, []);

  return { state, allow };
}

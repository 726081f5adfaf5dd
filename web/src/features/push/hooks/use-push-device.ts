import { useCallback, useEffect, useState } from "react";
import { allowPush, pushDeviceState, type PushDeviceState } from "../api/allow-push";

/** This browser's push state (`checking` until the browser has answered) and a way to allow push here. */
export function usePushDevice() {
  const [state, setState] = useState<PushDeviceState | "checking">("checking");

  useEffect(() => {
    let live = true;
    void pushDeviceState().then((next) => live && setState(next));
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

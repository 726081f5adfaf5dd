import { randomBytes } from "node:crypto";
import type { Storage } from "./storage";

/** A probe's folder: outside img/, bill/ and vid/, so no clean-up of uploads ever looks at it. */
const PROBE_FOLDER = "ready-probe";

/**
 * Whether uploads can be stored right now, for readiness: writes a tiny object through the same `Storage` calls
 * an upload uses and removes it again. Works for any store (the local folder today, an S3-compatible bucket).
 */
export async function storageReachable(storage: Storage): Promise<boolean> {
  const folder = `${PROBE_FOLDER}/${randomBytes(6).toString("hex")}`;
  try {
    await storage.put(`${folder}/probe.txt`, Buffer.from("ok"), "text/plain");
    await storage.removeFolder(folder);
    return true;
  } catch {
    return false;
  }
}

/**
 * The probe's answer, kept `ttlMs`: a load balancer asks for readiness every few seconds, and a write each time
 * would cost a bucket request each time. A failed probe is kept as briefly as a good one.
 */
export function cachedProbe(probe: () => Promise<boolean>, ttlMs = 10_000) {
  let last: { ok: boolean; at: number } | undefined;
  let pending: Promise<boolean> | undefined;
  return async () => {
    if (last && Date.now() - last.at < ttlMs) return last.ok;
    pending ??= probe().then((ok) => {
      last = { ok, at: Date.now() };
      pending = undefined;
      return ok;
    });
    return pending;
  };
}

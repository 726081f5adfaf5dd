import type { Db } from "../../db/client";
import { deleteStaleRegistrations } from "./users-repo";

/**
 * An account that was never verified holds its username and e-mail for at most this long, so nobody can keep
 * someone else's address or name from being registered by signing up with it and walking away. (A mobile is held
 * only once verified: docs/decisions/0041-mobile-verification.md.)
 */
export const REGISTRATION_HOLD_HOURS = 24;
const BATCH = 500;

/** Removes every registration unverified after REGISTRATION_HOLD_HOURS (in batches); answers how many went. */
export async function sweepStaleRegistrations(db: Db): Promise<number> {
  let removed = 0;
  for (;;) {
    const n = await deleteStaleRegistrations(db, REGISTRATION_HOLD_HOURS, BATCH);
    removed += n;
    if (n < BATCH) return removed;
  }
}

/** Frees, right away, an expired hold on any of these: a new sign-up never waits for the hourly sweep. */
export async function releaseStaleHolds(db: Db, wanted: { username: string; mobile: string; email: string }) {
  await deleteStaleRegistrations(db, REGISTRATION_HOLD_HOURS, BATCH, wanted);
}

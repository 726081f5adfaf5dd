import { istDateOf, istDaysBefore } from "@contract/ist-days";
import { loggableError } from "../../lib/database-errors";
import { claimDay, forgetDaysBefore, markDayDone } from "./reconciliation-repo";
import { reconcileAndStore, type ReconciliationDeps } from "./reconciliation-service";

/** Yesterday and the three days before it: late captures and gateway-side refunds change a day after the fact. */
const DAYS_BACK = 4;
/** Longer than a slow run; a crashed process's claim lapses after it, and a day a gateway missed is tried again. */
const CLAIM_MINUTES = 10;

/**
 * The daily reconciliation (a `claims` job: it asks the gateways with no transaction open). Each of the last four
 * IST days is claimed once per IST date by one process (a conditional upsert), reconciled and stored, and marked
 * done only when every gateway answered, so a gateway that was down is asked again after the claim lapses.
 * Answers how many days were reconciled this turn.
 */
export async function reconcileRecentDays(deps: ReconciliationDeps, now = new Date()) {
  const today = istDateOf(now);
  let done = 0;
  for (let back = DAYS_BACK; back >= 1; back -= 1) {
    const day = istDaysBefore(today, back);
    if (!(await claimDay(deps.db, day, today, CLAIM_MINUTES))) continue;
    try {
      const { complete } = await reconcileAndStore(deps, day);
      if (complete) {
        await markDayDone(deps.db, day, today);
        done += 1;
      }
    } catch (err) {
      deps.log.warn({ day, err: loggableError(err) }, "could not reconcile a day; it is tried again later");
    }
  }
  await forgetDaysBefore(deps.db, istDaysBefore(today, DAYS_BACK));
  return done;
}

import type { Db } from "../../db/client";
import { claimRow, lockedUntil, WHOLE_ACCOUNT, type ThrottleRule } from "./login-throttle-repo";

class Refused extends Error {}

/**
 * Takes one password try for the account from this client: counted on the client's row and on the whole
 * account's row before the password is checked. Both claims commit together or not at all, so a try the
 * account-wide lock refuses does not also use up the client's tries. `lockedUntil` says when the lock that
 * refused the try ends, and `whole` whether it was the account-wide one.
 */
export async function claimPasswordTry(
  db: Db,
  userId: string,
  client: string,
  rules: { client: ThrottleRule; account: ThrottleRule },
  now: Date,
) {
  let refusedBy: string | undefined;
  try {
    await db.transaction(async (tx) => {
      for (const [key, rule] of [
        [client, rules.client],
        [WHOLE_ACCOUNT, rules.account],
      ] as const) {
        if (!(await claimRow(tx, userId, key, rule, now))) {
          refusedBy = key;
          throw new Refused();
        }
      }
    });
  } catch (err) {
    if (!(err instanceof Refused)) throw err;
  }
  if (refusedBy === undefined) return { claimed: true as const };
  return {
    claimed: false as const,
    whole: refusedBy === WHOLE_ACCOUNT,
    lockedUntil: await lockedUntil(db, userId, refusedBy),
  };
}

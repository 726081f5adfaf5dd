import type { Db } from "../../db/client";
import type { users } from "../../db/schema/users";
import { badRequest, tooManyRequests } from "../../lib/errors";
import { checkPassword as checkWithThrottles } from "./auth-service";

/**
 * The signed-in person's password asked again before something that cannot be undone (erasing the account):
 * counted by the same throttles as a sign-in, so a stolen session cannot guess it either.
 */
export async function checkPassword(
  db: Db,
  client: { ip?: string },
  user: typeof users.$inferSelect,
  password: string,
  wrongWords: string,
) {
  const wrong = badRequest(wrongWords, [{ field: "password", message: wrongWords }]);
  const locked = (until: Date, now: Date) => {
    const minutes = Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 60_000));
    return tooManyRequests(`Too many password tries on this account. Please try again in ${minutes} minutes.`);
  };
  await checkWithThrottles({ db, client }, user, password, { wrong, locked });
}

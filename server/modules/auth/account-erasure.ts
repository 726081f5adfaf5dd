import { eq, or } from "drizzle-orm";
import type { Tx } from "../../db/client";
import { loginThrottles } from "../../db/schema/login-throttles";
import { mobileCodes } from "../../db/schema/mobile-codes";
import { oneTimeCodes } from "../../db/schema/one-time-codes";
import { sessions } from "../../db/schema/sessions";

/**
 * An erased account's way in, gone (decision 0047): every session (with the devices and addresses it recorded),
 * its throttles, and the codes sent to its e-mail and mobile, which name the person. Called under the account's
 * row lock, with the address and number the account held before it was erased.
 */
export async function forgetSignIns(tx: Tx, person: { id: string; email: string; mobile: string }) {
  const ended = await tx.delete(sessions).where(eq(sessions.userId, person.id)).returning({ id: sessions.id });
  await tx.delete(loginThrottles).where(eq(loginThrottles.userId, person.id));
  await tx.delete(mobileCodes).where(or(eq(mobileCodes.userId, person.id), eq(mobileCodes.mobile, person.mobile)));
  await tx.delete(oneTimeCodes).where(eq(oneTimeCodes.email, person.email));
  return ended.map((s) => s.id);
}

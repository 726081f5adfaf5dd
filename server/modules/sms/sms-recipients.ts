import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { users } from "../../db/schema/users";

/** The account's proven mobile (10 digits), unless it is unverified or the account erased. */
export async function verifiedMobileOf(db: Db, userId: string) {
  const [row] = await db
    .select({ mobile: users.mobile, verified: users.mobileVerified, erasedAt: users.erasedAt })
    .from(users)
    .where(eq(users.id, userId));
  return row?.verified && !row.erasedAt ? row.mobile : undefined;
}

import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/client";
import { hashPassword } from "../../lib/passwords";
import { isCommonPassword } from "../auth";
import { findUserByMobile, insertUser, isUsernameTaken } from "./users-repo";
import { isAdmin } from "./admins";

export interface AdminSeed {
  mobile: string;
  password: string;
  email?: string;
}

export type AdminBootstrapResult = "created" | "exists";

const ADMIN_PASSWORD_COMMON =
  "ADMIN_PASSWORD is one of the most common passwords and would be guessed quickly: refusing to use it for the admin account. Choose a less guessable one.";

/**
 * Creates the admin if no account holds that mobile. An existing admin is left alone (its password is not
 * reset from the environment); a non-admin holding the mobile is never silently promoted.
 */
export async function ensureAdmin(db: Db, seed: AdminSeed, log?: FastifyBaseLogger): Promise<AdminBootstrapResult> {
  const existing = await findUserByMobile(db, seed.mobile);
  if (existing) {
    if (!isAdmin(existing)) {
      throw new Error(`The mobile ${maskMobile(seed.mobile)} belongs to a non-admin account; refusing to promote it`);
    }
    log?.info({ mobile: maskMobile(seed.mobile) }, "admin account present");
    return "exists";
  }
  // The admin account can approve listings and see payout bank details: it gets at least the users' rule.
  // Checked only when creating: an existing admin's password never comes from the environment.
  if (isCommonPassword(seed.password)) throw new Error(ADMIN_PASSWORD_COMMON);
  const username = await freeUsername(db, "admin");
  await insertUser(db, {
    fullName: "Administrator",
    username,
    mobile: seed.mobile,
    email: seed.email ?? `admin.${seed.mobile}@admin.dobara.invalid`,
    passwordHash: await hashPassword(seed.password),
    role: "admin",
    isVerified: true,
    // The operator who set ADMIN_MOBILE vouches for it: no other account can then verify the admin's number.
    mobileVerified: true,
  });
  log?.info({ mobile: maskMobile(seed.mobile), username }, "admin account created");
  return "created";
}

async function freeUsername(db: Db, base: string) {
  for (let n = 0; ; n++) {
    const candidate = n === 0 ? base : `${base}${n + 1}`;
    if (!(await isUsernameTaken(db, candidate))) return candidate;
  }
}

const maskMobile = (mobile: string) => `******${mobile.slice(-4)}`;

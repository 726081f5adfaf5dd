import type { UserRole } from "../../db/schema/users";
import type { Db, Tx } from "../../db/client";
import { findAdmins } from "./users-repo";

/**
 * The one way to tell an admin: the role on the user row. Guards, views and the admin sign-in all ask this, so a
 * change of what makes an admin is made here only (lint rule: no other comparison of a role with "admin").
 */
export const isAdmin = (user: { role: UserRole } | undefined): boolean =>
  // eslint-disable-next-line no-restricted-syntax -- the one comparison every other check goes through
  user?.role === "admin";

/**
 * Every admin, the one way to find them: to be told of what needs a person (a reconciliation mismatch, a failed
 * payout, a failed delivery attempt, a reported listing).
 */
export const adminContacts = (db: Db | Tx) => findAdmins(db);

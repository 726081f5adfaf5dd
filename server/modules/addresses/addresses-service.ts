import type { Db } from "../../db/client";
import type { users } from "../../db/schema/users";
import { requireSelfOrAdmin } from "../auth";
import { listAddresses } from "./addresses-repo";

type User = typeof users.$inferSelect;

export function addressesOf(db: Db, viewer: User, userId: string) {
  requireSelfOrAdmin(viewer, userId, "You can only see your own addresses");
  return listAddresses(db, userId);
}

import type { z } from "zod";
import {
  ADDRESS_LIMIT,
  ADDRESS_MESSAGES,
  PINCODE_UNKNOWN,
  deliveryLine,
  type createAddressSchema,
  type updateAddressSchema,
} from "@contract/checkout";
import type { Db, Tx } from "../../db/client";
import type { users } from "../../db/schema/users";
import { conflict, notFound } from "../../lib/errors";
import { requireSelfOrAdmin } from "../auth";
import * as repo from "./addresses-repo";
import { lookupPincode } from "./pincode-directory";

type User = typeof users.$inferSelect;
type NewAddress = Omit<z.output<typeof createAddressSchema>, "name" | "phone"> & {
  name: string | null;
  phone: string | null;
};

export function addressesOf(db: Db, viewer: User, userId: string) {
  requireSelfOrAdmin(viewer, userId, "You can only see your own addresses");
  return repo.listAddresses(db, userId);
}

/** Under the user's address lock: the limit holds and the first address (or one asked to be) is the only default. */
async function insertWithinLimit(tx: Tx, userId: string, a: NewAddress) {
  const count = await repo.countAddresses(tx, userId);
  if (count >= ADDRESS_LIMIT) return undefined;
  const isDefault = a.isDefault || count === 0;
  if (isDefault) await repo.clearDefault(tx, userId);
  return repo.insertAddress(tx, {
    userId,
    name: a.name,
    phone: a.phone,
    line1: a.line1,
    line2: a.line2,
    landmark: a.landmark,
    pincode: a.pincode,
    city: a.city,
    state: a.state,
    isDefault,
  });
}

export async function addAddress(db: Db, owner: User, input: NewAddress) {
  const row = await db.transaction(async (tx) => {
    await repo.lockUserAddresses(tx, owner.id);
    return insertWithinLimit(tx, owner.id, input);
  });
  if (!row) throw conflict(ADDRESS_MESSAGES.limit);
  return row;
}

/** Someone else's address answers 404 like a missing one; the change is made under the user's address lock. */
export async function editAddress(db: Db, owner: User, id: string, input: z.output<typeof updateAddressSchema>) {
  const row = await db.transaction(async (tx) => {
    await repo.lockUserAddresses(tx, owner.id);
    return repo.updateOwnAddress(tx, owner.id, id, input);
  });
  if (!row) throw notFound(ADDRESS_MESSAGES.notFound);
  return row;
}

/** Which of the user's saved addresses an order line was made from, if it is still saved unchanged. */
export async function savedAddressWithLine(db: Db, userId: string, line: string) {
  return (await repo.listAddresses(db, userId)).find((a) => deliveryLine(a) === line);
}

/** GET /api/pincodes/{pincode}: the city and state a pincode belongs to, or 404 for one the directory lacks. */
export function placeOfPincode(pincode: string) {
  const place = lookupPincode(pincode);
  if (!place) throw notFound(PINCODE_UNKNOWN);
  return place;
}

/** Someone else's address answers 404 like a missing one, so address ids cannot be probed. */
export async function removeAddress(db: Db, owner: User, id: string) {
  await db.transaction(async (tx) => {
    await repo.lockUserAddresses(tx, owner.id);
    const removed = await repo.deleteOwnAddress(tx, owner.id, id);
    if (!removed) throw notFound(ADDRESS_MESSAGES.notFound);
    if (removed.isDefault) await repo.makeNewestDefault(tx, owner.id);
  });
}

/**
 * Keeps a pickup address a seller typed on a listing, to offer it again, unless the same line and pincode is
 * saved already. It takes the same lock and obeys the same limit as an address added by hand; at the limit it
 * keeps nothing, since the listing itself has been stored and nobody asked for the address to be saved.
 */
export async function rememberAddress(
  db: Db,
  userId: string,
  a: {
    addressLine1: string;
    addressLine2?: string | null;
    landmark?: string | null;
    pincode: string;
    city: string;
    state: string;
  },
) {
  await db.transaction(async (tx) => {
    await repo.lockUserAddresses(tx, userId);
    if (await repo.findSameAddress(tx, userId, a.addressLine1, a.pincode)) return;
    await insertWithinLimit(tx, userId, {
      name: null,
      phone: null,
      line1: a.addressLine1,
      line2: a.addressLine2 ?? null,
      landmark: a.landmark ?? null,
      pincode: a.pincode,
      city: a.city,
      state: a.state,
      isDefault: false,
    });
  });
}

/** One of the user's own saved addresses (undefined for anyone else's id): the checkout's delivery address. */
export const findOwnAddress = (db: Db, userId: string, id: string) => repo.findOwnAddress(db, userId, id);

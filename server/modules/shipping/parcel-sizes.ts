import { CATEGORIES, type Category } from "@contract/categories";
import { DEFAULT_PARCEL_SIZES, type ParcelSize, type ParcelSizeInput } from "@contract/shipping";
import type { Db } from "../../db/client";
import { recordAdminAction } from "../admin";
import * as repo from "./shipments-repo";

/**
 * The parcel size the courier is told per product type: the contract's default until an admin sets one. A booking
 * asks for the size when it is requested (decision 0022), so an edit applies to every booking requested after it.
 */

const sizeOf = (s: ParcelSizeInput) => ({
  lengthCm: s.lengthCm,
  breadthCm: s.breadthCm,
  heightCm: s.heightCm,
  weightKg: Number(s.weightKg),
});

/** Every category, in the catalogue's order, with its size. */
export async function parcelSizes(db: Db): Promise<ParcelSize[]> {
  const set = new Map((await repo.listParcelSizes(db)).map((row) => [row.category, row]));
  return CATEGORIES.map((category) => {
    const row = set.get(category);
    return { category, ...sizeOf(row ?? DEFAULT_PARCEL_SIZES[category]), isDefault: !row };
  });
}

/** The admin sets a category's size: audit-logged with what it was and what it became. */
export async function setParcelSize(db: Db, adminId: string, category: Category, input: ParcelSizeInput) {
  await db.transaction(async (tx) => {
    const before = await repo.lockParcelSize(tx, category);
    await repo.saveParcelSize(tx, category, sizeOf(input));
    await recordAdminAction(tx, {
      adminId,
      action: "parcel_size_update",
      entityType: "parcel_size",
      entityId: null,
      details: { category, from: sizeOf(before ?? DEFAULT_PARCEL_SIZES[category]), to: sizeOf(input) },
    });
  });
  return (await parcelSizes(db)).find((s) => s.category === category)!;
}

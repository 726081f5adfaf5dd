import type { Db } from "../../db/client";
import { insertCouponsIfAbsent } from "./coupons-repo";

/** Demo coupons for SEED_DEMO: one of each effect, unlimited, so anyone trying Dobara can see them. */
export function seedDemoCoupons(db: Db) {
  return insertCouponsIfAbsent(db, [
    {
      code: "WELCOME10",
      description: "10% off your first purchase, up to ₹500",
      discountType: "percentage",
      discountValue: 10,
      maxDiscountAmount: 500,
      firstOrderOnly: true,
    },
    {
      code: "FREEDELIVERY",
      description: "Free delivery",
      discountType: "no_fees",
      discountValue: 0,
      eliminateDelivery: true,
    },
    {
      code: "NOFEES",
      description: "No platform fee",
      discountType: "no_fees",
      discountValue: 0,
      eliminateFees: true,
    },
  ]);
}

import { COUPON_MESSAGES, couponRuleIssues, type AdminCoupon, type CouponFields } from "@contract/admin-coupons";
import type { createCouponSchema, updateCouponSchema } from "@contract/admin-coupons";
import type { z } from "zod";
import type { Db } from "../../db/client";
import { SQL_STATE, sqlState } from "../../lib/database-errors";
import { AppError, conflict, notFound } from "../../lib/errors";
import { recordAdminAction } from "../admin";
import { insertCoupon, listCoupons, lockCouponById, updateCoupon } from "./coupons-admin-repo";
import type { CouponRow } from "./coupons-repo";

type CreateCoupon = z.output<typeof createCouponSchema>;
type UpdateCoupon = z.output<typeof updateCouponSchema>;

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const date = (s: string | null | undefined) => (s === null || s === undefined ? s : new Date(s));

const fieldsOf = (row: CouponRow): CouponFields => ({
  code: row.code,
  description: row.description,
  discountType: row.discountType,
  discountValue: row.discountValue,
  eliminateFees: row.eliminateFees,
  eliminateDelivery: row.eliminateDelivery,
  minOrderValue: row.minOrderValue,
  maxDiscountAmount: row.maxDiscountAmount,
  usageLimit: row.usageLimit,
  isActive: row.isActive,
  firstOrderOnly: row.firstOrderOnly,
  validFrom: iso(row.validFrom),
  validUntil: iso(row.validUntil),
});

const toView = (row: CouponRow): AdminCoupon => ({
  ...fieldsOf(row),
  id: row.id,
  usedCount: row.usedCount,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** A 400 in the error handler's validation shape, naming the fields a combined rule refused. */
const invalid = (issues: { path: string; message: string }[]) =>
  new AppError(
    400,
    "VALIDATION_ERROR",
    issues.map((i) => i.message).join("; "),
    issues.map((i) => ({ field: i.path, message: i.message })),
  );

const duplicateCode = (err: unknown) => sqlState(err) === SQL_STATE.uniqueViolation;

export const couponsPage = async (db: Db, page: { limit: number; offset: number }) =>
  (await listCoupons(db, page)).map(toView);

export async function createCoupon(db: Db, adminId: string, input: CreateCoupon) {
  try {
    const row = await db.transaction(async (tx) => {
      const created = await insertCoupon(tx, {
        ...input,
        validFrom: date(input.validFrom),
        validUntil: date(input.validUntil),
      });
      await recordAdminAction(tx, {
        adminId,
        action: "coupon_create",
        entityType: "coupon",
        entityId: created.id,
        details: { code: created.code },
      });
      return created;
    });
    return toView(row);
  } catch (err) {
    if (duplicateCode(err)) throw conflict(COUPON_MESSAGES.duplicate);
    throw err;
  }
}

/**
 * Changes what the admin sent, on the locked row: the rules are checked on the coupon as the change would leave
 * it, and a coupon already used keeps its code and kind (orders point at it under those terms).
 */
export async function editCoupon(db: Db, adminId: string, id: string, input: UpdateCoupon) {
  try {
    const row = await db.transaction(async (tx) => {
      const current = await lockCouponById(tx, id);
      if (!current) throw notFound(COUPON_MESSAGES.notFound);
      const before = fieldsOf(current);
      const after: CouponFields = { ...before, ...input };
      const changedFields = (Object.keys(input) as (keyof CouponFields)[]).filter(
        (k) => after[k] !== before[k] && !(k.startsWith("valid") && sameInstant(after[k], before[k])),
      );
      if (changedFields.length === 0) return current;
      if (current.usedCount > 0 && changedFields.some((k) => k === "code" || k === "discountType"))
        throw conflict(COUPON_MESSAGES.lockedOnceUsed);
      const issues = couponRuleIssues(after);
      if (after.usageLimit !== null && after.usageLimit < current.usedCount)
        issues.push({ path: "usageLimit", message: COUPON_MESSAGES.limitBelowUses(current.usedCount) });
      if (issues.length > 0) throw invalid(issues);
      const set = Object.fromEntries(changedFields.map((k) => [k, after[k]])) as Partial<CouponFields>;
      const updated = await updateCoupon(tx, id, {
        ...set,
        validFrom: "validFrom" in set ? date(set.validFrom) : undefined,
        validUntil: "validUntil" in set ? date(set.validUntil) : undefined,
      });
      await recordAdminAction(tx, {
        adminId,
        action: "coupon_update",
        entityType: "coupon",
        entityId: id,
        details: {
          code: updated.code,
          changes: Object.fromEntries(changedFields.map((k) => [k, { from: before[k], to: after[k] }])),
        },
      });
      return updated;
    });
    return toView(row);
  } catch (err) {
    if (duplicateCode(err)) throw conflict(COUPON_MESSAGES.duplicate);
    throw err;
  }
}

const sameInstant = (a: unknown, b: unknown) =>
  typeof a === "string" && typeof b === "string" ? Date.parse(a) === Date.parse(b) : a === b;

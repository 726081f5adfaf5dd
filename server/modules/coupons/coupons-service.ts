import { COUPON_MESSAGES, normaliseCouponCode, type CouponValidation, type CouponView } from "@contract/checkout";
import { priceBreakdown, type CouponTerms } from "@contract/pricing";
import type { Db, Tx } from "../../db/client";
import { conflict } from "../../lib/errors";
import { lockCouponById } from "./coupons-admin-repo";
import * as repo from "./coupons-repo";

const CODE_SHAPE = /^[A-Z0-9_-]{1,50}$/;

export const termsOf = (c: repo.CouponRow): CouponTerms => ({
  discountType: c.discountType,
  discountValue: Number(c.discountValue),
  eliminateFees: c.eliminateFees,
  eliminateDelivery: c.eliminateDelivery,
  maxDiscountAmount: c.maxDiscountAmount === null ? null : Number(c.maxDiscountAmount),
});

const viewOf = (c: repo.CouponRow): CouponView => ({
  code: c.code,
  description: c.description,
  firstOrderOnly: c.firstOrderOnly,
  ...termsOf(c),
});

/** The rules about this buyer: a first-order coupon once they have an order, a coupon they have used. */
async function buyerRefusal(db: Db, c: repo.CouponRow, buyerId: string) {
  if (c.firstOrderOnly && (await repo.hasOrdered(db, buyerId))) return COUPON_MESSAGES.firstOrderOnly;
  if (await repo.hasRedeemed(db, c.id, buyerId)) return COUPON_MESSAGES.alreadyUsed;
  return undefined;
}

/**
 * Every rule but the per-buyer one, in the order a buyer would want to hear them. `heldUses` are uses other
 * buyers' unfinished payments have reserved; they count against the limit like spent ones.
 */
function refusalOf(c: repo.CouponRow | undefined, orderValue: number, heldUses = 0): string | undefined {
  if (!c) return COUPON_MESSAGES.unknown;
  if (!c.isActive) return COUPON_MESSAGES.inactive;
  const now = Date.now();
  if (c.validFrom && c.validFrom.getTime() > now) return COUPON_MESSAGES.notYetValid;
  if (c.validUntil && c.validUntil.getTime() <= now) return COUPON_MESSAGES.expired;
  if (c.usageLimit !== null && c.usedCount + heldUses >= c.usageLimit) return COUPON_MESSAGES.usedUp;
  if (orderValue < Number(c.minOrderValue)) return COUPON_MESSAGES.belowMinimum(Number(c.minOrderValue));
  // A gateway cannot take Rs 0, and an order nobody paid for is not one we hold money for (decision 0015).
  if (Number.isSafeInteger(orderValue) && orderValue >= 1 && priceBreakdown(orderValue, termsOf(c)).total < 1)
    return COUPON_MESSAGES.wholeOrder;
  return undefined;
}

/** GET /api/coupons/validate/{code}: what the order summary shows under the coupon box. */
export async function validateCoupon(db: Db, buyerId: string, rawCode: string, orderValue: number) {
  const code = normaliseCouponCode(rawCode);
  if (!code) return { valid: false, message: COUPON_MESSAGES.empty, coupon: null } satisfies CouponValidation;
  const coupon = CODE_SHAPE.test(code) ? await repo.findCoupon(db, code) : undefined;
  const refusal = refusalOf(coupon, orderValue) ?? (await buyerRefusal(db, coupon!, buyerId));
  if (refusal) return { valid: false, message: refusal, coupon: null } satisfies CouponValidation;
  return { valid: true, message: COUPON_MESSAGES.applied, coupon: viewOf(coupon!) } satisfies CouponValidation;
}

/**
 * The coupon a payment starts with, checked under its row lock. A payment that has started holds one use until its
 * reservation lapses, whoever's it is (the buyer's own attempt on another listing included), so with one use left
 * only one payment can carry it, and a once-per-buyer coupon rides on one of the buyer's checkouts at a time. The
 * buyer's earlier attempts on the same listing are replaced by this one and not counted. Throws 409 with the rule.
 */
export async function couponForPayment(
  tx: Tx,
  input: { code: string; buyerId: string; orderValue: number },
  holds: (couponId: string) => Promise<{ held: number; buyerElsewhere: boolean }>,
) {
  const code = normaliseCouponCode(input.code);
  const coupon = CODE_SHAPE.test(code) ? await repo.lockCoupon(tx, code) : undefined;
  let refusal = refusalOf(coupon, input.orderValue) ?? (await buyerRefusal(tx, coupon!, input.buyerId));
  if (!refusal) {
    const held = await holds(coupon!.id);
    refusal = held.buyerElsewhere ? COUPON_MESSAGES.heldElsewhere : refusalOf(coupon, input.orderValue, held.held);
  }
  if (refusal) throw conflict(refusal);
  return { id: coupon!.id, terms: termsOf(coupon!) };
}

/**
 * GET /api/coupons/suggestion: the code the coupon box offers as an example, an active coupon this buyer could
 * still use (no minimum order, not first-order-only once they have ordered), or none.
 */
export async function suggestCoupon(db: Db, buyerId: string) {
  const firstOrder = !(await repo.hasOrdered(db, buyerId));
  return { code: (await repo.findSuggestion(db, buyerId, firstOrder))?.code ?? null };
}

export const findCouponCode = async (db: Db, id: string) => (await repo.findCouponById(db, id))?.code ?? null;

export type Redemption = "counted" | "limit_reached" | "already_used";

/**
 * Counts a coupon's use inside the payment-success transaction. A use is recorded only if it fits under usageLimit
 * (conditional UPDATE) and is this buyer's first (unique row); otherwise nothing is recorded and the limit is never
 * exceeded. That can only happen to a payment that outlived its 15-minute hold: the checkout then refunds it rather
 * than place an order at a discount the coupon no longer gives.
 */
export async function redeemCoupon(tx: Tx, couponId: string, buyerId: string, paymentId: string): Promise<Redemption> {
  const coupon = await lockCouponById(tx, couponId);
  if (coupon?.firstOrderOnly && (await repo.hasOrdered(tx, buyerId))) return "already_used";
  if (!(await repo.countUse(tx, couponId))) return "limit_reached";
  if (await repo.insertRedemption(tx, { couponId, buyerId, paymentId })) return "counted";
  await repo.uncountUse(tx, couponId);
  return "already_used";
}

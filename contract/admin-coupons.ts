import { z } from "zod";
import type { CouponDiscountType } from "./pricing";

/** The admin's coupon rules (docs/product.md#admin-panel). Codes are stored upper-case; entry is trimmed and upper-cased (docs/product.md#money). */
export const COUPON_KINDS = ["percentage", "flat", "no_fees"] as const satisfies readonly CouponDiscountType[];

export const COUPON_MESSAGES = {
  code: "Code must be 3 to 50 letters A-Z or digits",
  kind: "Kind must be percentage, flat or no_fees",
  percentage: "A percentage must be between 1 and 100 (at most 2 decimals)",
  flat: "A flat discount must be whole rupees, at least ₹1",
  noFeesValue: "A no-fees coupon gives no discount: leave the value at 0",
  noFeesWaives: "A no-fees coupon must waive the platform fee or the delivery charge",
  rupees: "Must be whole rupees, 0 or more",
  usageLimit: "Usage limit must be a whole number, 1 or more",
  date: "Must be a date and time",
  validity: "Valid until must be after valid from",
  duplicate: "A coupon with this code already exists",
  lockedOnceUsed: "Code and kind cannot change once the coupon has been used",
  limitBelowUses: (used: number) => `Usage limit cannot be below the ${used} uses so far`,
  notFound: "Coupon not found",
  fetchFailed: "Failed to fetch coupons",
  createFailed: "Failed to create coupon",
  updateFailed: "Failed to update coupon",
  created: "Coupon created",
  updated: "Coupon updated",
} as const;

const codeField = z
  .string({ error: COUPON_MESSAGES.code })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9]{3,50}$/, { error: COUPON_MESSAGES.code });

const rupeesField = z
  .number({ error: COUPON_MESSAGES.rupees })
  .int({ error: COUPON_MESSAGES.rupees })
  .min(0, { error: COUPON_MESSAGES.rupees })
  .max(10_000_000, { error: "Must be at most ₹1,00,00,000" });

const dateField = z.iso.datetime({ offset: true, error: COUPON_MESSAGES.date }).nullable();

/** Every field an admin sets; `usedCount` is the checkout's, never the admin's. */
const couponFields = z.object({
  code: codeField,
  description: z
    .string({ error: "Description must be text" })
    .trim()
    .max(500, { error: "Description must be at most 500 characters" })
    .nullable(),
  discountType: z.enum(COUPON_KINDS, { error: COUPON_MESSAGES.kind }),
  discountValue: z
    .number({ error: "Discount value must be a number" })
    .min(0, { error: "Discount value cannot be negative" })
    .max(10_000_000, { error: "Discount value is too large" }),
  eliminateFees: z.boolean({ error: "eliminateFees must be true or false" }),
  eliminateDelivery: z.boolean({ error: "eliminateDelivery must be true or false" }),
  minOrderValue: rupeesField,
  maxDiscountAmount: rupeesField.nullable(),
  usageLimit: z
    .number({ error: COUPON_MESSAGES.usageLimit })
    .int({ error: COUPON_MESSAGES.usageLimit })
    .min(1, { error: COUPON_MESSAGES.usageLimit })
    .max(10_000_000, { error: COUPON_MESSAGES.usageLimit })
    .nullable(),
  isActive: z.boolean({ error: "isActive must be true or false" }),
  firstOrderOnly: z.boolean({ error: "firstOrderOnly must be true or false" }),
  validFrom: dateField,
  validUntil: dateField,
});
export type CouponFields = z.infer<typeof couponFields>;

type Issue = { path: keyof CouponFields; message: string };

/** The rules that tie fields together; checked on create and, on the server, on the coupon an update would leave. */
export function couponRuleIssues(c: CouponFields): Issue[] {
  const issues: Issue[] = [];
  const twoDecimals = Math.abs(c.discountValue * 100 - Math.round(c.discountValue * 100)) < 1e-9;
  if (c.discountType === "percentage" && !(c.discountValue >= 1 && c.discountValue <= 100 && twoDecimals))
    issues.push({ path: "discountValue", message: COUPON_MESSAGES.percentage });
  if (c.discountType === "flat" && !(Number.isInteger(c.discountValue) && c.discountValue >= 1))
    issues.push({ path: "discountValue", message: COUPON_MESSAGES.flat });
  if (c.discountType === "no_fees") {
    if (c.discountValue !== 0) issues.push({ path: "discountValue", message: COUPON_MESSAGES.noFeesValue });
    if (!c.eliminateFees && !c.eliminateDelivery)
      issues.push({ path: "eliminateFees", message: COUPON_MESSAGES.noFeesWaives });
  }
  if (c.validFrom && c.validUntil && Date.parse(c.validUntil) <= Date.parse(c.validFrom))
    issues.push({ path: "validUntil", message: COUPON_MESSAGES.validity });
  return issues;
}

const withRules = <T extends CouponFields>(value: T, ctx: z.RefinementCtx) => {
  for (const issue of couponRuleIssues(value))
    ctx.addIssue({ code: "custom", path: [issue.path], message: issue.message });
};

export const createCouponSchema = couponFields
  .extend({
    description: couponFields.shape.description.default(null),
    discountValue: couponFields.shape.discountValue.default(0),
    eliminateFees: couponFields.shape.eliminateFees.default(false),
    eliminateDelivery: couponFields.shape.eliminateDelivery.default(false),
    minOrderValue: rupeesField.default(0),
    maxDiscountAmount: couponFields.shape.maxDiscountAmount.default(null),
    usageLimit: couponFields.shape.usageLimit.default(null),
    isActive: couponFields.shape.isActive.default(true),
    firstOrderOnly: couponFields.shape.firstOrderOnly.default(false),
    validFrom: dateField.default(null),
    validUntil: dateField.default(null),
  })
  .superRefine(withRules);
export type CreateCouponInput = z.input<typeof createCouponSchema>;

/** Any subset of the fields; the server checks the rules on the coupon as it would be after the change. */
export const updateCouponSchema = couponFields
  .partial()
  .refine((v) => Object.keys(v).length > 0, { error: "Nothing to change" });
export type UpdateCouponInput = z.input<typeof updateCouponSchema>;

export const adminCouponSchema = couponFields.extend({
  id: z.string(),
  usedCount: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminCoupon = z.infer<typeof adminCouponSchema>;

import { BRAND_NAME } from "./brand-name";

/** Product identity and the figures every page, policy and mail quotes. One source so they never disagree. */
export const BRAND = {
  name: BRAND_NAME,
  tagline: "Pre-loved goods, passed on safely — connecting individuals across India.",
  supportEmail: "support@dobara.in",
  supportPhone: "+91 80 4718 2290",
  /** The one support-hours text used everywhere (docs/product.md#pages: one text). */
  supportHours: "Monday to Saturday, 9:00 AM to 6:00 PM IST; closed on Sundays and national holidays",
  supportReply: "We reply to every message within 24 hours.",
  businessName: "Dobara Marketplace Private Limited",
  businessAddress: "3rd Floor, 14 Residency Road, Ashok Nagar, Bengaluru, Karnataka 560025",
  grievanceOfficer: "Grievance Officer, Dobara Marketplace Private Limited",
  grievanceEmail: "grievance@dobara.in",
} as const;

/** Business figures (docs/product.md#money, docs/product.md#orders, docs/product.md#returns). */
export const POLICY = {
  buyerFeePercent: 3,
  sellerFeePercent: 3,
  deliveryChargeRupees: 50,
  returnWindowHours: 48,
  customerChoiceReturnFeeMinRupees: 100,
  refundBusinessDays: "5-7",
  sellerCannotSupplyRefundDays: 2,
  payoutBusinessDays: "2-3",
  shipWithinBusinessDays: "1-10",
  offerResponseHours: 24,
  deliveryBusinessDays: "4-5",
  listingReviewHours: "24-48",
  orderAcceptHours: 48,
  reservationMinutes: 15,
  minimumAge: 16,
  policyEffectiveDate: "22 June 2025",
  termsEffectiveDate: "1 June 2025",
} as const;

/** The coupons module's public surface: other modules import only this file (lint rule house/module-boundaries). */
export { couponForPayment, findCouponCode, redeemCoupon } from "./coupons-service";
export { seedDemoCoupons } from "./demo-coupons";

/** Every table and sequence, for drizzle-kit and the drizzle() client. The only barrel in the project. */
export { adminAuditLog } from "./admin-audit-log";
export { addresses } from "./addresses";
export { bankAccounts } from "./bank-accounts";
export { contactQueries } from "./contact-queries";
export { coupons } from "./coupons";
export { notifications } from "./notifications";
export { offers } from "./offers";
export { oneTimeCodes } from "./one-time-codes";
export { orderNumberSeq, orders } from "./orders";
export { payments, payouts, refunds } from "./payments";
export { listingReservations, productModifications, products } from "./products";
export { ratings } from "./ratings";
export { returnRequests } from "./returns";
export { sessions } from "./sessions";
export { users } from "./users";
export { wishlist } from "./wishlist";

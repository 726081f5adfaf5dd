/** The users module's public surface: other modules import only this file (lint rule house/module-boundaries). */
export {
  deleteUnverifiedUser,
  findTakenField,
  findUserByEmail,
  findUserByMobile,
  findUserByUsername,
  insertUser,
  replacePasswordHash,
  updateUser,
} from "./accounts";
export { adminContacts, isAdmin } from "./admins";
export { releaseStaleHolds } from "./stale-registrations";
export { LISTINGS_PER_HOUR, takeListingSlot } from "./listing-rate";
export { claimVerifiedMobile, findVerifiedMobileOwner, mobileHeldUnverified } from "./mobile-ownership";
export { claimDataExport, eraseAccountRow, lockAccount } from "./erasure";

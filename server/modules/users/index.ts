/** The users module's public surface: other modules import only this file (lint rule house/module-boundaries). */
export {
  adminContacts,
  deleteUnverifiedUser,
  findTakenField,
  findUserByEmail,
  findUserByMobile,
  findUserByUsername,
  insertUser,
  replacePasswordHash,
  updateUser,
} from "./users-repo";
export { releaseStaleHolds } from "./stale-registrations";
export { LISTINGS_PER_HOUR, takeListingSlot } from "./listing-rate";

/**
 * The contact module's public surface: the admin panel's Contact tab reads and answers queries through these
 * (lint rules house/module-boundaries and house/table-owners: contact_queries is written here only).
 */
export {
  findContactQuery,
  insertReply,
  listContactQueries,
  listReplies,
  lockContactQuery,
  markUnreadAsRead,
  updateContactQuery,
  type ContactQueryRow,
} from "./contact-admin-repo";

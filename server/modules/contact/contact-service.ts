import type { ContactInput } from "@contract/contact";
import type { Db } from "../../db/client";
import { insertContactQuery } from "./contact-repo";

/** A new query starts pending and unread; the admin panel's Contact tab picks it up. */
export async function createContactQuery(db: Db, input: ContactInput) {
  return insertContactQuery(db, { ...input, status: "pending", isRead: false });
}

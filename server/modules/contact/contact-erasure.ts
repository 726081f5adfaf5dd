import { sql } from "drizzle-orm";
import type { Tx } from "../../db/client";
import { contactQueries } from "../../db/schema/contact-queries";

/**
 * What an erased person wrote through the contact form keeps its message and replies (the admin's record of a
 * grievance answered) but no longer names them: name, e-mail and phone replaced (decision 0047).
 */
export async function forgetContactQueries(tx: Tx, person: { email: string }) {
  await tx
    .update(contactQueries)
    .set({ name: "Deleted user", email: "deleted@erased.invalid", phone: "0000000000" })
    .where(sql`lower(${contactQueries.email}) = lower(${person.email})`);
}

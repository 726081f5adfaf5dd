import type { Db } from "../../db/client";
import { contactQueries } from "../../db/schema/contact-queries";

export async function insertContactQuery(db: Db, values: typeof contactQueries.$inferInsert) {
  const [row] = await db.insert(contactQueries).values(values).returning({ id: contactQueries.id });
  return row!;
}

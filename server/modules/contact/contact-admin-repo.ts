import { and, asc, desc, eq, inArray } from "drizzle-orm";
import type { ContactQueryStatus } from "@contract/admin-contact";
import type { Db, Tx } from "../../db/client";
import { contactQueries, contactQueryReplies } from "../../db/schema/contact-queries";
import { users } from "../../db/schema/users";

export type ContactQueryRow = typeof contactQueries.$inferSelect;

/** Unread first, then newest; the id breaks ties so pages never repeat or skip a query. */
export function listContactQueries(db: Db, filter: { status?: ContactQueryStatus; limit: number; offset: number }) {
  return db
    .select()
    .from(contactQueries)
    .where(filter.status ? eq(contactQueries.status, filter.status) : undefined)
    .orderBy(asc(contactQueries.isRead), desc(contactQueries.createdAt), desc(contactQueries.id))
    .limit(filter.limit)
    .offset(filter.offset);
}

/** The replies to these queries, oldest first, with the name of the admin who wrote each. */
export function listReplies(db: Db, queryIds: string[]) {
  if (queryIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: contactQueryReplies.id,
      queryId: contactQueryReplies.queryId,
      message: contactQueryReplies.message,
      adminName: users.fullName,
      createdAt: contactQueryReplies.createdAt,
    })
    .from(contactQueryReplies)
    .leftJoin(users, eq(users.id, contactQueryReplies.adminId))
    .where(inArray(contactQueryReplies.queryId, queryIds))
    .orderBy(asc(contactQueryReplies.createdAt), asc(contactQueryReplies.id));
}

export async function lockContactQuery(tx: Tx, id: string) {
  const [row] = await tx.select().from(contactQueries).where(eq(contactQueries.id, id)).for("update");
  return row;
}

/** Marks the query read only if it was unread: undefined when it already was (or is gone). */
export async function markUnreadAsRead(db: Db, id: string) {
  const [row] = await db
    .update(contactQueries)
    .set({ isRead: true })
    .where(and(eq(contactQueries.id, id), eq(contactQueries.isRead, false)))
    .returning();
  return row;
}

export async function findContactQuery(db: Db, id: string) {
  const [row] = await db.select().from(contactQueries).where(eq(contactQueries.id, id)).limit(1);
  return row;
}

export async function updateContactQuery(db: Db, id: string, set: { status?: ContactQueryStatus; isRead?: boolean }) {
  const [row] = await db.update(contactQueries).set(set).where(eq(contactQueries.id, id)).returning();
  return row!;
}

export async function insertReply(db: Db, values: { queryId: string; adminId: string; message: string }) {
  await db.insert(contactQueryReplies).values(values);
}

/** The language of the account with this e-mail address (citext: any case), which the reply is written in; English when there is none. */
export async function languageOfEmail(db: Db | Tx, email: string) {
  const [row] = await db.select({ language: users.language }).from(users).where(eq(users.email, email)).limit(1);
  return row?.language ?? "en";
}

import { ADMIN_CONTACT_MESSAGES, type AdminContactQuery, type ContactQueryStatus } from "@contract/admin-contact";
import { grievanceReference } from "@contract/contact";
import { GRIEVANCE } from "@contract/privacy";
import type { Db } from "../../db/client";
import { loggableError } from "../../lib/database-errors";
import { AppError, notFound } from "../../lib/errors";
import type { Mailer } from "../../lib/mailer";
import { contactReplyMail } from "./admin-contact-mail";
import {
  findContactQuery,
  insertReply,
  languageOfEmail,
  listContactQueries,
  listReplies,
  lockContactQuery,
  markUnreadAsRead,
  updateContactQuery,
  type ContactQueryRow,
} from "./contact-admin-repo";
import { recordAdminAction } from "../admin";

const HOUR = 3_600_000;

/** A grievance's reference and due dates (decision 0047): acknowledged within 48 hours, resolved within a month. */
const grievanceDates = (row: ContactQueryRow) => ({
  reference: grievanceReference(row.id),
  acknowledgeBy: new Date(row.createdAt.getTime() + GRIEVANCE.acknowledgeHours * HOUR).toISOString(),
  resolveBy: new Date(row.createdAt.getTime() + GRIEVANCE.resolveDays * 24 * HOUR).toISOString(),
});

type Reply = Awaited<ReturnType<typeof listReplies>>[number];

const NOT_FOUND = "Contact query not found";

const toView = (row: ContactQueryRow, replies: Reply[]): AdminContactQuery => ({
  id: row.id,
  name: row.name,
  email: row.email,
  phone: row.phone,
  subject: row.subject,
  message: row.message,
  status: row.status,
  isRead: row.isRead,
  createdAt: row.createdAt.toISOString(),
  grievance: row.isGrievance ? grievanceDates(row) : null,
  replies: replies
    .filter((r) => r.queryId === row.id)
    .map((r) => ({ id: r.id, message: r.message, adminName: r.adminName, createdAt: r.createdAt.toISOString() })),
});

async function withReplies(db: Db, rows: ContactQueryRow[]) {
  const replies = await listReplies(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => toView(row, replies));
}

export async function contactQueriesPage(
  db: Db,
  filter: { status?: ContactQueryStatus; limit: number; offset: number },
) {
  return withReplies(db, await listContactQueries(db, filter));
}

const oneView = async (db: Db, row: ContactQueryRow) => (await withReplies(db, [row]))[0]!;

/** Idempotent: a query already read stays read and leaves no second audit row. */
export async function markRead(db: Db, adminId: string, id: string) {
  const row = await db.transaction(async (tx) => {
    const changed = await markUnreadAsRead(tx, id);
    if (changed)
      await recordAdminAction(tx, { adminId, action: "contact_mark_read", entityType: "contact_query", entityId: id });
    return changed ?? (await findContactQuery(tx, id));
  });
  if (!row) throw notFound(NOT_FOUND);
  return oneView(db, row);
}

/** Setting a status also marks the query read: the admin has plainly seen it. */
export async function setStatus(db: Db, adminId: string, id: string, status: ContactQueryStatus) {
  const row = await db.transaction(async (tx) => {
    const current = await lockContactQuery(tx, id);
    if (!current) throw notFound(NOT_FOUND);
    if (current.status === status && current.isRead) return current;
    const updated = await updateContactQuery(tx, id, { status, isRead: true });
    await recordAdminAction(tx, {
      adminId,
      action: "contact_status",
      entityType: "contact_query",
      entityId: id,
      details: { from: current.status, to: status },
    });
    return updated;
  });
  return oneView(db, row);
}

/**
 * Stores the reply, sets replied and mails the person, all or nothing: the mail goes out last inside the
 * transaction, so a mail server that refuses it rolls the reply back and the admin can simply try again.
 */
export async function reply(
  deps: { db: Db; mailer: Mailer; log: { warn: (obj: object, msg: string) => void } },
  adminId: string,
  id: string,
  message: string,
) {
  const row = await deps.db.transaction(async (tx) => {
    const current = await lockContactQuery(tx, id);
    if (!current) throw notFound(NOT_FOUND);
    await insertReply(tx, { queryId: id, adminId, message });
    const updated = await updateContactQuery(tx, id, { status: "replied", isRead: true });
    await recordAdminAction(tx, {
      adminId,
      action: "contact_reply",
      entityType: "contact_query",
      entityId: id,
      details: { from: current.status, length: message.length },
    });
    try {
      await deps.mailer.send(contactReplyMail(current, message, await languageOfEmail(tx, current.email)));
    } catch (err) {
      deps.log.warn({ err: loggableError(err), contactQueryId: id }, "could not mail a contact reply");
      throw new AppError(502, "MAIL_FAILED", ADMIN_CONTACT_MESSAGES.mailFailed);
    }
    return updated;
  });
  return oneView(deps.db, row);
}

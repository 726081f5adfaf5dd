import { grievanceReference, type ContactInput } from "@contract/contact";
import type { FastifyBaseLogger } from "fastify";
import type { Language } from "@contract/language";
import type { Db } from "../../db/client";
import type { Mailer } from "../../lib/mailer";
import { insertContactQuery } from "./contact-repo";
import { grievanceAckMail } from "./grievance-mail";

export interface ContactDeps {
  db: Db;
  mailer: Mailer;
  log: Pick<FastifyBaseLogger, "warn">;
  grievanceOfficer: { name: string; email: string };
}

/**
 * A new query starts pending and unread; the admin panel's Contact tab picks it up. A grievance is acknowledged by
 * mail at once with its reference; the query is stored first, so a mail that fails loses nothing (the admin sees it).
 */
export async function createContactQuery(deps: ContactDeps, input: ContactInput, language: Language = "en") {
  const { grievance = false, ...fields } = input;
  const row = await insertContactQuery(deps.db, {
    ...fields,
    isGrievance: grievance,
    status: "pending",
    isRead: false,
  });
  if (!grievance) return {};
  const reference = grievanceReference(row.id);
  try {
    await deps.mailer.send(grievanceAckMail(fields, reference, deps.grievanceOfficer, language));
  } catch (err) {
    deps.log.warn({ err, reference }, "could not mail a grievance's acknowledgement");
  }
  return { reference };
}

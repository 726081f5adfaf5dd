import type { Mail } from "../../lib/mailer";
import { actionMail } from "../../lib/action-mail";

/** A short mail about an offer someone must act on, with a link to that offer on the dashboard. */
export const offerMail = (to: string, subject: string, lines: string[], link: string): Mail =>
  actionMail(to, subject, lines, { href: link, label: "Open your offers" });

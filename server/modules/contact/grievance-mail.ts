import { BRAND } from "@contract/brand";
import { GRIEVANCE } from "@contract/privacy";
import type { Mail } from "../../lib/mailer";

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The acknowledgement a grievance gets at once (decision 0047): its reference, whom it went to, and by when. */
export function grievanceAckMail(
  query: { name: string; email: string; subject: string },
  reference: string,
  officer: { name: string; email: string },
): Mail {
  const lines = [
    `Hello ${query.name},`,
    `We have received your grievance "${query.subject}". Its reference is ${reference}: please quote it if you write again.`,
    `${officer.name}, our Grievance Officer (${officer.email}), will look at it and answer within ${GRIEVANCE.resolveDays} days.`,
    `If you are not satisfied with our answer, you may complain to the Data Protection Board of India.`,
    `— ${BRAND.name}`,
  ];
  const html = `<!doctype html><html><body style="font-family:system-ui,Segoe UI,Roboto,Arial,sans-serif;color:#0f172a;padding:24px">
${lines.map((l) => `<p>${escapeHtml(l)}</p>`).join("\n")}
</body></html>`;
  return {
    to: query.email,
    subject: `${BRAND.name}: grievance received (${reference})`,
    text: lines.join("\n\n"),
    html,
  };
}

import { BRAND } from "@contract/brand";
import type { Language } from "@contract/language";
import { GRIEVANCE } from "@contract/privacy";
import type { Mail } from "../../lib/mailer";

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

type Officer = { name: string; email: string };

/** The acknowledgement's lines, in the language the person wrote in (decision 0046). */
const GRIEVANCE_ACK: Record<
  Language,
  (query: { name: string; subject: string }, reference: string, officer: Officer) => string[]
> = {
  en: (query, reference, officer) => [
    `Hello ${query.name},`,
    `We have received your grievance "${query.subject}". Its reference is ${reference}: please quote it if you write again.`,
    `${officer.name}, our Grievance Officer (${officer.email}), will look at it and answer within ${GRIEVANCE.resolveDays} days.`,
    `If you are not satisfied with our answer, you may complain to the Data Protection Board of India.`,
    `— ${BRAND.name}`,
  ],
  hi: (query, reference, officer) => [
    `नमस्ते ${query.name},`,
    `हमें आपकी शिकायत "${query.subject}" मिल गई है। इसका रेफ़रेंस ${reference} है: दोबारा लिखें तो इसे ज़रूर बताएँ।`,
    `हमारे शिकायत अधिकारी ${officer.name} (${officer.email}) इसे देखेंगे और ${GRIEVANCE.resolveDays} दिनों के अंदर जवाब देंगे।`,
    `अगर आप हमारे जवाब से संतुष्ट नहीं हैं, तो आप भारत के डेटा संरक्षण बोर्ड (Data Protection Board of India) से शिकायत कर सकते हैं।`,
    `— ${BRAND.name}`,
  ],
};

/** The acknowledgement a grievance gets at once (decision 0047): its reference, whom it went to, and by when. */
export function grievanceAckMail(
  query: { name: string; email: string; subject: string },
  reference: string,
  officer: { name: string; email: string },
  language: Language = "en",
): Mail {
  const lines = GRIEVANCE_ACK[language](query, reference, officer);
  const html = `<!doctype html><html${language === "en" ? "" : ` lang="${language}"`}><body style="font-family:system-ui,Segoe UI,Roboto,Arial,sans-serif;color:#0f172a;padding:24px">
${lines.map((l) => `<p>${escapeHtml(l)}</p>`).join("\n")}
</body></html>`;
  return {
    to: query.email,
    subject:
      language === "en"
        ? `${BRAND.name}: grievance received (${reference})`
        : `${BRAND.name}: शिकायत मिल गई (${reference})`,
    text: lines.join("\n\n"),
    html,
  };
}

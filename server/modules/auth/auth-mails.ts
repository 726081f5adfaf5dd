import type { Language } from "@contract/language";
import { BRAND } from "@contract/brand";
import { OTP_TTL_MINUTES } from "@contract/auth";
import type { Mail } from "../../lib/mailer";

const PURPOSE_TEXT = {
  verify_email: {
    subject: "verify your email",
    lead: "Use this code to verify your email address and finish creating your account.",
  },
  login: { subject: "your login code", lead: "Use this code to log in to your account." },
  reset_password: { subject: "reset your password", lead: "Use this code to reset your password." },
  change_email: {
    subject: "confirm your new email",
    lead: `Use this code to make this address the email of your ${BRAND.name} account.`,
  },
} as const;

export type CodePurpose = keyof typeof PURPOSE_TEXT;

/** The same mail in Hindi (decision 0046, docs/hindi-glossary.md). */
const PURPOSE_TEXT_HI: Record<CodePurpose, { subject: string; lead: string }> = {
  verify_email: {
    subject: "अपना ईमेल वेरिफ़ाई करने",
    lead: "अपना ईमेल पता वेरिफ़ाई करने और अकाउंट बनाना पूरा करने के लिए यह कोड डालें।",
  },
  login: { subject: "लॉग इन करने", lead: "अपने अकाउंट में लॉग इन करने के लिए यह कोड डालें।" },
  reset_password: { subject: "पासवर्ड रीसेट करने", lead: "अपना पासवर्ड रीसेट करने के लिए यह कोड डालें।" },
  change_email: {
    subject: "नया ईमेल पक्का करने",
    lead: `इस पते को अपने ${BRAND.name} अकाउंट का ईमेल बनाने के लिए यह कोड डालें।`,
  },
};

const CODE_MAIL_WORDS = {
  en: {
    greeting: (name?: string) => (name ? `Hi ${name},` : "Hello,"),
    ignore: "If this wasn't you, you can ignore this email: nothing changes without the code.",
    validity: `The code is valid for ${OTP_TTL_MINUTES} minutes and works once. ${BRAND.name} will never ask you for this code by phone or chat.`,
    subject: (code: string, what: string) => `${BRAND.name}: ${code} is the code to ${what}`,
  },
  hi: {
    greeting: (name?: string) => (name ? `नमस्ते ${name},` : "नमस्ते,"),
    ignore: "अगर यह आपने नहीं किया, तो इस ईमेल को अनदेखा करें: कोड के बिना कुछ नहीं बदलेगा।",
    validity: `यह कोड ${OTP_TTL_MINUTES} मिनट तक और सिर्फ़ एक बार काम करेगा। ${BRAND.name} यह कोड कभी फ़ोन या चैट पर नहीं माँगेगा।`,
    subject: (code: string, what: string) => `${BRAND.name}: ${what} का कोड ${code} है`,
  },
} as const;

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function codeMail(
  to: string,
  name: string | undefined,
  purpose: CodePurpose,
  code: string,
  language: Language = "en",
): Mail {
  const { subject, lead } = (language === "hi" ? PURPOSE_TEXT_HI : PURPOSE_TEXT)[purpose];
  const words = CODE_MAIL_WORDS[language];
  const greeting = words.greeting(name);
  const ignore = words.ignore;
  const text = [greeting, "", lead, "", `    ${code}`, "", words.validity, ignore, "", `— ${BRAND.name}`].join("\n");
  const html = `<!doctype html><html lang="${language}"><body style="font-family:system-ui,Segoe UI,Roboto,Arial,sans-serif;color:#0f172a;background:#f8fafc;padding:24px">
<div style="max-width:480px;margin:0 auto;background:#fff;border-radius:12px;padding:24px;border:1px solid #e2e8f0">
<p style="font-size:20px;font-weight:800;color:#115e59;margin:0 0 16px">${BRAND.name}</p>
<p>${escapeHtml(greeting)}</p><p>${lead}</p>
<p style="font-size:32px;font-weight:700;letter-spacing:8px;background:#f0fdfa;border-radius:8px;padding:12px;text-align:center">${code}</p>
<p style="color:#475569">${words.validity}</p>
<p style="color:#475569">${ignore}</p></div></body></html>`;
  return { to, subject: words.subject(code, subject), text, html };
}

const EMAIL_CHANGED_WORDS = {
  en: {
    lead: (newEmail: string) =>
      `The email address of your ${BRAND.name} account was changed to ${newEmail}. Mail about your account now goes there.`,
    help: `If you did not make this change, write to ${BRAND.supportEmail} at once.`,
    subject: `${BRAND.name}: your account's email address was changed`,
  },
  hi: {
    lead: (newEmail: string) =>
      `आपके ${BRAND.name} अकाउंट का ईमेल पता बदलकर ${newEmail} कर दिया गया है। अब आपके अकाउंट से जुड़े ईमेल वहीं जाएँगे।`,
    help: `अगर यह बदलाव आपने नहीं किया, तो तुरंत ${BRAND.supportEmail} पर लिखें।`,
    subject: `${BRAND.name}: आपके अकाउंट का ईमेल पता बदल गया`,
  },
} as const;

/** To the address an account just left: if the person did not move it, they know at once and where to turn. */
export function emailChangedMail(
  to: string,
  name: string | undefined,
  newEmail: string,
  language: Language = "en",
): Mail {
  const words = EMAIL_CHANGED_WORDS[language];
  const greeting = CODE_MAIL_WORDS[language].greeting(name);
  const lead = words.lead(newEmail);
  const help = words.help;
  const text = [greeting, "", lead, "", help, "", `— ${BRAND.name}`].join("\n");
  const html = `<!doctype html><html${language === "en" ? "" : ` lang="${language}"`}><body style="font-family:system-ui,Segoe UI,Roboto,Arial,sans-serif;color:#0f172a;background:#f8fafc;padding:24px">
<div style="max-width:480px;margin:0 auto;background:#fff;border-radius:12px;padding:24px;border:1px solid #e2e8f0">
<p style="font-size:20px;font-weight:800;color:#115e59;margin:0 0 16px">${BRAND.name}</p>
<p>${escapeHtml(greeting)}</p><p>${escapeHtml(lead)}</p><p style="color:#475569">${escapeHtml(help)}</p></div></body></html>`;
  return { to, subject: words.subject, text, html };
}

import type en from "./en";

/** The policy pages' shared words in Hindi (docs/hindi-glossary.md). */
const hi: Record<keyof typeof en, string> = {
  "legal.backHome": "होम पर वापस जाएं",
  "legal.dateEffective": "लागू होने की तारीख:",
  "legal.dateUpdated": "पिछला अपडेट:",
  "legal.onThisPage": "इस पेज पर",
  "legal.questions": "इस पेज के बारे में कोई सवाल?",
  "legal.supportAvailable": "हमारी सहायता टीम का समय: {hours}।",
  "legal.email": "ईमेल:",
};

export default hi;

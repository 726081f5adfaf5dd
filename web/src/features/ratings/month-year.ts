import type { Language } from "@contract/language";

const hindiMonthYear = new Map<string, Intl.DateTimeFormat>();

/**
 * A month the server wrote in English ("November 2026": member since, a review's month) in the page's language:
 * "नवंबर 2026" on Hindi pages (Latin digits, decision 0046). Anything it cannot read stays as it came.
 */
export function monthYear(text: string, language: Language): string {
  if (language === "en") return text;
  const date = new Date(`1 ${text} 12:00 UTC`);
  if (Number.isNaN(date.getTime())) return text;
  let format = hindiMonthYear.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat("hi-IN", {
      month: "long",
      year: "numeric",
      timeZone: "UTC",
      numberingSystem: "latn",
    });
    hindiMonthYear.set(language, format);
  }
  return format.format(date);
}

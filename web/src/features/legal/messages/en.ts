/** The policy pages' shared English words (decision 0046); hi.ts has the same keys. */
const en = {
  "legal.backHome": "Back to Home",
  "legal.dateEffective": "Effective",
  "legal.dateUpdated": "Last updated",
  "legal.onThisPage": "On this page",
  "legal.questions": "Questions about this page?",
  "legal.supportAvailable": "Our support team is available {hours}.",
  "legal.email": "E-mail:",
} as const satisfies Record<string, string>;

export default en;

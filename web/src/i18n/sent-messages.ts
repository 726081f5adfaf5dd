import type { Language } from "@contract/language";

type Table = Readonly<Record<string, string>>;

/** Messages that came with the page (its HTML, or a test's setup), by `language:id`: no fetch for them. */
const primed = new Map<string, Table>();

export function primeMessages(language: Language, id: string, table: Table) {
  primed.set(`${language}:${id}`, table);
}

export function sentMessages(language: Language, id: string): Table | undefined {
  return primed.get(`${language}:${id}`);
}

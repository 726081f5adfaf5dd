import type { Language } from "@contract/language";

export type MessageValues = Record<string, string | number>;

const pluralRules = new Map<Language, Intl.PluralRules>();
const pluralOf = (language: Language, n: number) => {
  if (!pluralRules.has(language)) pluralRules.set(language, new Intl.PluralRules(language));
  return pluralRules.get(language)!.select(n);
};

/**
 * The part of ICU MessageFormat the catalogues use: `{name}` placeholders and
 * `{count, plural, =0 {...} one {...} other {...}}` with `#` for the number, chosen by the language's plural rules
 * (Hindi counts 0 and 1 as "one", English only 1). Nothing else: a compiled catalogue stays a plain string table.
 */
export function formatMessage(language: Language, message: string, values: MessageValues = {}): string {
  let out = "";
  let i = 0;
  while (i < message.length) {
    const open = message.indexOf("{", i);
    if (open < 0) return out + message.slice(i);
    out += message.slice(i, open);
    const close = matchingBrace(message, open);
    out += placeholder(language, message.slice(open + 1, close), values);
    i = close + 1;
  }
  return out;
}

function matchingBrace(text: string, open: number) {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    if (text[i] === "{") depth++;
    else if (text[i] === "}" && --depth === 0) return i;
  }
  throw new Error(`unclosed "{" in message: ${text}`);
}

function placeholder(language: Language, body: string, values: MessageValues): string {
  const [name = "", kind, ...rest] = body.split(",");
  const value = values[name.trim()];
  if (kind?.trim() !== "plural") return value === undefined ? `{${body}}` : String(value);
  const n = Number(value);
  const forms = pluralForms(rest.join(","));
  const form = forms.get(`=${n}`) ?? forms.get(pluralOf(language, n)) ?? forms.get("other") ?? "";
  return formatMessage(language, form, values).replaceAll("#", String(value));
}

/** `one {# offer} other {# offers}` -> { one: "# offer", other: "# offers" }. */
function pluralForms(text: string) {
  const forms = new Map<string, string>();
  let i = 0;
  while (i < text.length) {
    const open = text.indexOf("{", i);
    if (open < 0) break;
    const selector = text.slice(i, open).trim();
    const close = matchingBrace(text, open);
    forms.set(selector, text.slice(open + 1, close));
    i = close + 1;
  }
  return forms;
}

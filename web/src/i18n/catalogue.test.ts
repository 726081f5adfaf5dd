import { describe, expect, it } from "vitest";
import { CATEGORIES, CATEGORY_LABELS_HI } from "@contract/categories";
import { HINDI_TEXTS } from "@contract/messages-hi";
import hi from "./messages/hi";
import { formatMessage } from "./format-message";

type Table = Record<string, string>;
/** Every catalogue pair: the shell's (./messages) and each feature's (features/orders/messages, ...). */
const files = import.meta.glob<{ default: Table }>("../**/messages/{en,hi}.ts", { eager: true });
const pairs = Object.keys(files)
  .filter((file) => file.endsWith("/en.ts"))
  .map((file) => ({
    name: file.startsWith("./") ? "i18n" : file.replace(/^\.\.\//, "").replace(/\/messages\/en\.ts$/, ""),
    en: files[file]!.default,
    hi: files[file.replace(/en\.ts$/, "hi.ts")]?.default ?? {},
  }));
const definitions = import.meta.glob<string>("../**/messages.ts", { eager: true, query: "?raw", import: "default" });

/** The placeholders a message uses: `{name}` and the plural's variable. */
const placeholders = (message: string) =>
  [...message.matchAll(/\{(\w+)(?=\}|,\s*plural)/g)].map((m) => m[1]).sort((a, b) => a!.localeCompare(b!));

describe("the two catalogues (decision 0046)", () => {
  it("are found: the shell's and the features'", () => {
    expect(pairs.map((p) => p.name)).toContain("i18n");
    expect(pairs.length).toBeGreaterThan(4);
  });

  it("have exactly the same keys: a message in one language is in the other", () => {
    for (const pair of pairs) {
      expect(Object.keys(pair.hi).sort(), pair.name).toEqual(Object.keys(pair.en).sort());
      for (const [key, text] of Object.entries(pair.hi)) expect(text.trim(), key).not.toBe("");
    }
  });

  it("never give one key two meanings: a feature's keys are its own, not the shell's", () => {
    const seen = new Map<string, string>();
    for (const pair of pairs)
      for (const key of Object.keys(pair.en)) {
        expect(seen.get(key), `${key} in ${pair.name}`).toBeUndefined();
        seen.set(key, pair.name);
      }
  });

  it("are each defined under their own folder's name, the name a page's HTML sends them by", () => {
    for (const [file, source] of Object.entries(definitions)) {
      const folder = file.replace(/^\.\.\//, "").replace(/\/messages\.ts$/, "");
      expect(source, file).toContain(`defineMessages("${folder}"`);
    }
  });

  it("use the same placeholders in both languages, and every message formats", () => {
    for (const pair of pairs)
      for (const key of Object.keys(pair.en)) {
        const [english, hindi] = [pair.en[key]!, pair.hi[key]!];
        expect(new Set(placeholders(hindi)), key).toEqual(new Set(placeholders(english)));
        const values = Object.fromEntries(placeholders(english).map((p) => [p!, 2]));
        expect(() => formatMessage("hi", hindi, values), key).not.toThrow();
        expect(formatMessage("hi", hindi, values), key).not.toMatch(/[{}]/);
      }
  });

  it("write Hindi in Devanagari (brand names and figures aside)", () => {
    // Names Indian apps write in Latin letters in Hindi too (the channel switch reads "WhatsApp").
    const BRAND_NAMES = /WhatsApp|Dobara/g;
    const latinOnly = pairs.flatMap((pair) =>
      Object.entries(pair.hi).filter(
        ([key, text]) =>
          key !== "language.switchTo" &&
          !/[\u0900-\u097F]/.test(text) &&
          /[A-Za-z]{3}/.test(text.replace(/\{\w+\}/g, "").replace(BRAND_NAMES, "")),
      ),
    );
    expect(latinOnly).toEqual([]);
  });

  it("name the categories as the search's dictionary does", () => {
    for (const c of CATEGORIES) expect(hi[`category.${c}`]).toBe(CATEGORY_LABELS_HI[c]);
  });

  it("give every server text a Hindi that is not the English", () => {
    for (const [english, hindi] of Object.entries(HINDI_TEXTS)) {
      expect(hindi, english).not.toBe(english);
      expect(hindi, english).toMatch(/[\u0900-\u097F]/);
    }
  });
});

describe("plurals (ICU, Intl.PluralRules)", () => {
  const offers = "{n, plural, =0 {no offers} one {# offer} other {# offers}}";
  it("follow each language's rules: Hindi counts 0 and 1 as one, English only 1", () => {
    expect(formatMessage("en", offers, { n: 0 })).toBe("no offers");
    expect(formatMessage("en", offers, { n: 1 })).toBe("1 offer");
    expect(formatMessage("en", offers, { n: 5 })).toBe("5 offers");
    const hiForms = "{n, plural, one {# ऑफ़र मिला} other {# ऑफ़र मिले}}";
    expect(formatMessage("hi", hiForms, { n: 0 })).toBe("0 ऑफ़र मिला");
    expect(formatMessage("hi", hiForms, { n: 1 })).toBe("1 ऑफ़र मिला");
    expect(formatMessage("hi", hiForms, { n: 3 })).toBe("3 ऑफ़र मिले");
  });
  it("fill placeholders inside and outside a plural", () => {
    expect(
      formatMessage("en", "Hello, {name}! {n, plural, one {# item} other {# items}}", { name: "Asha", n: 2 }),
    ).toBe("Hello, Asha! 2 items");
  });
});

import { describe, expect, it } from "vitest";
import { CATEGORIES, CATEGORY_LABELS_HI } from "@contract/categories";
import { HINDI_TEXTS } from "@contract/messages-hi";
import en from "./messages/en";
import hi from "./messages/hi";
import { formatMessage } from "./format-message";

/** The placeholders a message uses: `{name}` and the plural's variable. */
const placeholders = (message: string) =>
  [...message.matchAll(/\{(\w+)(?=\}|,\s*plural)/g)].map((m) => m[1]).sort((a, b) => a!.localeCompare(b!));

describe("the two catalogues (decision 0046)", () => {
  it("have exactly the same keys: a message in one language is in the other", () => {
    expect(Object.keys(hi).sort()).toEqual(Object.keys(en).sort());
    for (const [key, text] of Object.entries(hi)) expect(text.trim(), key).not.toBe("");
  });

  it("use the same placeholders in both languages, and every message formats", () => {
    for (const key of Object.keys(en) as (keyof typeof en)[]) {
      expect(new Set(placeholders(hi[key])), key).toEqual(new Set(placeholders(en[key])));
      const values = Object.fromEntries(placeholders(en[key]).map((p) => [p!, 2]));
      expect(() => formatMessage("hi", hi[key], values), key).not.toThrow();
      expect(formatMessage("hi", hi[key], values), key).not.toMatch(/[{}]/);
    }
  });

  it("write Hindi in Devanagari (brand names and figures aside)", () => {
    const latinOnly = Object.entries(hi).filter(
      ([key, text]) =>
        key !== "language.switchTo" &&
        !/[\u0900-\u097F]/.test(text) &&
        /[A-Za-z]{3}/.test(text.replace(/\{\w+\}/g, "")),
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

import { describe, expect, it } from "vitest";
import { CATEGORIES, CATEGORY_LABELS_HI } from "../categories";
import {
  findSearchWord,
  formsStartingWith,
  isFiller,
  lookupForm,
  nearSearchWord,
  SEARCH_WORDS,
  sharedForms,
  spellingsOf,
} from "./dictionary";

const english = (text: string) => findSearchWord(text)?.english[0];

describe("the search dictionary", () => {
  it("has at least 300 everyday product words, each in English and Devanagari, no form shared by two words", () => {
    // Brands and qualifiers ("ladies", "wooden") besides.
    expect(SEARCH_WORDS.filter((w) => w.category).length).toBeGreaterThanOrEqual(300);
    for (const word of SEARCH_WORDS) {
      expect(word.english.length, JSON.stringify(word)).toBeGreaterThan(0);
      expect(word.devanagari.length, word.english[0]).toBeGreaterThan(0);
      for (const form of word.devanagari) expect(form, word.english[0]).toMatch(/^[\u0900-\u097F ,-]+$/);
    }
    expect(sharedForms()).toEqual([]);
  });

  it("finds a word by any of its spellings, in the singular or plural, with or without nukta", () => {
    expect(english("fone")).toBe("phone");
    expect(english("Phones")).toBe("phone");
    expect(english("फ़ोन")).toBe("phone");
    expect(english("फोन")).toBe("phone");
    expect(english("मोबाइल")).toBe("phone");
    expect(english("watches")).toBe("watch");
    expect(english("batteries")).toBe("battery");
    expect(english("ladies")).toBe("women");
    expect(english("specs")).toBe("spectacles");
    expect(english("fridge")).toBe("fridge");
    expect(english("refrigerator")).toBe("fridge");
    expect(english("pressure cooker")).toBe("pressure cooker");
    expect(english("साड़ियां")).toBe(english("साड़ियाँ"));
    expect(english("harmonium")).toBe("harmonium");
    expect(english("phoenix")).toBeUndefined();
  });

  it("gives a Devanagari form also without its nukta, as many people type it", () => {
    const phone = findSearchWord("phone")!;
    expect(spellingsOf(phone)).toEqual(expect.arrayContaining(["फ़ोन", "फोन", "phone", "fone"]));
    expect(lookupForm("फ़्रिज")).toBe(lookupForm("फ्रिज"));
  });

  it("knows the words that say nothing about the thing", () => {
    for (const w of ["sasta", "purana", "chahiye", "used", "सस्ता", "पुराना", "चाहिए"]) expect(isFiller(w), w).toBe(true);
    for (const w of ["phone", "sofa", "फ़ोन"]) expect(isFiller(w), w).toBe(false);
  });

  it("finds the word one typo away, for words of four letters or more", () => {
    expect(nearSearchWord("labtop")?.english[0]).toBe("laptop");
    expect(nearSearchWord("dumbells")?.english[0]).toBe("dumbbell");
    expect(nearSearchWord("laptpo")?.english[0]).toBe("laptop");
    expect(nearSearchWord("qxzv")).toBeUndefined();
    expect(nearSearchWord("ab")).toBeUndefined();
  });

  it("completes a typed beginning in its own script, never with a misspelling", () => {
    const forms = (typed: string) => formsStartingWith(typed).map((f) => f.form);
    expect(forms("phon")).toEqual(expect.arrayContaining(["phone"]));
    expect(forms("मोबा")).toEqual(["मोबाइल"]);
    expect(forms("fon")).toEqual([]);
  });

  it("names every category in Hindi", () => {
    for (const category of CATEGORIES) expect(CATEGORY_LABELS_HI[category]).toMatch(/[\u0900-\u097F]/);
  });
});

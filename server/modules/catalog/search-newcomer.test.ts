import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SearchSuggestions } from "@contract/search-suggestions";
import { DEMO_CATALOGUE, insertSearchCatalogue } from "../../test/search-catalogue";
import { createTestApp } from "../../test/test-app";

let t: Awaited<ReturnType<typeof createTestApp>>;
let demoSeller: string;
beforeAll(async () => {
  t = await createTestApp();
  demoSeller = (await insertSearchCatalogue(t.db, DEMO_CATALOGUE)).sellerId;
});
afterAll(() => t.close());

const titles = async (query: string) =>
  ((await t.app.inject({ url: `/api/products?limit=48&${query}` })).json() as { title: string }[]).map((p) => p.title);
const search = (words: string, more = "") => titles(`search=${encodeURIComponent(words)}${more}`);
const suggestionsFor = async (q: string) => {
  const res = await t.app.inject({ url: `/api/search/suggestions?q=${encodeURIComponent(q)}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as SearchSuggestions;
};
const PHONES = ["Samsung Galaxy S23", "Apple iPhone 13", "OnePlus Nord", "Redmi Note 12"];

describe("search as a newcomer tries it, on the demo catalogue", () => {
  it("finds the same four phones for phone, phones, phon, fone, mobile and मोबाइल", async () => {
    const phone = await search("phone");
    expect(phone).toHaveLength(4);
    for (const title of PHONES)
      expect(
        phone.some((p) => p.startsWith(title)),
        title,
      ).toBe(true);
    for (const words of ["phones", "phon", "fone", "mobile", "mobail", "मोबाइल", "फ़ोन", "phone sasta"])
      expect((await search(words)).sort(), words).toEqual([...phone].sort());
  });

  it("finds the same listings in the singular and the plural", async () => {
    const pairs: [string, string][] = [
      ["book", "books"],
      ["shoe", "shoes"],
      ["watch", "watches"],
      ["laptop", "laptops"],
      ["किताब", "किताबें"],
    ];
    for (const [one, many] of pairs) expect((await search(one)).sort(), one).toEqual((await search(many)).sort());
  });

  it("finds the handbag for bag and for ladies bag", async () => {
    expect(await search("bag")).toContain("Hidesign leather handbag, tan");
    // Nothing here says "ladies": the bags are found without it.
    expect(await search("ladies bag")).toContain("Hidesign leather handbag, tan");
  });

  it("finds headphones for phone only when no phone matches", async () => {
    expect(await search("phone")).not.toContain("Sony WH-1000XM4 noise cancelling headphones");
    const headphonesOnly = await insertSearchCatalogue(t.db, [
      DEMO_CATALOGUE.find((l) => l.title.includes("WH-1000XM4"))!,
      DEMO_CATALOGUE.find((l) => l.title.includes("cricket bat"))!,
    ]);
    expect(await search("phone", `&sellerId=${headphonesOnly.sellerId}`)).toEqual([
      "Sony WH-1000XM4 noise cancelling headphones",
    ]);
    expect(await search("fone", `&sellerId=${headphonesOnly.sellerId}`)).toEqual([
      "Sony WH-1000XM4 noise cancelling headphones",
    ]);
    expect(await search("phone", `&sellerId=${demoSeller}`)).toHaveLength(4);
  });
});

describe("GET /api/search/suggestions", () => {
  it("never offers a suggestion that finds fewer listings than the text typed", async () => {
    for (const typed of ["ph", "phon", "lap", "boo", "sho", "bag", "मोबा", "किता", "kurt", "samsung ph"]) {
      const { category, suggestions } = await suggestionsFor(typed);
      const typedFinds = (await search(typed, category ? `&category=${category}` : "")).length;
      for (const s of suggestions) {
        const finds = (await search(s.text, s.category ? `&category=${s.category}` : "")).length;
        expect(finds, `${typed} -> ${s.text}`).toBeGreaterThanOrEqual(typedFinds);
      }
    }
    const phon = await suggestionsFor("phon");
    expect(phon.suggestions.map((s) => s.text)).toContain("phones");
    expect(phon.suggestions.map((s) => s.text)).not.toContain("headphones");
  });

  it("completes Devanagari in Devanagari and detects the category of Hindi and Hinglish words", async () => {
    expect(await suggestionsFor("मोबा")).toEqual({
      category: null,
      suggestions: [{ text: "मोबाइल", category: "electronics" }],
    });
    expect((await suggestionsFor("फ़ोन")).category).toBe("electronics");
    expect((await suggestionsFor("kitab")).category).toBe("books");
    expect((await suggestionsFor("purani kitaben")).category).toBe("books");
    expect((await suggestionsFor("साइकिल")).category).toBe("vehicles");
    expect((await suggestionsFor("yoga mat")).category).toBe("sports");
    // A brand is not a category, as in the search box's own detection.
    expect((await suggestionsFor("samsung")).category).toBeNull();
    expect((await suggestionsFor("p")).suggestions).toEqual([]);
  });
});

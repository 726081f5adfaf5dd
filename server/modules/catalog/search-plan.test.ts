import { describe, expect, it } from "vitest";
import { anyOf, searchPlan } from "./search-plan";

const typed = (search: string) => searchPlan(search).groups.map((g) => g.typed);

describe("reading a search through the dictionary", () => {
  it("drops words that say nothing about the thing, unless nothing else is left", () => {
    expect(typed("phone sasta")).toEqual(["phone"]);
    expect(typed("पुराना लैपटॉप सस्ता")).toEqual(["लैपटॉप"]);
    expect(typed("used")).toEqual(["used"]);
  });

  it("reads the longest dictionary phrase as one word", () => {
    expect(typed("prestige pressure cooker")).toEqual(["prestige", "pressure cooker"]);
    expect(typed("school bag blue")).toEqual(["school bag", "blue"]);
  });

  it("searches a dictionary word by its spellings in three scripts and its product type", () => {
    const [phone] = searchPlan("fone").groups;
    expect(phone!.terms).toEqual(expect.arrayContaining(["phone", "mobile", "फ़ोन", "फोन", "मोबाइल", "mobail"]));
    expect(phone!.raw).toBeUndefined();
    expect(phone!.inside).toContain("headphones");
    expect(phone!.category).toBe("electronics");
    expect(searchPlan("ladies").groups[0]!.qualifier).toBe(true);
  });

  it("searches other words as typed, a Devanagari one also romanised, and a near dictionary word for typos", () => {
    const [nord, model] = searchPlan("nord wh-1000xm4").groups;
    expect(nord).toMatchObject({ raw: "nord", terms: [] });
    expect(model!.raw).toBe("wh-1000xm4");
    expect(searchPlan("प्रेमचंद").groups[0]).toMatchObject({ raw: "प्रेमचंद", terms: ["premchand"] });
    // A spelling the dictionary lacks, found again by its romanisation.
    expect(searchPlan("मोबाईल").groups[0]!.terms).toContain("phone");
    expect(searchPlan("dumbells").groups[0]!.near?.english[0]).toBe("dumbbell");
    expect(searchPlan("सैमसंग फ़ोन").text).toBe("saimsang fon");
  });

  it("builds tsquery text from letters and digits only, phrases joined", () => {
    expect(anyOf(["phone", "pressure cooker", "a&b|!c", "फ़ोन"])).toBe(
      "'phone' | ('pressure' <-> 'cooker') | ('a' <-> 'b' <-> 'c') | 'फ़ोन'",
    );
    expect(anyOf(["&|!", ""])).toBeUndefined();
  });
});

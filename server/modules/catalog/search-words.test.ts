import { describe, expect, it } from "vitest";
import { typeWordVariant, typoTsquery } from "./search-words";

describe("search words for product types", () => {
  it("maps the words of a type's label and everyday names to the stored type", () => {
    expect(typeWordVariant("samsung phone")).toBe("samsung mobile");
    expect(typeWordVariant("Television 43 inch")).toBe("tv 43 inch");
    expect(typeWordVariant("used scooter")).toBe("used motorcycle");
    expect(typeWordVariant("Hero bike")).toBe("Hero motorcycle");
    expect(typeWordVariant("gold jewellery")).toBe("gold jewelry");
  });

  it("leaves text without such words alone", () => {
    expect(typeWordVariant("samsung galaxy")).toBeUndefined();
    expect(typeWordVariant("mobile")).toBeUndefined();
    expect(typeWordVariant("")).toBeUndefined();
    expect(typeWordVariant("phoneix")).toBeUndefined();
  });
});

describe("respellings for typos", () => {
  it("swaps neighbouring letters, and drops one letter in short words", () => {
    expect(typoTsquery("iphnoe")).toBe("(iphnoe | pihnoe | ihpnoe | ipnhoe | iphone | iphneo)");
    expect(typoTsquery("Sfoa 3")).toBe("(sfoa | fsoa | sofa | sfao | foa | soa | sfa | sfo) & 3");
  });

  it("keeps tsquery syntax out and has nothing to offer for numbers and single letters", () => {
    expect(typoTsquery("a & b | !c")).toBeUndefined();
    expect(typoTsquery("43 55")).toBeUndefined();
    expect(typoTsquery("")).toBeUndefined();
    expect(typoTsquery("tv:*<->(x)")).toBeUndefined();
  });

  it("looks at six words at most", () => {
    expect(typoTsquery("one two three four five six seven")?.split(" & ")).toHaveLength(6);
  });
});

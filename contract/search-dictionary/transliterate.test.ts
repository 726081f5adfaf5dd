import { describe, expect, it } from "vitest";
import { transliterate } from "./transliterate";

describe("Devanagari to Hinglish", () => {
  it("writes words as Indians type them, the silent inherent vowel left out", () => {
    expect(transliterate("सैमसंग")).toBe("saimsang");
    expect(transliterate("फ़ोन")).toBe("fon");
    expect(transliterate("फोन")).toBe("phon");
    expect(transliterate("मोबाईल")).toBe("mobail");
    expect(transliterate("किताबें")).toBe("kitaben");
    expect(transliterate("हारमोनियम")).toBe("harmoniyam");
    expect(transliterate("कमल")).toBe("kamal");
    expect(transliterate("ज़ेवर")).toBe("zevar");
    expect(transliterate("लैपटॉप")).toBe("laiptop");
  });

  it("keeps digits and what is not Devanagari", () => {
    expect(transliterate("२०२२")).toBe("2022");
    expect(transliterate("iphone")).toBe("iphone");
  });
});

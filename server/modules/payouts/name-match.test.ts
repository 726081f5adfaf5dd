import { describe, expect, it } from "vitest";
import { namesMatch } from "./name-match";
import { narration, payoutMode, providerName } from "./payout-texts";
import { transliterate } from "./transliterate";

describe("the holder's name against the bank's", () => {
  it.each([
    ["Anil Kumar Sharma", "A K SHARMA"],
    ["Anil Kumar Sharma", "SHARMA ANIL KUMAR"],
    ["A. K. Sharma", "Anil Kumar Sharma"],
    ["anil sharma", "ANIL KUMAR SHARMA"],
    ["Mr. Mohammad Rafi", "MOHAMMED RAFI"],
    ["अनिल कुमार शर्मा", "ANIL KUMAR SHARMA"],
    ["Meera Iyer", "MEERA  IYER."],
  ])("%s matches %s", (holder, bank) => expect(namesMatch(holder, bank)).toBe(true));

  it.each([
    ["Anil Sharma", "SUNIL SHARMA"],
    ["Anil Kumar Sharma", "A K"],
    ["Meera Iyer", "RAVI DAS"],
    ["Anil Kumar Sharma", ""],
    ["Anil", "ANIL KUMAR SHARMA"],
  ])("%s does not match %s", (holder, bank) => expect(namesMatch(holder, bank)).toBe(false));
});

describe("what we send RazorpayX", () => {
  it("transliterates Indian scripts to Latin letters", () => {
    expect(transliterate("अनिल कुमार शर्मा")).toBe("Anil Kumar Sharma");
    expect(transliterate("सीता")).toBe("Seeta");
    expect(providerName("प्रिया")).toMatch(/^[A-Za-z ]{3,50}$/);
  });

  it("keeps names within 3-50 allowed characters, not ending in a special one", () => {
    expect(providerName("Anil Kumar Sharma")).toBe("Anil Kumar Sharma");
    expect(providerName("Rāhul O'Brien-")).toBe("Rahul O'Brien");
    expect(providerName("Li")).toBe("Seller Li");
    expect(providerName("x".repeat(80))).toHaveLength(50);
    expect(providerName("Émile @ Home #1")).toBe("Emile Home 1");
  });

  it("narrates in at most 30 letters, digits and spaces; IMPS up to Rs 5,00,000 then NEFT", () => {
    expect(narration(1042)).toBe("Dobara payout 1042");
    expect(narration(Number.MAX_SAFE_INTEGER)).toMatch(/^[A-Za-z0-9 ]{1,30}$/);
    expect(payoutMode(50_000_000)).toBe("IMPS");
    expect(payoutMode(50_000_001)).toBe("NEFT");
  });
});

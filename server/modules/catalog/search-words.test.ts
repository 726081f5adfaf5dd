import { describe, expect, it } from "vitest";
import { typeWordVariant } from "./search-words";

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

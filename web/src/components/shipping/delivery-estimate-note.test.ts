import { createElement } from "react";
import { describe, expect, it } from "vitest";
import { renderWithCache } from "@web/test/render-with-cache";
import { DeliveryEstimateNote } from "./delivery-estimate-note";

const note = (language: "en" | "hi") =>
  renderWithCache(
    createElement(DeliveryEstimateNote, {
      pincode: "744101",
      estimate: { serviceable: false, etaDays: null } as never,
      pending: false,
      error: null,
    }),
    [],
    language,
  );

describe("the delivery estimate in Hindi (decision 0046)", () => {
  it("says a pincode is not served in the page's language", () => {
    expect(note("hi")).toContain("हमारा कूरियर अभी पिनकोड 744101 पर डिलीवरी नहीं करता।");
    expect(note("en")).toContain("Our courier does not deliver to pincode 744101 yet. Please choose another address.");
  });
});

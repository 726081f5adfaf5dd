import { createElement } from "react";
import { Router } from "wouter";
import { describe, expect, it } from "vitest";
import { renderWithCache, sampleListing } from "@web/test/render-with-cache";
import { ListingForm } from "./components/listing-form";
import { emptyListing } from "./components/listing-values";
import { SellerProductCard } from "./components/seller-product-card";
import { OwnerNote } from "./components/owner-note";
import { refuseSkippedPhotos, unreadablePhotosMessage } from "./components/file-checks";

const inRouter = (element: ReturnType<typeof createElement>) =>
  createElement(Router, { ssrPath: "/dashboard", children: element });

const form = (language: "en" | "hi") =>
  renderWithCache(
    inRouter(
      createElement(ListingForm, {
        mode: "create",
        userId: "u1",
        initial: { ...emptyListing, category: "electronics", productType: "mobile", hasBill: true },
        busy: false,
        submitLabel: "List Product",
        onSubmit: () => undefined,
      }),
    ),
    [],
    language,
  );

describe("the listing screens in Hindi (decision 0046)", () => {
  it("shows the listing form's sections, labels, pickers and address fields in Hindi", () => {
    const hi = form("hi");
    for (const text of [
      "आप क्या बेच रहे हैं?",
      "टाइटल",
      "कीमत (₹)",
      "पूरे रुपयों में",
      "कैटेगरी चुनें",
      "इलेक्ट्रॉनिक्स",
      "प्रोडक्ट का प्रकार",
      "मोबाइल फ़ोन",
      "ब्रांड चुनें",
      "RAM चुनें",
      "स्टोरेज चुनें",
      "नए जैसा",
      "हम खराब हालत वाले प्रोडक्ट नहीं लेते",
      "हाँ, मेरे पास है",
      "बिल की फ़ोटो जोड़ें",
      "फ़ोटो जोड़ें",
      "वीडियो जोड़ें",
      "पिकअप का पता",
      "पते की पहली लाइन",
      "राज्य चुनें",
    ])
      expect(hi).toContain(text);
    for (const english of ["What are you selling?", "Select category", "Pickup address", "Add photos", "Add a video"])
      expect(hi).not.toContain(english);
  });

  it("keeps the English form word for word", () => {
    const en = form("en");
    for (const text of ["What are you selling?", "Select category", "Mobile Phone", "Pickup address", "Add photos"])
      expect(en).toContain(text);
  });

  it("shows a seller's card in Hindi: status, offers to answer, view and edit", () => {
    const card = (language: "en" | "hi") =>
      renderWithCache(
        inRouter(
          createElement(SellerProductCard, {
            product: { ...sampleListing, status: "pending", hasPendingEdit: true },
            pendingOffers: 2,
          }),
        ),
        [],
        language,
      );
    const hi = card("hi");
    for (const text of ["मंज़ूरी बाकी", "ऑफ़र मिला", "2 ऑफ़र का जवाब दें", "देखें", "बदलें", "बदलाव मंज़ूरी के इंतज़ार में है"])
      expect(hi).toContain(text);
    expect(card("en")).toContain("2 offers to answer");
  });

  it("shows the owner's note on the product page in Hindi", () => {
    const html = renderWithCache(
      inRouter(
        createElement(OwnerNote, {
          product: { ...sampleListing, status: "rejected", rejectionReason: "Blurry" } as never,
        }),
      ),
      [],
      "hi",
    );
    expect(html).toContain("यह आपकी लिस्टिंग है।");
    expect(html).toContain("वजह: Blurry");
  });

  it("names refused photos in English without the page's words, as the unit checks expect", () => {
    expect(unreadablePhotosMessage(["a.heic"])).toBe(
      "a.heic is not a picture we can open. Choose JPEG, PNG or WebP photos.",
    );
    expect(refuseSkippedPhotos("edit", [{ name: "a.jpg" }])?.description).toBe("a.jpg is over 5MB or not an image.");
  });
});

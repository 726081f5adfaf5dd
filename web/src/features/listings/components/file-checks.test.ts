import { describe, expect, it } from "vitest";
import { refuseBillPhoto, refuseSkippedPhotos, refuseVideo } from "./file-checks";

const MB = 1024 * 1024;

describe("listing form file checks (docs/product.md#listings, docs/product.md#limits-and-timings)", () => {
  it("takes a video up to 50 MB and refuses anything else as Invalid File", () => {
    expect(refuseVideo({ type: "video/mp4", size: 50 * MB })).toBeUndefined();
    const refusal = { title: "Invalid File", description: "Please select a video file under 50MB." };
    expect(refuseVideo({ type: "video/mp4", size: 50 * MB + 1 })).toEqual(refusal);
    expect(refuseVideo({ type: "image/jpeg", size: 1000 })).toEqual(refusal);
  });

  it("takes a bill photo up to 5 MB", () => {
    expect(refuseBillPhoto({ type: "image/png", size: 5 * MB })).toBeUndefined();
    expect(refuseBillPhoto({ type: "image/png", size: 5 * MB + 1 })).toEqual({
      title: "File too large",
      description: "Please select an image under 5MB.",
    });
  });

  it("names skipped photos: Invalid Files on the listing form, Invalid File with the names on the edit form", () => {
    expect(refuseSkippedPhotos("create", [])).toBeUndefined();
    expect(refuseSkippedPhotos("create", [{ name: "a.heic" }])).toEqual({
      title: "Invalid Files",
      description: "Some files were skipped. Only images under 10MB are allowed.",
    });
    expect(refuseSkippedPhotos("edit", [{ name: "a.jpg" }, { name: "b.jpg" }])).toEqual({
      title: "Invalid File",
      description: "a.jpg, b.jpg is over 5MB or not an image.",
    });
  });
});

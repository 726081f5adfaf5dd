import { describe, expect, it } from "vitest";
import { demoPhoto, shapeNameFor } from "./demo-images";
import { DEMO_LISTINGS } from "./demo-listings";

const listing = (titleStart: string) => {
  const found = DEMO_LISTINGS.find((l) => l.title.startsWith(titleStart));
  if (!found) throw new Error(`no demo listing ${titleStart}`);
  return found;
};

describe("demo listing pictures", () => {
  it("draw each vehicle and instrument as its own kind", () => {
    expect(shapeNameFor(listing("Honda Activa"))).toBe("scooter");
    expect(shapeNameFor(listing("Royal Enfield"))).toBe("motorcycle");
    expect(shapeNameFor(listing("Hero Sprint"))).toBe("bicycle");
    expect(shapeNameFor(listing("Yamaha F310 acoustic guitar"))).toBe("guitar");
    expect(shapeNameFor(listing("Harmonium"))).toBe("harmonium");
    expect(shapeNameFor(listing("Casio CT-S300"))).toBe("keyboard");
  });

  it("never fall back to the generic picture: every listing names what it shows", () => {
    expect(DEMO_LISTINGS.filter((l) => shapeNameFor(l) === "other").map((l) => l.title)).toEqual([]);
  });

  it("render different pictures for different kinds", async () => {
    const kinds = ["Honda Activa", "Royal Enfield", "Hero Sprint", "Yamaha F310", "Harmonium", "Casio CT-S300"].map(
      listing,
    );
    const photos = await Promise.all(kinds.map((l) => demoPhoto(l, 0, 0)));
    expect(new Set(photos.map((p) => p.toString("base64"))).size).toBe(kinds.length);
  });
});

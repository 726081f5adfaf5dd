import { describe, expect, it } from "vitest";
import { splitInclusive } from "./gst-split";

describe("a tax-inclusive fee split to the paisa", () => {
  it("adds back exactly, halves CGST and SGST equally, and is within a paisa of the exact tax", () => {
    for (let rupees = 1; rupees <= 5000; rupees += 1) {
      for (const intra of [true, false]) {
        const l = splitInclusive("fee", rupees * 100, 1800, intra);
        expect(l.taxablePaise + l.cgstPaise + l.sgstPaise + l.igstPaise).toBe(rupees * 100);
        expect(l.cgstPaise).toBe(l.sgstPaise);
        if (intra) expect(l.igstPaise).toBe(0);
        else expect(l.cgstPaise).toBe(0);
        const exact = (rupees * 100 * 18) / 118;
        expect(Math.abs(l.cgstPaise + l.sgstPaise + l.igstPaise - exact)).toBeLessThanOrEqual(1);
      }
    }
  });

  it("reads a round figure as a person would: Rs 118 is Rs 100 and Rs 18 of tax", () => {
    expect(splitInclusive("fee", 11_800, 1800, true)).toMatchObject({
      taxablePaise: 10_000,
      cgstPaise: 900,
      sgstPaise: 900,
    });
    expect(splitInclusive("fee", 11_800, 1800, false)).toMatchObject({ taxablePaise: 10_000, igstPaise: 1800 });
  });
});

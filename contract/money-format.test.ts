import { describe, expect, it } from "vitest";
import { formatIndianNumber, formatRupees } from "./money-format";

const intlRupees = new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR", maximumFractionDigits: 0 });
const intlCount = new Intl.NumberFormat("en-IN", { maximumFractionDigits: 0 });

describe("Indian number formatting by hand", () => {
  const samples = [
    0,
    1,
    9,
    10,
    99,
    100,
    999,
    1000,
    1001,
    9999,
    10000,
    12345,
    99999,
    100000,
    125000,
    999999,
    1000000,
    1234567,
    12345678,
    123456789,
    1234567890,
    98765432101,
    Number.MAX_SAFE_INTEGER,
    -1,
    -500,
    -1000,
    -125000,
    -98765432,
    0.4,
    0.5,
    1.5,
    2.5,
    999.5,
    99999.5,
    -0.5,
    -2.5,
    -999.5,
    1e15,
  ];

  it.each(samples)("%d matches Intl's en-IN rupees and counts", (n) => {
    expect(formatRupees(n)).toBe(intlRupees.format(n));
    expect(formatIndianNumber(n)).toBe(intlCount.format(n));
  });

  it("matches Intl on many random whole amounts and on strings from the database", () => {
    for (let i = 0; i < 5000; i++) {
      const n = Math.floor(Math.random() * 10 ** (1 + (i % 14)));
      expect(formatRupees(n)).toBe(intlRupees.format(n));
      expect(formatRupees(String(n))).toBe(intlRupees.format(n));
    }
    expect(formatRupees("1800.00")).toBe("₹1,800");
  });
});

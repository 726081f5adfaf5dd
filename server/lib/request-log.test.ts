import { describe, expect, it } from "vitest";
import { withoutAccountNumbers } from "./request-log";

describe("withoutAccountNumbers", () => {
  it("keeps only the last four digits of an account number in a logged URL", () => {
    expect(withoutAccountNumbers("/sandbox/payouts/v1/payouts?account_number=23232302629713586&count=100")).toBe(
      "/sandbox/payouts/v1/payouts?account_number=XXXXXX3586&count=100",
    );
    expect(withoutAccountNumbers("/x?count=1&account_number=1234567890")).toBe("/x?count=1&account_number=XXXXXX7890");
    expect(withoutAccountNumbers("/api/products?limit=8")).toBe("/api/products?limit=8");
  });
});

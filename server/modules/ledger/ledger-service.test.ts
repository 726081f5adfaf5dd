import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ledgerEntries } from "../../db/schema/ledger-entries";
import { payments } from "../../db/schema/payments";
import { checkoutKit } from "../../test/checkout-kit";
import { createTestApp } from "../../test/test-app";
import { UnbalancedMovementError, postMovement } from "./ledger-service";

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
const kit = checkoutKit(() => t);

async function aPayment() {
  const listing = await kit.listing();
  const buyer = await kit.buyer();
  const res = await kit.initiate(buyer.token, kit.body(listing.id, buyer.addressId, 6500));
  const [row] = await t.db.select().from(payments).where(eq(payments.txnid, res.json().paymentData.txnid));
  return row!;
}

describe("postMovement", () => {
  it("refuses lines that do not balance, or are not whole non-zero paise, and writes nothing", async () => {
    const payment = await aPayment();
    const bad = [
      [
        { account: "cash", amountPaise: 100 },
        { account: "buyer_funds_held", amountPaise: -99 },
      ],
      [{ account: "cash", amountPaise: 100 }],
      [
        { account: "cash", amountPaise: 0.5 },
        { account: "buyer_funds_held", amountPaise: -0.5 },
      ],
      [
        { account: "cash", amountPaise: 0 },
        { account: "buyer_funds_held", amountPaise: 0 },
      ],
    ] as const;
    for (const lines of bad)
      await expect(
        t.db.transaction((tx) =>
          postMovement(tx, { kind: "payment_received", paymentId: payment.id, lines: [...lines] }),
        ),
      ).rejects.toBeInstanceOf(UnbalancedMovementError);
    expect(await t.db.select().from(ledgerEntries).where(eq(ledgerEntries.paymentId, payment.id))).toHaveLength(0);
  });

  it("posts a kind once per payment: a second post changes nothing", async () => {
    const payment = await aPayment();
    const lines = [
      { account: "cash" as const, amountPaise: 674500 },
      { account: "buyer_funds_held" as const, amountPaise: -674500 },
    ];
    expect(
      await t.db.transaction((tx) => postMovement(tx, { kind: "payment_received", paymentId: payment.id, lines })),
    ).toBe(true);
    expect(
      await t.db.transaction((tx) => postMovement(tx, { kind: "payment_received", paymentId: payment.id, lines })),
    ).toBe(false);
    const rows = await t.db.select().from(ledgerEntries).where(eq(ledgerEntries.paymentId, payment.id));
    expect(rows).toHaveLength(2);
    expect(rows.reduce((s, r) => s + r.amountPaise, 0)).toBe(0);
  });
});

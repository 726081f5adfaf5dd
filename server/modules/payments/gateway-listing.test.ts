import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { istDateOf, istDaysBefore, istDayWindow } from "@contract/ist-days";
import { orders } from "../../db/schema/orders";
import { payments } from "../../db/schema/payments";
import { refunds } from "../../db/schema/refunds";
import { sandboxTransactions } from "../../sandboxes/payments/schema";
import { checkoutKit, formPost } from "../../test/checkout-kit";
import { createTestApp } from "../../test/test-app";
import { requestPendingRefunds } from "../refunds";
import { gatewayFor, type GatewaySettings, type PaymentRow } from ".";

/** A day's transactions, asked of the sandbox in PayU's and Razorpay's own protocols (docs/providers/). */
let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
const kit = checkoutKit(() => t);
const today = () => istDayWindow(istDateOf(new Date()));

/** Every server-to-server call the provider makes, counted on its way to the sandbox. */
function counted() {
  const calls: string[] = [];
  const transport: NonNullable<GatewaySettings["transport"]> = (request) => {
    calls.push(new URL(request.url).pathname + (request.payload?.match(/command=(\w+)/)?.[1] ?? ""));
    return t.app.inject(request);
  };
  return { settings: kit.jobDeps(transport).gateway, calls };
}

describe("PayU's day (get_Transaction_Details, getAllRefundsFromTxnIds)", () => {
  it("lists the day's captures (not the failed attempts) and the refunds of the checkouts it is asked about", async () => {
    const listing = await kit.listing();
    const buyer = await kit.buyer();
    const data = (await kit.initiate(buyer.token, kit.body(listing.id, buyer.addressId, 6500))).json()
      .paymentData as Record<string, string>;
    await kit.payInSandbox(data, "failure");
    const res = await formPost(t.app, "/api/payments/payu/success", (await kit.payInSandbox(data)).fields);
    const orderId = new URL(res.headers.location!, "http://x").searchParams.get("orderId")!;
    const [order] = await t.db.select().from(orders).where(eq(orders.id, orderId));
    const [payment] = await t.db.select().from(payments).where(eq(payments.id, order!.paymentId!));
    const cancel = await kit.req("PUT", `/api/orders/${orderId}/cancel`, buyer.token, { reason: "mistakenly_placed" });
    expect(cancel.statusCode, cancel.body).toBe(200);
    await requestPendingRefunds(kit.jobDeps());
    const [refund] = await t.db.select().from(refunds).where(eq(refunds.paymentId, payment!.id));
    expect(refund!.status).toBe("processed");

    const { settings, calls } = counted();
    const payu = gatewayFor(settings, "payu");
    expect(payu.sandbox).toBe(true);
    const day = await payu.listTransactions(today(), [payment!]);
    expect(day.captures).toEqual([
      expect.objectContaining({
        gatewayPaymentId: payment!.gatewayPaymentId,
        amountPaise: 674500,
        refundedPaise: 674500,
      }),
    ]);
    expect(day.refunds).toEqual([
      {
        gatewayRefundId: refund!.gatewayRefundId,
        gatewayPaymentId: payment!.gatewayPaymentId,
        amountPaise: 674500,
        at: expect.any(Date),
      },
    ]);
    expect(calls.sort()).toEqual([
      "/sandbox/payu/postservicegetAllRefundsFromTxnIds",
      "/sandbox/payu/postserviceget_Transaction_Details",
    ]);

    const yesterday = istDayWindow(istDaysBefore(istDateOf(new Date()), 1));
    expect(await payu.listTransactions(yesterday, [])).toEqual({ captures: [], refunds: [] });
  });
});

describe("Razorpay's day (payments and refunds by time, count/skip)", () => {
  it("reads every page to the end: captured payments, not failed or auto-refunded ones, and processed refunds", async () => {
    const at = new Date();
    const rows = Array.from({ length: 205 }, (_, i) => ({
      gateway: "razorpay",
      reference: `order_list${i}`,
      gatewayPaymentId: `pay_list${String(i).padStart(4, "0")}`,
      status: "success" as const,
      amount: 100 + i,
      mode: "card",
      createdAt: at,
    }));
    await t.db
      .insert(sandboxTransactions)
      .values([
        ...rows,
        { ...rows[0]!, reference: "order_listf", gatewayPaymentId: "pay_listfailed", status: "failure" },
        { ...rows[0]!, reference: "order_list0", gatewayPaymentId: "pay_listauto", status: "auto_refunded" },
      ]);
    const { settings, calls } = counted();
    const razorpay = gatewayFor(settings, "razorpay");
    const refunded = await razorpay.refund({ gatewayPaymentId: "pay_list0007" } as PaymentRow, {
      token: "reconcile-list-0007",
      amountPaise: 5000,
    });
    expect(refunded.kind).toBe("processed");

    const day = await razorpay.listTransactions(today(), []);
    expect(day.captures).toHaveLength(205);
    expect(day.captures.find((c) => c.gatewayPaymentId === "pay_list0007")).toMatchObject({
      amountPaise: 10700,
      refundedPaise: 5000,
    });
    expect(day.refunds).toEqual([expect.objectContaining({ gatewayPaymentId: "pay_list0007", amountPaise: 5000 })]);
    // 205 payments and the two others: three pages of 100; the one refund: one short page.
    expect(calls.filter((c) => c === "/sandbox/razorpay/v1/payments")).toHaveLength(3);
    expect(calls.filter((c) => c === "/sandbox/razorpay/v1/refunds")).toHaveLength(1);
  });

  it("is unreachable, not empty, when Razorpay refuses the key", async () => {
    const settings = { ...kit.jobDeps().gateway };
    settings.razorpay = { ...settings.razorpay, keySecret: "wrong" };
    await expect(gatewayFor(settings, "razorpay").listTransactions(today(), [])).rejects.toThrow(/401/);
  });
});

import { deliveryLineParts } from "@contract/checkout";
import { toPaise } from "@contract/money";
import type { Db, Tx } from "../../db/client";
import {
  DEFAULT_GST,
  issueOrderInvoices,
  mailInvoicesIssued,
  type GstSettings,
  type InvoiceMailDeps,
  type InvoiceMailee,
} from "../invoices";
import { payoutDue, tdsWithheld } from "../ledger";
import { ordersOwingPayout, shippingFacts, tellPayoutDue, totalPaid, type OrderOwingPayout } from "../orders";
import { owePayout, type TdsSettings } from "../payouts";

/** Dobara's GST registration and the 194-O figures (config.tax); tests take the defaults outside production's. */
export type TaxSettings = GstSettings & TdsSettings;

export const DEFAULT_TAX: TaxSettings = {
  ...DEFAULT_GST,
  tdsRatePercent: 0.1,
  tdsNoPanRatePercent: 5,
  smallSellerLimitRupees: 500_000,
};

/** The buyer as the delivery address names them, and the seller at the listing's pickup address. */
async function invoiceParties(tx: Tx, orderId: string) {
  const f = await shippingFacts(tx, orderId);
  const to = deliveryLineParts(f.deliveryAddress);
  const mailees = (side: "buyer" | "seller", issued: boolean): InvoiceMailee[] =>
    issued
      ? [
          {
            orderId,
            orderNumber: f.orderNumber,
            side,
            email: side === "buyer" ? f.buyerEmail : f.sellerEmail,
            name: side === "buyer" ? f.buyerName : f.sellerName,
            language: side === "buyer" ? f.buyerLanguage : f.sellerLanguage,
          },
        ]
      : [];
  return {
    mailees,
    orderNumber: f.orderNumber,
    buyer: to
      ? {
          name: to.name ?? f.buyerName,
          address: [to.address, to.city].filter(Boolean).join(", "),
          state: to.state,
          pincode: to.pincode,
        }
      : { name: f.buyerName, address: f.deliveryAddress, state: "", pincode: "" },
    seller: {
      name: f.sellerName,
      address: [f.addressLine1, f.addressLine2, f.landmark, f.city].filter(Boolean).join(", "),
      state: f.state ?? "",
      pincode: f.pincode ?? "",
    },
  };
}

/**
 * The one place a seller's payout becomes owed: finalPrice - sellerFee - TDS, to the account the listing named. In the
 * transaction that decides it; idempotent per order. The sale is complete here, so the money the order held is
 * split (docs/decisions/0014-ledger.md): the seller's share, both fees, the delivery charge, and the coupon's cost;
 * 194-O's TDS is kept from the share (decision 0045), and Dobara's tax invoices for its fees are issued (decision 0044).
 * Sending it is the payouts module's work (by the payouts API, or by the admin's hand).
 */
async function makePayoutDue(tx: Tx, o: OrderOwingPayout, tax: TaxSettings, mailees: InvoiceMailee[]) {
  const share = o.finalPrice - o.sellerFee;
  const payout = await owePayout(
    tx,
    { orderId: o.id, sellerId: o.sellerId, bankAccountId: o.bankAccountId, gross: o.finalPrice, share, at: new Date() },
    tax,
  );
  if (!payout || !o.paymentId) return payout;
  const tds = payout.tds;
  const ref = { paymentId: o.paymentId, orderId: o.id };
  await payoutDue(tx, ref, {
    paid: toPaise(totalPaid(o)),
    sellerShare: toPaise(share),
    fees: toPaise(o.buyerFee + o.sellerFee),
    delivery: toPaise(o.deliveryCharge),
    coupon: toPaise(o.couponDiscount),
  });
  if (tds > 0) await tdsWithheld(tx, ref, toPaise(tds));
  const { mailees: mail, ...parties } = await invoiceParties(tx, o.id);
  const issued = await issueOrderInvoices(
    tx,
    { orderId: o.id, buyerFee: o.buyerFee, deliveryCharge: o.deliveryCharge, sellerFee: o.sellerFee, ...parties },
    tax,
  );
  for (const side of ["buyer", "seller"] as const)
    mailees.push(
      ...mail(
        side,
        issued.some((i) => i.recipient === side),
      ),
    );
  return payout;
}

/**
 * The payouts-due job (orders, payouts, ledger, invoices): every delivered order whose return window closed with no
 * return, or a rejected one.
 */
export async function makeDuePayouts(
  db: Db,
  tax: TaxSettings = DEFAULT_TAX,
  opts: { batch?: number; mail?: InvoiceMailDeps } = {},
) {
  const batch = opts.batch ?? 200;
  let made = 0;
  for (;;) {
    const mailees: InvoiceMailee[] = [];
    const n = await db.transaction(async (tx) => {
      const owing = await ordersOwingPayout(tx, batch);
      let count = 0;
      for (const o of owing) {
        const payout = await makePayoutDue(tx, o, tax, mailees);
        if (!payout) continue;
        count += 1;
        await tellPayoutDue(tx, o, payout.amount);
      }
      return { count, seen: owing.length };
    });
    made += n.count;
    if (opts.mail) await mailInvoicesIssued(opts.mail, mailees);
    if (n.seen < batch) return made;
  }
}

import { toPaise } from "@contract/money";
import type { Db } from "../../db/client";
import { findPayment, gatewayFor, type Gateway, type GatewaySettings, type TimeWindow } from "../payments";
import { refundToken } from "../refunds";
import * as repo from "./reconciliation-repo";
import type { FoundMismatch } from "./reconciliation-repo";

export interface GatewayComparison {
  atGateway: { capturedPaise: number; refundedPaise: number };
  inBooks: { capturedPaise: number; refundedPaise: number };
  mismatches: FoundMismatch[];
}

const sum = (xs: { amountPaise: number }[]) => xs.reduce((total, x) => total + x.amountPaise, 0);

/**
 * One IST day with one gateway, both ways:
 * - every capture and processed refund the gateway lists for the day must be in our books (found by the gateway's
 *   id, whenever booked) with the same amount; a capture the gateway already paid back in full is no money of ours;
 * - every capture booked on a checkout started that day, and every refund asked that day and booked processed, must
 *   be at the gateway: in its list of the day, or else (made just past midnight, captured late) asked for one by one.
 * Throws GatewayUnreachable when the gateway cannot be asked.
 */
export async function compareGatewayDay(
  deps: { db: Db; gateway: GatewaySettings },
  gateway: Gateway,
  window: TimeWindow,
): Promise<GatewayComparison> {
  const { db } = deps;
  const ours = (row: { gateway: Parameters<typeof gatewayFor>[1] }) =>
    gatewayFor(deps.gateway, row.gateway).name === gateway.name;
  const listed = await gateway.listTransactions(window, (await repo.checkoutsRefundedAround(db, window)).filter(ours));
  const mismatches: FoundMismatch[] = [];
  const found = (m: Omit<FoundMismatch, "gateway">) => mismatches.push({ gateway: gateway.name, ...m });

  const booked = new Map(
    (
      await repo.capturesByGatewayId(
        db,
        listed.captures.map((c) => c.gatewayPaymentId),
      )
    )
      .filter(ours)
      .map((b) => [b.gatewayPaymentId, b]),
  );
  for (const c of listed.captures) {
    const book = booked.get(c.gatewayPaymentId);
    if (!book && c.refundedPaise < c.amountPaise)
      found({ kind: "missing_in_books", gatewayRef: c.gatewayPaymentId, gatewayPaise: c.amountPaise, bookPaise: null });
    else if (book && toPaise(book.amount) !== c.amountPaise)
      found({
        kind: "amount_differs",
        gatewayRef: c.gatewayPaymentId,
        paymentId: book.paymentId,
        gatewayPaise: c.amountPaise,
        bookPaise: toPaise(book.amount),
      });
  }

  const dayCaptures = (await repo.capturesStartedIn(db, window)).filter(ours);
  const listedIds = new Set(listed.captures.map((c) => c.gatewayPaymentId));
  for (const b of dayCaptures.filter((b) => !listedIds.has(b.gatewayPaymentId!))) {
    const check = await gateway.checkPayment((await findPayment(db, b.checkoutId))!);
    const there = check.captures.find((c) => c.gatewayPaymentId === b.gatewayPaymentId);
    const bookPaise = toPaise(b.amount);
    if (!there)
      found({
        kind: "missing_at_gateway",
        gatewayRef: b.gatewayPaymentId!,
        paymentId: b.paymentId,
        gatewayPaise: null,
        bookPaise,
      });
    else if (there.amountPaise !== bookPaise)
      found({
        kind: "amount_differs",
        gatewayRef: b.gatewayPaymentId!,
        paymentId: b.paymentId,
        gatewayPaise: there.amountPaise,
        bookPaise,
      });
  }

  const ourRefunds = new Map(
    (
      await repo.refundsByGatewayId(
        db,
        listed.refunds.map((r) => r.gatewayRefundId),
      )
    )
      .filter(ours)
      .map((r) => [r.gatewayRefundId, r]),
  );
  for (const r of listed.refunds) {
    const book = ourRefunds.get(r.gatewayRefundId);
    const bookPaise = book?.status === "processed" ? toPaise(book.amount) : null;
    if (bookPaise !== r.amountPaise)
      found({
        kind: "refund_differs",
        gatewayRef: r.gatewayRefundId,
        paymentId: book?.paymentId ?? booked.get(r.gatewayPaymentId)?.paymentId,
        gatewayPaise: r.amountPaise,
        bookPaise,
      });
  }

  const dayRefunds = (await repo.processedRefundsAskedIn(db, window)).filter(ours);
  const listedRefunds = new Set(listed.refunds.map((r) => r.gatewayRefundId));
  for (const b of dayRefunds.filter((b) => !b.gatewayRefundId || !listedRefunds.has(b.gatewayRefundId))) {
    const payment = (await findPayment(db, b.paymentId))!;
    const seen = await gateway.findRefund(payment, { token: refundToken(b), amountPaise: toPaise(b.amount) });
    if (seen.kind !== "processed")
      found({
        kind: "refund_differs",
        gatewayRef: b.gatewayRefundId ?? b.id,
        paymentId: b.paymentId,
        gatewayPaise: null,
        bookPaise: toPaise(b.amount),
      });
  }

  return {
    atGateway: { capturedPaise: sum(listed.captures), refundedPaise: sum(listed.refunds) },
    inBooks: {
      capturedPaise: dayCaptures.reduce((total, b) => total + toPaise(b.amount), 0),
      refundedPaise: dayRefunds.reduce((total, b) => total + toPaise(b.amount), 0),
    },
    mismatches,
  };
}

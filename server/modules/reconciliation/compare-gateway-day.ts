import { toPaise } from "@contract/money";
import type { Db } from "../../db/client";
import { findPayment, gatewayFor, refundToken, type Gateway, type GatewaySettings, type TimeWindow } from "../payments";
import * as repo from "./reconciliation-repo";
import type { BookCapture, FoundMismatch } from "./reconciliation-repo";

export interface GatewayComparison {
  atGateway: { capturedPaise: number; refundedPaise: number };
  inBooks: { capturedPaise: number; refundedPaise: number };
  mismatches: FoundMismatch[];
}

type Listed = Awaited<ReturnType<Gateway["listTransactions"]>>;

/** What both halves of a comparison share: the gateway, its list of the day, our captures of what it lists. */
interface Day {
  db: Db;
  gateway: Gateway;
  window: TimeWindow;
  listed: Listed;
  ours: (row: { gateway: Parameters<typeof gatewayFor>[1] }) => boolean;
  /** Our booked captures by the gateway's payment id: of the listed captures and of the payments listed refunds are of. */
  booked: Map<string | null, BookCapture>;
  found: (m: Omit<FoundMismatch, "gateway">) => void;
}

const paiseOf = (rows: { amount: number }[]) => rows.reduce((total, r) => total + toPaise(r.amount), 0);
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
  const ours: Day["ours"] = (row) => gatewayFor(deps.gateway, row.gateway).name === gateway.name;
  const listed = await gateway.listTransactions(window, (await repo.checkoutsRefundedAround(db, window)).filter(ours));
  const ids = [...listed.captures, ...listed.refunds].map((x) => x.gatewayPaymentId);
  const booked = new Map((await repo.capturesByGatewayId(db, ids)).filter(ours).map((b) => [b.gatewayPaymentId, b]));
  const mismatches: FoundMismatch[] = [];
  const day: Day = {
    db,
    gateway,
    window,
    listed,
    ours,
    booked,
    found: (m) => mismatches.push({ gateway: gateway.name, ...m }),
  };
  const capturedInBooks = await compareCaptures(day);
  const refundedInBooks = await compareRefunds(day);
  return {
    atGateway: { capturedPaise: sum(listed.captures), refundedPaise: sum(listed.refunds) },
    inBooks: { capturedPaise: paiseOf(capturedInBooks), refundedPaise: paiseOf(refundedInBooks) },
    mismatches,
  };
}

/** Captures both ways; answers our captures of the day. */
async function compareCaptures({ db, gateway, window, listed, ours, booked, found }: Day) {
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

  const ourDay = (await repo.capturesStartedIn(db, window)).filter(ours);
  const listedIds = new Set(listed.captures.map((c) => c.gatewayPaymentId));
  for (const b of ourDay.filter((b) => !listedIds.has(b.gatewayPaymentId!))) {
    const check = await gateway.checkPayment((await findPayment(db, b.checkoutId))!);
    const there = check.captures.find((c) => c.gatewayPaymentId === b.gatewayPaymentId);
    const mismatch = { gatewayRef: b.gatewayPaymentId!, paymentId: b.paymentId, bookPaise: toPaise(b.amount) };
    if (!there) found({ kind: "missing_at_gateway", ...mismatch, gatewayPaise: null });
    else if (there.amountPaise !== mismatch.bookPaise)
      found({ kind: "amount_differs", ...mismatch, gatewayPaise: there.amountPaise });
  }
  return ourDay;
}

/** Processed refunds both ways; answers our processed refunds of the day. */
async function compareRefunds({ db, gateway, window, listed, ours, booked, found }: Day) {
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

  const ourDay = (await repo.processedRefundsAskedIn(db, window)).filter(ours);
  const listedIds = new Set(listed.refunds.map((r) => r.gatewayRefundId));
  for (const b of ourDay.filter((b) => !b.gatewayRefundId || !listedIds.has(b.gatewayRefundId))) {
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
  return ourDay;
}

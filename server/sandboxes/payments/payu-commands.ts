import { randomBytes } from "node:crypto";
import { isIstDate, istDayWindow, istStamp } from "@contract/ist-days";
import type { Db } from "../../db/client";
import * as sandbox from "./books-repo";

/**
 * The sandbox's answers to PayU's postservice commands (docs/providers/payu.md), from the sandbox's own books. Refunds are paid
 * at once (PayU queues them; the sandbox's queue is empty), so check_action_status reports them as success.
 */
type Vars = { var1: string; var2: string; var3: string };
type Command = (db: Db, vars: Vars) => Promise<Record<string, unknown>>;

const AMOUNT = /^\d{1,10}(\.\d{1,2})?$/;
/** PayU stamps its times in IST. */
const stamp = istStamp;

/** PayU's unmapped status of an attempt in get_Transaction_Details. */
const UNMAPPED = { success: "captured", failure: "failed", auto_refunded: "autoRefund" } as const;

const refundAction = (r: { requestId: string; token: string; amount: number; createdAt: Date }, mihpayid: string) => ({
  mihpayid,
  request_id: r.requestId,
  amt: Number(r.amount).toFixed(2),
  action: "refund",
  token: r.token,
  status: "success",
  bank_arn: r.requestId.slice(-12),
  added_on: stamp(r.createdAt),
});

export const payuSandboxCommands: Record<string, Command> = {
  async verify_payment(db, { var1 }) {
    const txn = await sandbox.verdictOf(db, var1);
    if (!txn)
      return {
        status: 0,
        msg: "0 out of 1 Transactions Fetched Successfully",
        transaction_details: { [var1]: { status: "Not Found" } },
      };
    const paid = txn.status === "success";
    return {
      status: 1,
      msg: "1 out of 1 Transactions Fetched Successfully",
      transaction_details: {
        [var1]: {
          mihpayid: txn.gatewayPaymentId,
          txnid: var1,
          status: paid ? "success" : "failure",
          unmappedstatus: paid ? "captured" : "failed",
          amt: Number(txn.amount).toFixed(2),
          mode: txn.mode,
          error_Message: paid ? "No Error" : "Transaction declined by the sandbox payer",
        },
      },
    };
  },

  async cancel_refund_transaction(db, { var1, var2, var3 }) {
    const txn = await sandbox.findSandboxByPaymentId(db, var1);
    if (!txn || txn.status !== "success") return { status: 0, msg: "Transaction not found", error_code: 116 };
    if (!var2 || var2.length > 23) return { status: 0, msg: "Invalid token", error_code: 105 };
    if (!AMOUNT.test(var3) || Number(var3) <= 0) return { status: 0, msg: "Invalid amount", error_code: 105 };
    const recorded = await db.transaction((tx) =>
      sandbox.recordRefund(tx, txn, {
        token: var2,
        requestId: String(Number.parseInt(randomBytes(5).toString("hex"), 16)),
        amount: Number(var3),
      }),
    );
    if (recorded.kind === "over_amount") return { status: 0, msg: "Invalid amount", error_code: 105 };
    if (recorded.kind === "existing")
      return { status: 0, msg: "Request for Refund already exist for this token", error_code: 106 };
    return {
      status: 1,
      msg: "Refund Request Queued",
      request_id: recorded.refund.requestId,
      bank_ref_num: null,
      mihpayid: txn.gatewayPaymentId,
      error_code: 102,
    };
  },

  /** Every attempt made in the IST dates var1..var2, in one answer (PayU's command has no paging). */
  async get_Transaction_Details(db, { var1, var2 }) {
    if (!isIstDate(var1) || !isIstDate(var2) || var2 < var1) return { status: 0, msg: "Invalid date range" };
    const attempts = await sandbox.attemptsBetween(db, "payu", {
      from: istDayWindow(var1).from,
      to: istDayWindow(var2).to,
    });
    if (attempts.length === 0) return { status: 0, msg: "No Transaction found" };
    return {
      status: 1,
      msg: "Transaction Fetched Successfully",
      Transaction_details: attempts.map((t) => ({
        id: t.gatewayPaymentId,
        txnid: t.reference,
        status: UNMAPPED[t.status],
        amount: Number(t.amount).toFixed(2),
        addedon: stamp(t.createdAt),
        mode: t.mode,
        error_code: t.status === "failure" ? "E308" : "E000",
        bank_ref_no: t.status === "success" ? t.gatewayPaymentId.slice(-10) : "",
      })),
    };
  },

  /** Every refund on every payment of a txnid, keyed by mihpayid. */
  async getAllRefundsFromTxnIds(db, { var1 }) {
    const details: Record<string, unknown[]> = {};
    for (const t of await sandbox.attemptsOf(db, var1)) {
      const refunds = await sandbox.refundsOf(db, t.id);
      if (refunds.length > 0)
        details[t.gatewayPaymentId] = refunds.map((r) => ({
          PayuID: t.gatewayPaymentId,
          RequestID: r.requestId,
          RefundToken: r.token,
          Amount: Number(r.amount).toFixed(2),
          Status: "success",
          RefundCreationDate: stamp(r.createdAt),
          success_at: stamp(r.createdAt),
        }));
    }
    if (Object.keys(details).length === 0) return { status: 0, msg: "No refunds found" };
    return { status: 1, msg: "Refund Details Fetched Successfully", "Refund Details": details };
  },

  /** By request id, or (var2 = payuid) every action on a mihpayid: its capture and its refunds. */
  async check_action_status(db, { var1, var2 }) {
    const none = {
      status: 0,
      msg: "No action status found",
      transaction_details: { [var1]: "No action status found" },
    };
    if (var2 === "payuid") {
      const txn = await sandbox.findSandboxByPaymentId(db, var1);
      if (!txn) return none;
      const actions: Record<string, unknown> = {};
      if (txn.status === "success")
        actions[`${txn.gatewayPaymentId}c`] = {
          mihpayid: txn.gatewayPaymentId,
          request_id: `${txn.gatewayPaymentId}c`,
          amt: Number(txn.amount).toFixed(2),
          action: "capture",
          status: "success",
          added_on: stamp(txn.createdAt),
        };
      for (const r of await sandbox.refundsOf(db, txn.id)) actions[r.requestId] = refundAction(r, txn.gatewayPaymentId);
      return { status: 1, msg: "Transaction Fetched Successfully", transaction_details: { [var1]: actions } };
    }
    const found = await sandbox.findRefundByRequestId(db, var1);
    if (!found) return none;
    return {
      status: 1,
      msg: "Transaction Fetched Successfully",
      transaction_details: { [var1]: { [var1]: refundAction(found.refund, found.gatewayPaymentId) } },
    };
  },
};

/** The texts of the admin panel's Orders, Returns and Payouts tabs (docs/product.md#messages). */
export const ADMIN_ORDER_MESSAGES = {
  ordersFailed: "Failed to fetch orders",
  returnsFailed: "Failed to fetch returns",
  payoutsFailed: "Failed to fetch payouts",
  statusFailed: "Failed to update order status",
  approveFailed: "Failed to approve return",
  rejectFailed: "Failed to reject return",
  backFailed: "Failed to mark the parcel back with the seller",
  decideFailed: "Failed to decide the dispute",
  paidFailed: "Failed to mark payout paid",
  statusUpdated: "Order status updated",
} as const;

/** docs/product.md#limits-and-timings: the admin's order list shows 10 a page. */
export const ADMIN_ORDERS_PAGE_SIZE = 10;

/**
 * The payments module's public surface: payment rows and listing holds, and the gateways behind one interface
 * (gateway.ts), chosen by configuration; the protocols' hashes, which the payments sandbox (server/sandboxes) speaks too. The purchase itself is told by the checkout module.
 */
export { callGateway, GatewayUnreachable, type GatewayAnswer } from "./gateway-api";
export { gatewayOrigins, gatewaySettings, type GatewaySettings } from "./gateway-settings";
export { configuredGateways, gatewayFor } from "./gateways";
export type { MoneyDeps } from "./money-deps";
export { parseForm, readPayuCallback, type PostedForm } from "./payu-callback";
/** The purchase, the refunds and the webhooks read and change payment rows through these, called as one namespace. */
export * as paymentRecords from "./payment-records";
export { markPaymentRefunded, findPayment } from "./payment-records";
export type { Capture, Gateway, PaymentCheck, PaymentRow, RefundLookup, TimeWindow } from "./gateway";
export {
  hmacSha256Hex,
  payuCommandHash,
  payuRequestHash,
  payuResponseHash,
  razorpaySignature,
  sameDigest,
} from "./gateway-hashes";
export { refundToken } from "./refund-token";

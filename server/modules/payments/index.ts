/**
 * The payments module's public surface: payment rows and listing holds, and the gateways behind one interface
 * (gateway.ts), chosen by configuration; the protocols' hashes, which the payments sandbox (server/sandboxes) speaks too. The purchase itself is told by the checkout module.
 */
export type { Capture, Gateway, PaymentCheck, RefundLookup, TimeWindow } from "./gateway";
export { callGateway, GatewayUnreachable, type GatewayAnswer } from "./gateway-api";
export { gatewayOrigins, gatewaySettings, type GatewaySettings } from "./gateway-settings";
export { configuredGateways, gatewayFor } from "./gateways";
export type { MoneyDeps } from "./money-deps";
export { parseForm, readPayuCallback, type PostedForm } from "./payu-callback";
export * as paymentsRepo from "./payments-repo";
export { markPaymentRefunded, findPayment, type PaymentRow } from "./payments-repo";
export {
  hmacSha256Hex,
  payuCommandHash,
  payuRequestHash,
  payuResponseHash,
  razorpaySignature,
  sameDigest,
} from "./gateway-hashes";
export { refundToken } from "./refund-token";

/**
 * The payments module's public surface: payment rows and listing holds, and the gateways behind one interface
 * (gateway.ts), chosen by configuration. The purchase itself is told by the checkout module.
 */
export { callGateway, GatewayUnreachable, type GatewayAnswer } from "./gateway-api";
export {
  gatewayOrigins,
  gatewaySettings,
  PAYMENT_SANDBOX_SECRET,
  type GatewaySettings,
  type SandboxTransport,
} from "./gateway-settings";
export { configuredGateways, gatewayFor } from "./gateways";
export type { MoneyDeps } from "./money-deps";
export { parseForm, readPayuCallback, type PostedForm } from "./payu-callback";
/** The purchase, the refunds and the webhooks read and change payment rows through these, called as one namespace. */
export * as paymentRecords from "./payment-records";
export { markPaymentRefunded, findPayment } from "./payment-records";
export type { Capture, Gateway, PaymentCheck, PaymentRow, RefundLookup, TimeWindow } from "./gateway";
export { sandboxRoutes } from "./sandbox-routes";
export { hmacSha256Hex, razorpaySignature, sameDigest } from "./gateway-hashes";
export { refundToken } from "./refund-token";

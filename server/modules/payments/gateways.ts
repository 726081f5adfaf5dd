import type { PaymentGateway } from "../../db/schema/payments";
import type { Gateway } from "./gateway";
import type { GatewaySettings } from "./gateway-settings";
import { payuGateway } from "./payu-gateway";
import { razorpayGateway } from "./razorpay-gateway";

/**
 * The provider a payment is spoken about with, chosen by configuration (real keys, or the built-in sandbox's
 * host answering the same protocol). A test payment row marked `sandbox` speaks PayU's protocol to the sandbox.
 */
export function gatewayFor(settings: GatewaySettings, name: PaymentGateway): Gateway {
  return name === "razorpay" ? razorpayGateway(settings) : payuGateway(settings);
}

/** The gateways this installation takes payments through (the sandbox's stand-ins without keys): PayU always. */
export function configuredGateways(settings: GatewaySettings): Gateway[] {
  return settings.razorpayEnabled ? [payuGateway(settings), razorpayGateway(settings)] : [payuGateway(settings)];
}

import type { Config } from "../../config";
import { networkTransport, type Transport } from "../../lib/provider-client";

/**
 * Where payments go: PayU (and Razorpay) as configured. Outside production a sandbox may stand in for either
 * (server/sandboxes fills in their settings and `transport`); production code reads them alike.
 */
export interface GatewaySettings {
  payu: { key: string; salt: string; url: string; apiUrl: string; sandbox: boolean };
  razorpay: {
    keyId: string;
    keySecret: string;
    webhookSecret: string | undefined;
    apiUrl: string;
    checkoutScriptUrl: string;
    sandbox: boolean;
  };
  /** Razorpay is offered only with its settings; production without its keys offers PayU only. */
  razorpayEnabled: boolean;
  surl: string;
  furl: string;
  /** How calls reach the gateways' server APIs: the network, unless a sandbox in this process answers them. */
  transport: Transport;
}

const RAZORPAY_CHECKOUT_SCRIPT = "https://checkout.razorpay.com/v1/checkout.js";

export function gatewaySettings(config: Config): GatewaySettings {
  const base = config.publicUrl;
  // config.ts refuses production without PayU keys; elsewhere a sandbox stands in for it (server/sandboxes).
  if (!config.payu) throw new Error("PayU has no settings: set PAYU_KEY and PAYU_SALT");
  return {
    payu: { ...config.payu },
    razorpay: config.razorpay
      ? { ...config.razorpay }
      : {
          keyId: "",
          keySecret: "",
          webhookSecret: undefined,
          apiUrl: "https://api.razorpay.com",
          checkoutScriptUrl: RAZORPAY_CHECKOUT_SCRIPT,
          sandbox: false,
        },
    razorpayEnabled: Boolean(config.razorpay),
    surl: `${base}/api/payments/payu/success`,
    furl: `${base}/api/payments/payu/failure`,
    transport: networkTransport,
  };
}

/** The origins the browser may post a form to or load a gateway script from (security-headers.ts). */
export function gatewayOrigins(settings: GatewaySettings) {
  const origin = (url: string) => new URL(url).origin;
  // Razorpay's own checkout script opens its frames and reports to its logger; a stand-in's script does neither.
  const razorpays =
    settings.razorpayEnabled && origin(settings.razorpay.checkoutScriptUrl) === origin(RAZORPAY_CHECKOUT_SCRIPT);
  return {
    formAction: [origin(settings.payu.url)],
    script: settings.razorpayEnabled ? [origin(settings.razorpay.checkoutScriptUrl)] : [],
    frame: razorpays ? ["https://api.razorpay.com"] : [],
    connect: razorpays ? ["https://lumberjack.razorpay.com"] : [],
  };
}

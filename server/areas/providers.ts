import { PAYOUT_PROVIDER } from "@contract/payouts";
import type { Config } from "../config";
import type { Deps } from "../deps";
import type { FulfilmentDeps } from "../modules/fulfilment";
import { gatewaySettings, type GatewaySettings, type MoneyDeps } from "../modules/payments";
import { payoutSettings, razorpayxProvider, type PayoutDeps, type PayoutSettings } from "../modules/payouts";
import type { SmsChannel } from "../modules/auth";
import type { ReconciliationDeps } from "../modules/reconciliation";
import { msg91Client, newSmsCounts, smsSettings, type SmsSettings } from "../modules/sms";
import { whatsAppSettings, type WhatsAppSettings } from "../modules/whatsapp";
import {
  courierSettings,
  deliveryEstimates,
  shiprocketCourier,
  type CourierSettings,
  type DeliveryEstimates,
  type ShippingDeps,
} from "../modules/shipping";

/**
 * The other companies Dobara speaks to, each behind its own interface and made once: the payment gateways, the
 * courier, RazorpayX, MSG91's SMS, WhatsApp. Outside production a provider the environment leaves unconfigured is a sandbox (config
 * points it there; server/sandboxes), which the modules cannot tell apart from the real one.
 */
export interface Providers {
  gateway: GatewaySettings;
  courier: CourierSettings;
  payoutSettings: PayoutSettings;
  money: MoneyDeps;
  payouts: PayoutDeps;
  shipping: ShippingDeps;
  fulfilment: FulfilmentDeps;
  estimates: DeliveryEstimates;
  reconciliation: ReconciliationDeps;
  smsSettings: SmsSettings;
  sms: SmsChannel;
  /** Meta's WhatsApp Cloud API (or its sandbox); undefined in production without settings, where WhatsApp is off. */
  whatsapp: WhatsAppSettings | undefined;
}

/** `otpPepper` keys the SMS codes' HMAC (modules/auth/otp-pepper.ts). */
export function providersFrom(config: Config, deps: Deps, otpPepper: Buffer): Providers {
  const gateway = gatewaySettings(config);
  const sms = smsSettings(config);
  const courier = courierSettings(config);
  const payoutsConfig = payoutSettings(config);
  const money: MoneyDeps = { db: deps.db, gateway, log: deps.log };
  const payouts: PayoutDeps = {
    ...deps,
    settings: payoutsConfig,
    provider: razorpayxProvider(payoutsConfig),
  };
  const shipping: ShippingDeps = {
    db: deps.db,
    courier: shiprocketCourier(courier),
    log: deps.log,
    trackEverySeconds: config.jobIntervalSeconds * 5,
  };
  return {
    gateway,
    courier,
    payoutSettings: payoutsConfig,
    smsSettings: sms,
    whatsapp: whatsAppSettings(config),
    sms: {
      sender: msg91Client(sms),
      dailyLimit: sms.dailyLimit,
      perAddressHour: sms.perAddressHour,
      counts: newSmsCounts(),
      pepper: otpPepper,
    },
    money,
    payouts,
    shipping,
    fulfilment: { ...shipping, mailer: deps.mailer, publicUrl: deps.publicUrl },
    estimates: deliveryEstimates(shipping),
    reconciliation: {
      ...money,
      mailer: deps.mailer,
      publicUrl: deps.publicUrl,
      // Payouts made by hand never went through RazorpayX: with PAYOUTS_MODE=manual there is no provider to ask.
      ...(payoutsConfig.mode === "api"
        ? { payouts: { name: PAYOUT_PROVIDER, sandbox: payoutsConfig.sandbox, provider: payouts.provider } }
        : {}),
    },
  };
}

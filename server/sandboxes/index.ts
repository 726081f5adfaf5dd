import type { FastifyInstance } from "fastify";
import type { Config } from "../config";
import type { Database, Migrations } from "../db/client";
import { secretMakers } from "../lib/installation-secret";
import type { Job } from "../lib/jobs";
import { projectPath } from "../lib/paths";
import { sharedSecrets } from "../modules/cluster";
import type { GatewaySettings } from "../modules/payments";
import type { PayoutSettings } from "../modules/payouts";
import type { CourierSettings } from "../modules/shipping";
import type { SmsSettings } from "../modules/sms";
import type { WhatsAppSettings } from "../modules/whatsapp";
import { sandboxCourierRoutes } from "./courier/routes";
import { advanceSandboxShipments } from "./courier/scans";
import { COURIER_SANDBOX_SECRET, courierStandIn } from "./courier/stand-in";
import { inProcessTransport } from "./in-process-transport";
import { sandboxRoutes } from "./payments/routes";
import { PAYMENT_SANDBOX_SECRET, paymentStandIns } from "./payments/stand-in";
import { sandboxPayoutsRoutes } from "./payouts/routes";
import { settleSandboxPayouts } from "./payouts/settle";
import { PAYOUT_SANDBOX_SECRET, payoutsStandIn } from "./payouts/stand-in";
import { smsSandboxRoutes } from "./sms/routes";
import { smsStandIn } from "./sms/stand-in";
import { whatsAppSandboxRoutes } from "./whatsapp/routes";
import { WHATSAPP_SANDBOX_SECRET, whatsAppStandIn } from "./whatsapp/stand-in";

/**
 * The stand-ins for other companies (decision 0040): the PayU and Razorpay gateway, the Shiprocket courier, the
 * RazorpayX payouts API, MSG91's SMS (decision 0041) and Meta's WhatsApp Cloud API, each speaking its company's protocol from books of its own. Never in production; outside it,
 * a sandbox stands in for each provider the environment leaves unconfigured. Their tables have migrations of their
 * own, applied only here, so a production database never holds them.
 */

export const SANDBOX_MIGRATIONS: Migrations = {
  folder: projectPath("server/sandboxes/migrations"),
  table: "__sandbox_migrations",
};

const SANDBOX_SECRETS = [
  PAYMENT_SANDBOX_SECRET,
  PAYOUT_SANDBOX_SECRET,
  COURIER_SANDBOX_SECRET,
  WHATSAPP_SANDBOX_SECRET,
];

/** The production settings a sandbox answers for: it points their transport at itself. */
interface StoodInFor {
  gateway: GatewaySettings;
  courier: CourierSettings;
  payouts: PayoutSettings;
  sms: SmsSettings;
  whatsapp: WhatsAppSettings | undefined;
}

interface Sandboxes {
  /** The configuration with each unconfigured provider's settings pointing at its sandbox. */
  config: Config;
  /**
   * Registers the sandboxes' routes (/sandbox/payu, /sandbox/razorpay, /sandbox/courier, /sandbox/payouts,
   * /sandbox/sms, /sandbox/whatsapp) and
   * points the providers' transports at them; answers their jobs, and `open` for when buildApp is done.
   */
  mount(app: FastifyInstance, providers: StoodInFor): Promise<{ jobs: Job[]; open(): void }>;
}

/** The sandboxes this installation needs, or none: in production, or when every provider is configured. */
export async function openSandboxes(config: Config, database: Database): Promise<Sandboxes | undefined> {
  if (config.isProduction) return undefined;
  const wanted = {
    payments: !config.payu || !config.razorpay,
    courier: !config.shiprocket,
    payouts: config.payouts.mode === "api" && !config.payouts.razorpayx,
    sms: !config.msg91,
    whatsapp: !config.whatsapp,
  };
  if (!Object.values(wanted).some(Boolean)) return undefined;
  await database.migrate(SANDBOX_MIGRATIONS);
  // On PostgreSQL every instance must use the same keys: the first to start makes them in the shared database.
  if (database.kind === "postgres") {
    const shared = await sharedSecrets(database.db, secretMakers(config.dataDir, SANDBOX_SECRETS));
    config = { ...config, sharedSecrets: { ...config.sharedSecrets, ...shared } };
  }
  const standIn: Config = {
    ...config,
    ...paymentStandIns(config),
    shiprocket: courierStandIn(config),
    payouts: payoutsStandIn(config),
    msg91: smsStandIn(config),
    whatsapp: whatsAppStandIn(config),
  };
  return {
    config: standIn,
    async mount(app, { gateway, courier, payouts, sms, whatsapp }) {
      const inProcess = inProcessTransport(app, new URL(config.publicUrl).origin);
      const db = database.db;
      const jobs: Job[] = [];
      if (wanted.payments) {
        gateway.transport = inProcess.transport;
        await app.register(sandboxRoutes, { gateway });
      }
      if (wanted.courier) {
        courier.transport = inProcess.transport;
        const settings = { ...courier, stepSeconds: config.sandboxCourierStepSeconds };
        await app.register(sandboxCourierRoutes, { courier: settings });
        jobs.push({ name: "sandbox-courier", kind: "claims", run: () => advanceSandboxShipments(db, settings) });
      }
      if (wanted.payouts) {
        payouts.transport = inProcess.transport;
        const seconds = config.payouts.sandboxSeconds;
        await app.register(sandboxPayoutsRoutes, { settings: payouts, seconds });
        jobs.push({ name: "sandbox-payouts", kind: "claims", run: () => settleSandboxPayouts(db, payouts, seconds) });
      }
      if (wanted.sms) {
        sms.transport = inProcess.transport;
        await app.register(smsSandboxRoutes, { settings: sms });
      }
      if (wanted.whatsapp && whatsapp) {
        whatsapp.transport = inProcess.transport;
        await app.register(whatsAppSandboxRoutes, { settings: whatsapp });
      }
      return { jobs, open: inProcess.open };
    },
  };
}

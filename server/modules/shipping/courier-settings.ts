import type { Config } from "../../config";
import { networkTransport, type Transport } from "../../lib/provider-client";

/**
 * Where parcels are booked: Shiprocket's API as configured. Outside production a sandbox may stand in for it
 * (server/sandboxes fills in its settings and `transport`); production code reads them alike.
 */
export interface CourierSettings {
  /** The origin every `/v1/external/...` path is appended to. */
  apiUrl: string;
  email: string;
  password: string;
  /** What Shiprocket sends in `x-api-key` on each webhook; none means every webhook is refused. */
  webhookToken: string | undefined;
  /** Where a parcel's public tracking page is: `${trackingUrl}/${awb}`. */
  trackingUrl: string;
  /** Spoken to a sandbox standing in for Shiprocket. */
  sandbox: boolean;
  /** How calls reach the courier's API: the network, unless a sandbox in this process answers them. */
  transport: Transport;
}

/** Shiprocket with its settings (config.ts insists on them in production; elsewhere a sandbox stands in). */
export function courierSettings(config: Config): CourierSettings {
  if (!config.shiprocket) throw new Error("Shiprocket has no settings: set SHIPROCKET_EMAIL and SHIPROCKET_PASSWORD");
  return { ...config.shiprocket, transport: networkTransport };
}

import { providerClient } from "../../lib/provider-client";

/**
 * The gateway could not be asked, or its answer was lost (time-out, network, 5xx, not JSON). What it did is unknown:
 * a caller must look before it acts again (a refund may have gone through).
 */
export class GatewayUnreachable extends Error {}

export type { ProviderAnswer as GatewayAnswer } from "../../lib/provider-client";

/** One call over the settings' transport; 4xx answers come back for the provider to read (a refusal). */
export const callGateway = providerClient("gateway", GatewayUnreachable);

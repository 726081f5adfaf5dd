import type { GatewaySettings } from "./gateway-settings";

/**
 * How we reach a gateway's server API: over the network, or straight into this app when the URL is the built-in
 * sandbox's (app.inject), so the sandbox works wherever PUBLIC_URL points and in tests with nothing listening.
 */

const TIMEOUT_MS = 10_000;

/**
 * The gateway could not be asked, or its answer was lost (time-out, network, 5xx, not JSON). What it did is unknown:
 * a caller must look before it acts again (a refund may have gone through).
 */
export class GatewayUnreachable extends Error {}

export interface GatewayAnswer {
  status: number;
  body: Record<string, unknown>;
}

export interface GatewayRequest {
  method: "GET" | "POST";
  url: string;
  headers: Record<string, string>;
  body?: string;
  /** How long to wait for the answer before calling it unknown (default 10 s). */
  timeoutMs?: number;
}

/** Where a provider's built-in sandbox lives and how calls reach it (gateway-settings.ts, the payouts settings). */
type Transport = Pick<GatewaySettings, "sandboxBase" | "sandboxTransport">;

function parsed(status: number, text: string): GatewayAnswer {
  if (status >= 500) throw new GatewayUnreachable(`the gateway answered ${status}`);
  try {
    const body = JSON.parse(text) as unknown;
    if (body && typeof body === "object" && !Array.isArray(body))
      return { status, body: body as Record<string, unknown> };
  } catch {
    // fall through: an answer that is not a JSON object is no answer
  }
  throw new GatewayUnreachable(`the gateway's answer (${status}) is not JSON`);
}

/** One call; 4xx answers come back for the provider to read (a refusal), everything else unknown is thrown. */
export async function callGateway(settings: Transport, request: GatewayRequest): Promise<GatewayAnswer> {
  if (settings.sandboxTransport && request.url.startsWith(settings.sandboxBase)) {
    const res = await settings.sandboxTransport({
      method: request.method,
      url: request.url.slice(new URL(request.url).origin.length),
      headers: request.headers,
      ...(request.body === undefined ? {} : { payload: request.body }),
    });
    return parsed(res.statusCode, res.body);
  }
  let res: Response;
  try {
    res = await fetch(request.url, {
      method: request.method,
      headers: request.headers,
      body: request.body,
      signal: AbortSignal.timeout(request.timeoutMs ?? TIMEOUT_MS),
    });
  } catch (err) {
    throw new GatewayUnreachable(err instanceof Error ? err.message : "the gateway could not be reached");
  }
  return parsed(res.status, await res.text());
}

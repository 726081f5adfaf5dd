/**
 * How we speak to another company's HTTP API (a payment gateway, the courier, the payouts provider): one small client
 * over a transport given to it. Production passes the network; outside production a sandbox passes itself
 * (server/sandboxes), and a test may pass an answer of its own. The request and reply have app.inject's shape.
 */

const TIMEOUT_MS = 10_000;

interface ProviderRequest {
  method: "GET" | "POST";
  /** The full URL. */
  url: string;
  headers: Record<string, string>;
  payload?: string;
  /** How long to wait for the answer before calling it unknown (default 10 s). */
  timeoutMs?: number;
}

interface ProviderReply {
  statusCode: number;
  body: string;
}

export type Transport = (request: ProviderRequest) => Promise<ProviderReply>;

/**
 * The network failed us (time-out, refused, reset): no answer came, so what the provider did is unknown. A transport
 * other than the network (a test's) throws it to stand for the same loss.
 */
export class NoAnswer extends Error {}

/** The network: fetch with a time-out. */
export const networkTransport: Transport = async (request) => {
  try {
    const res = await fetch(request.url, {
      method: request.method,
      headers: request.headers,
      body: request.payload,
      signal: AbortSignal.timeout(request.timeoutMs ?? TIMEOUT_MS),
    });
    return { statusCode: res.status, body: await res.text() };
  } catch (err) {
    throw new NoAnswer(err instanceof Error ? err.message : "");
  }
};

export interface ProviderAnswer {
  status: number;
  body: Record<string, unknown>;
}

/**
 * A client for one provider: each call's 4xx comes back for the provider's code to read (a refusal); no answer, a 5xx
 * or an answer that is not a JSON object throws `Unreachable`, whose meaning is "unknown: look before acting again".
 * `emptyIsAnswer`: a 2xx with no body counts as `{}` (Shiprocket's cancel answers 204).
 */
export function providerClient(
  name: string,
  Unreachable: new (message: string) => Error,
  options: { emptyIsAnswer?: boolean } = {},
) {
  return async (transport: Transport, request: ProviderRequest): Promise<ProviderAnswer> => {
    let reply: ProviderReply;
    try {
      reply = await transport(request);
    } catch (err) {
      if (err instanceof NoAnswer) throw new Unreachable(err.message || `the ${name} could not be reached`);
      throw err;
    }
    const { statusCode: status, body: text } = reply;
    if (status >= 500) throw new Unreachable(`the ${name} answered ${status}`);
    if (options.emptyIsAnswer && status >= 200 && status < 300 && text.trim() === "") return { status, body: {} };
    try {
      const body = JSON.parse(text) as unknown;
      if (body && typeof body === "object" && !Array.isArray(body))
        return { status, body: body as Record<string, unknown> };
    } catch {
      // fall through: an answer that is not a JSON object is no answer
    }
    throw new Unreachable(`the ${name}'s answer (${status}) is not JSON`);
  };
}

import type { CourierSettings } from "./courier-settings";

/**
 * How we speak to Shiprocket's API (docs/providers/shiprocket.md): JSON over HTTPS with a bearer token from one shared login, or
 * straight into this app when the URL is the sandbox courier's (app.inject), so it works with nothing listening.
 */

const TIMEOUT_MS = 10_000;
/** The token lasts 10 days; renewed a day early so a long retry never meets it expiring half way. */
const TOKEN_LIFE_MS = 9 * 24 * 60 * 60 * 1000;

/**
 * The courier could not be asked, or its answer was lost (time-out, network, 5xx, not JSON). What it did is
 * unknown: a booking is looked up at the courier before an AWB is asked for again.
 */
export class CourierUnreachable extends Error {}

export interface CourierAnswer {
  status: number;
  body: Record<string, unknown>;
}

function parsed(status: number, text: string): CourierAnswer {
  if (status >= 500) throw new CourierUnreachable(`the courier answered ${status}`);
  // Cancel answers 204 with no body.
  if (status >= 200 && status < 300 && text.trim() === "") return { status, body: {} };
  try {
    const body = JSON.parse(text) as unknown;
    if (body && typeof body === "object" && !Array.isArray(body))
      return { status, body: body as Record<string, unknown> };
  } catch {
    // fall through: an answer that is not a JSON object is no answer
  }
  throw new CourierUnreachable(`the courier's answer (${status}) is not JSON`);
}

async function send(
  settings: CourierSettings,
  method: "GET" | "POST",
  path: string,
  body: unknown,
  token: string | undefined,
): Promise<CourierAnswer> {
  const url = `${settings.apiUrl}/v1/external${path}`;
  const headers: Record<string, string> = { accept: "application/json" };
  if (body !== undefined) headers["content-type"] = "application/json";
  if (token) headers.authorization = `Bearer ${token}`;
  const payload = body === undefined ? undefined : JSON.stringify(body);
  if (settings.sandboxTransport && url.startsWith(settings.sandboxBase)) {
    const res = await settings.sandboxTransport({
      method,
      url: url.slice(new URL(url).origin.length),
      headers,
      ...(payload === undefined ? {} : { payload }),
    });
    return parsed(res.statusCode, res.body);
  }
  let res: Response;
  try {
    res = await fetch(url, { method, headers, body: payload, signal: AbortSignal.timeout(TIMEOUT_MS) });
  } catch (err) {
    throw new CourierUnreachable(err instanceof Error ? err.message : "the courier could not be reached");
  }
  return parsed(res.status, await res.text());
}

interface TokenState {
  token?: string;
  expiresAt: number;
  pending?: Promise<string>;
}

/** One login per installation's settings, shared by every caller: concurrent callers wait on the same login. */
const tokens = new WeakMap<CourierSettings, TokenState>();

function tokenFor(settings: CourierSettings, stale?: string): Promise<string> {
  let state = tokens.get(settings);
  if (!state) tokens.set(settings, (state = { expiresAt: 0 }));
  const current = state;
  if (current.token && current.token !== stale && Date.now() < current.expiresAt) return Promise.resolve(current.token);
  current.pending ??= (async () => {
    try {
      const res = await send(
        settings,
        "POST",
        "/auth/login",
        { email: settings.email, password: settings.password },
        undefined,
      );
      const token = res.body.token;
      if (res.status !== 200 || typeof token !== "string")
        throw new CourierUnreachable(
          `the courier refused our login (${res.status}): ${String(res.body.message ?? "")}`,
        );
      current.token = token;
      current.expiresAt = Date.now() + TOKEN_LIFE_MS;
      return token;
    } finally {
      current.pending = undefined;
    }
  })();
  return current.pending;
}

/** One authenticated call; a 401 renews the shared login once and asks again. 4xx answers come back to be read. */
export async function callCourier(
  settings: CourierSettings,
  method: "GET" | "POST",
  path: string,
  body?: unknown,
): Promise<CourierAnswer> {
  const token = await tokenFor(settings);
  const res = await send(settings, method, path, body, token);
  if (res.status !== 401) return res;
  return send(settings, method, path, body, await tokenFor(settings, token));
}

import { providerClient, type ProviderAnswer } from "../../lib/provider-client";
import type { CourierSettings } from "./courier-settings";

/**
 * How we speak to Shiprocket's API (docs/providers/shiprocket.md): JSON over the settings' transport with a bearer
 * token from one shared login.
 */

/** The token lasts 10 days; renewed a day early so a long retry never meets it expiring half way. */
const TOKEN_LIFE_MS = 9 * 24 * 60 * 60 * 1000;

/**
 * The courier could not be asked, or its answer was lost (time-out, network, 5xx, not JSON). What it did is
 * unknown: a booking is looked up at the courier before an AWB is asked for again.
 */
export class CourierUnreachable extends Error {}

export type { ProviderAnswer as CourierAnswer } from "../../lib/provider-client";

// Cancel answers 204 with no body.
const ask = providerClient("courier", CourierUnreachable, { emptyIsAnswer: true });

function send(
  settings: CourierSettings,
  method: "GET" | "POST",
  path: string,
  body: unknown,
  token: string | undefined,
) {
  const headers: Record<string, string> = { accept: "application/json" };
  if (body !== undefined) headers["content-type"] = "application/json";
  if (token) headers.authorization = `Bearer ${token}`;
  return ask(settings.transport, {
    method,
    url: `${settings.apiUrl}/v1/external${path}`,
    headers,
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
  });
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
): Promise<ProviderAnswer> {
  const token = await tokenFor(settings);
  const res = await send(settings, method, path, body, token);
  if (res.status !== 401) return res;
  return send(settings, method, path, body, await tokenFor(settings, token));
}

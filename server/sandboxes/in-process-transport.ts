import type { FastifyInstance } from "fastify";
import { networkTransport, type Transport } from "../lib/provider-client";

/**
 * How the sandboxes and this app call each other: straight in with app.inject, whatever PUBLIC_URL says and with
 * nothing listening (tests). A URL at this app's own origin (`origin`) goes in; any other (a real provider's, when
 * only some are stood in for) goes out over the network.
 *
 * An inject makes the app ready, and a ready Fastify refuses every hook and route registered after it ("already
 * listening. Cannot call addHook"): a call while buildApp is still registering plugins would break the start. So the
 * transport refuses until `open()`, which buildApp calls once everything is registered.
 */
export function inProcessTransport(app: FastifyInstance, origin: string) {
  let open = false;
  const transport: Transport = async ({ timeoutMs: _timeoutMs, ...request }) => {
    if (!request.url.startsWith(`${origin}/`)) return networkTransport(request);
    if (!open) throw new Error("the app is still starting: its built-in sandboxes answer once it is ready");
    return app.inject({ ...request, url: request.url.slice(origin.length) });
  };
  return {
    transport,
    open() {
      open = true;
    },
  };
}

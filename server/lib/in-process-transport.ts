import type { FastifyInstance, InjectOptions } from "fastify";

/**
 * How the built-in sandboxes are called from this app: straight in with app.inject. An inject makes the app ready,
 * and a ready Fastify refuses every hook and route registered after it ("already listening. Cannot call addHook"):
 * a call while buildApp is still registering plugins would break the start. So the transport refuses until `open()`,
 * which buildApp calls once everything is registered.
 */
export function inProcessTransport(app: FastifyInstance) {
  let open = false;
  return {
    transport: async (request: InjectOptions) => {
      if (!open) throw new Error("the app is still starting: its built-in sandboxes answer once it is ready");
      return app.inject(request);
    },
    open() {
      open = true;
    },
  };
}

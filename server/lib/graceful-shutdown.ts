import type { FastifyInstance } from "fastify";

/**
 * How an instance leaves a cluster without losing a request (SIGTERM, a rolling restart): /api/ready answers 503
 * at once, and for `drainSeconds` the instance still serves, so a balancer polling readiness moves its traffic
 * away; then the port closes: requests in flight finish, live notification streams end cleanly (their pages
 * reconnect, to another instance), every connection closes as soon as it is idle, then the database closes.
 */
export async function shutDown(app: FastifyInstance, drainSeconds: number) {
  app.readiness.draining = true;
  if (drainSeconds > 0) await new Promise((resolve) => setTimeout(resolve, drainSeconds * 1000));
  // Node closes the connections idle when closing starts; one that finishes a request later would otherwise wait
  // out its keep-alive timeout before the process may exit.
  const sweep = setInterval(() => app.server.closeIdleConnections(), 50);
  try {
    await app.close();
  } finally {
    clearInterval(sweep);
  }
}

/** While draining, every answer tells its client to close the connection: the next request goes elsewhere. */
export function closeConnectionsWhileDraining(app: FastifyInstance) {
  // A callback hook, not an async one: it runs on every answer, and an async hook costs a promise each time.
  app.addHook("onSend", (_request, reply, payload, done) => {
    if (app.readiness.draining) reply.header("connection", "close");
    done(null, payload);
  });
}

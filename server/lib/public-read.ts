import type { FastifyReply } from "fastify";

/**
 * An answer that is the same for every anonymous visitor (a listing, a seller's profile): a browser or the service
 * worker may keep it for offline use, but must ask again before reusing it, so prices and stock are never stale
 * online. A signed-in request's answer still becomes `no-store` (server/app.ts), and Vary keeps a shared cache from
 * handing the anonymous copy to a signed-in owner.
 */
export function markPublicRead(reply: FastifyReply) {
  reply.header("Cache-Control", "public, no-cache");
  reply.header("Vary", "Authorization");
}

import { mkdirSync } from "node:fs";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import { notFound } from "./errors";
import type { ObjectReader } from "./s3-storage";
import { IMMUTABLE_CACHE, isSafeKey, UPLOADS_URL_PREFIX, type Storage } from "./storage";

/**
 * Serves uploaded files at /uploads/{key}. Keys are random and content never changes, so browsers and CDNs keep
 * them a year. Local storage: straight from the folder. Object storage: each request reads the object and streams
 * it on, so photos show without a CDN (UPLOADS_PUBLIC_URL points image URLs past the app when there is one).
 */
export async function registerUploads(app: FastifyInstance, storage: Storage, uploadsDir: string) {
  if (isObjectReader(storage)) return registerObjectUploads(app, storage);
  mkdirSync(uploadsDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: uploadsDir,
    prefix: UPLOADS_URL_PREFIX,
    decorateReply: false,
    index: false,
    dotfiles: "deny",
    cacheControl: false,
    setHeaders(res) {
      res.setHeader("Cache-Control", IMMUTABLE_CACHE);
    },
  });
}

const isObjectReader = (storage: Storage): storage is Storage & ObjectReader =>
  typeof (storage as Partial<ObjectReader>).open === "function";

function registerObjectUploads(app: FastifyInstance, storage: Storage & ObjectReader) {
  app.get(`${UPLOADS_URL_PREFIX}*`, { schema: { hide: true } }, async (request, reply) => {
    const key = (request.params as { "*": string })["*"];
    // Only keys we could have written: no "..", no encoded slashes, nothing outside our folders.
    if (!isSafeKey(key)) throw notFound();
    const range = request.headers.range;
    const ifNoneMatch = request.headers["if-none-match"];
    const object = await storage.open(key, { range, ifNoneMatch });
    if (object === undefined) throw notFound();
    reply.header("Cache-Control", IMMUTABLE_CACHE);
    if (object === "not-modified") return reply.code(304).send();
    if (object === "bad-range") return reply.code(416).send();
    reply.code(object.status).header("Accept-Ranges", "bytes");
    if (object.contentType) reply.type(object.contentType);
    if (object.contentLength !== undefined) reply.header("Content-Length", object.contentLength);
    if (object.contentRange) reply.header("Content-Range", object.contentRange);
    if (object.etag) reply.header("ETag", object.etag);
    if (object.lastModified) reply.header("Last-Modified", object.lastModified.toUTCString());
    return reply.send(object.body);
  });
}

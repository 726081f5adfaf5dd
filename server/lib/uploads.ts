import { mkdirSync } from "node:fs";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { notFound } from "./errors";
import { createVariantMaker, smallerSizeOf, type VariantMaker } from "./image-variants";
import type { ObjectReader } from "./s3-storage";
import { IMMUTABLE_CACHE, isSafeKey, UPLOADS_URL_PREFIX, type Storage } from "./storage";

/**
 * Serves uploaded files at /uploads/{key}. Keys are random and content never changes, so browsers and CDNs keep
 * them a year. Local storage: straight from the folder. Object storage: each request reads the object and streams
 * it on, so photos show without a CDN (UPLOADS_PUBLIC_URL points image URLs past the app when there is one).
 * A photo stored before one of its sizes existed gets that size made from its full.webp on the first request
 * for it, and kept (docs/decisions/0030).
 */
export async function registerUploads(
  app: FastifyInstance,
  storage: Storage,
  uploadsDir: string,
  variants: VariantMaker = createVariantMaker(storage),
) {
  if (isObjectReader(storage)) return registerObjectUploads(app, storage, variants);
  mkdirSync(uploadsDir, { recursive: true });
  // In a scope of their own, so the hook runs only for the files' routes.
  await app.register(async (scope) => {
    scope.addHook("onRequest", async (request) => {
      const key = keyOf(request);
      // Only a missing smaller size of a photo is made; the static files answer everything else, 404 included.
      if (smallerSizeOf(key) && !(await storage.exists(key))) await makeMissingSize(request, variants, key);
    });
    await registerStaticFiles(scope, uploadsDir);
  });
}

const keyOf = (request: FastifyRequest) => (request.params as { "*"?: string })["*"] ?? "";

/** A photo whose full.webp cannot be decoded keeps answering 404 for the size, as before; the error is logged. */
async function makeMissingSize(request: FastifyRequest, variants: VariantMaker, key: string) {
  try {
    return await variants.make(key);
  } catch (err) {
    request.log.warn({ err, key }, "could not make a missing photo size from its full.webp");
    return false;
  }
}

async function registerStaticFiles(app: FastifyInstance, uploadsDir: string) {
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

function registerObjectUploads(app: FastifyInstance, storage: Storage & ObjectReader, variants: VariantMaker) {
  app.get(`${UPLOADS_URL_PREFIX}*`, { schema: { hide: true } }, async (request, reply) => {
    const key = (request.params as { "*": string })["*"];
    // Only keys we could have written: no "..", no encoded slashes, nothing outside our folders.
    if (!isSafeKey(key)) throw notFound();
    const range = request.headers.range;
    const ifNoneMatch = request.headers["if-none-match"];
    let object = await storage.open(key, { range, ifNoneMatch });
    if (object === undefined && smallerSizeOf(key) && (await makeMissingSize(request, variants, key)))
      object = await storage.open(key, { range, ifNoneMatch });
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

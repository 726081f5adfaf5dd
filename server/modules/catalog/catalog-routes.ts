import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  createProductSchema,
  editProductSchema,
  listProductsQuerySchema,
  ownerProductSchema,
  PRODUCT_MESSAGES,
  productDetailSchema,
  VIDEO_MAX_BYTES,
  videoUploadSchema,
} from "@contract/products";
import { AppError } from "../../lib/errors";
import { requireUser } from "../auth/auth-guard";
import * as catalog from "./catalog-service";
import type { ListingFiles } from "./listing-files";
import type { ListingMedia } from "./listing-media";
import { toOwnerProductView, toProductView } from "./product-view";

const idParams = z.object({ id: z.uuid({ error: "Product not found" }) });
/** Five photos of up to 10 MB, base64-encoded, plus a bill photo. */
const LISTING_BODY_LIMIT = 80 * 1024 * 1024;
/**
 * Per seller, not per IP: one account must not fill the disk 50 MB at a time, while many sellers behind one carrier
 * NAT address must not block each other. Twenty covers a seller trying a few takes for several listings.
 */
export const VIDEO_UPLOADS_PER_HOUR = 20;

export const catalogRoutes: FastifyPluginAsyncZod<{ media: ListingMedia; files: ListingFiles }> = async (app, { media, files }) => {
  const deps = { db: app.database.db, media, files };

  app.get("/products", { schema: { querystring: listProductsQuerySchema, response: { 200: z.array(productDetailSchema) } } }, async (request) => {
    const { products, ownerView, pendingEdits } = await catalog.browse(app.database.db, request.query, request.user);
    return products.map((p) => (ownerView ? toOwnerProductView(p, pendingEdits.has(p.id)) : toProductView(p)));
  });

  app.get("/products/:id", { schema: { params: idParams, response: { 200: productDetailSchema } } }, async (request) => {
    const { product, hasPendingEdit } = await catalog.getProduct(app.database.db, request.params.id, request.user);
    const privileged = request.user && (request.user.role === "admin" || request.user.id === product.sellerId);
    return privileged ? toOwnerProductView(product, hasPendingEdit) : toProductView(product);
  });

  app.get("/products/:id/thumbnail", { schema: { params: idParams, response: { 200: z.object({ images: z.array(z.string()) }) } } }, async (request, reply) => {
    const { product } = await catalog.getProduct(app.database.db, request.params.id, undefined);
    reply.header("Cache-Control", "public, max-age=300");
    return { images: product.images };
  });

  app.post(
    "/products",
    { bodyLimit: LISTING_BODY_LIMIT, onRequest: requireUser, schema: { body: createProductSchema, response: { 201: ownerProductSchema } } },
    async (request, reply) => {
      const product = await catalog.createListing(deps, request.user!, request.body);
      return reply.status(201).send(toOwnerProductView(product, false));
    },
  );

  app.put(
    "/products/:id/edit",
    {
      bodyLimit: LISTING_BODY_LIMIT,
      onRequest: requireUser,
      schema: { params: idParams, body: editProductSchema, response: { 200: z.object({ message: z.string(), modificationPending: z.boolean(), product: ownerProductSchema }) } },
    },
    async (request) => {
      const { product, modificationPending } = await catalog.editListing(deps, request.user!, request.params.id, request.body);
      return { message: PRODUCT_MESSAGES.updated, modificationPending, product: toOwnerProductView(product, modificationPending) };
    },
  );

  // The video is sent as the raw file, not base64 in JSON: its own scope takes any content type as bytes.
  const videoUpload: FastifyPluginAsyncZod = async (videos) => {
    videos.addContentTypeParser("*", { parseAs: "buffer", bodyLimit: VIDEO_MAX_BYTES }, (_request, body, done) => done(null, body));
    videos.post(
      "/products/videos",
      {
        bodyLimit: VIDEO_MAX_BYTES,
        // Refused before a byte of the body is read: a stranger or an oversized file costs no upload.
        onRequest: [requireUser, refuseOversizedVideo],
        // Counted after requireUser (route hooks run first), so request.user is always there.
        config: {
          rateLimit: {
            max: VIDEO_UPLOADS_PER_HOUR,
            timeWindow: "1 hour",
            keyGenerator: (request) => `video-upload:${request.user!.id}`,
            errorResponseBuilder: (_request, ctx) => ({
              statusCode: 429,
              message: `Too many video uploads. Please try again in ${Math.ceil(ctx.ttl / 60_000)} minutes.`,
            }),
          },
        },
        schema: { body: z.instanceof(Buffer, { error: PRODUCT_MESSAGES.videoType }), response: { 201: videoUploadSchema } },
      },
      async (request, reply) => reply.status(201).send({ videoUrl: await catalog.uploadVideo(deps, request.user!, request.body) }),
    );
  };
  await app.register(videoUpload);
};

async function refuseOversizedVideo(request: { headers: { "content-length"?: string } }) {
  if (Number(request.headers["content-length"] ?? 0) > VIDEO_MAX_BYTES) throw new AppError(413, "FILE_TOO_LARGE", PRODUCT_MESSAGES.videoTooLarge);
}

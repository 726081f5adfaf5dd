import { serializerCompiler, type FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  createProductSchema,
  editProductSchema,
  listProductsQuerySchema,
  ownerProductSchema,
  PRODUCT_MESSAGES,
  productSchema,
  VIDEO_MAX_BYTES,
  videoUploadSchema,
} from "@contract/products";
import { marketplaceStatsSchema } from "@contract/marketplace-stats";
import { searchSuggestionsQuerySchema, searchSuggestionsSchema } from "@contract/search-suggestions";
import { AppError } from "../../lib/errors";
import { markPublicRead } from "../../lib/public-read";
import { isSelfOrAdmin, requireUser, requireVerifiedMobile, signedInUser } from "../auth";
import * as catalog from "./catalog-service";
import type { ListingFiles } from "./listing-files";
import type { ListingMedia } from "./listing-media";
import { takeListingSlot } from "../users";
import { toOwnerProductView, toProductView } from "./product-view";
import { refuseContactDetails } from "./listing-contacts";
import { searchSuggestions } from "./search-suggestions";

const idParams = z.object({ id: z.uuid({ error: "Product not found" }) });
/**
 * What the listing form sends at most: it redraws every photo at 2000 px as JPEG (web/src/lib/downscale-image.ts)
 * or sends one under 1.5 MB as it is. A 2000 x 2000 JPEG of pure noise at its quality 0.85 is 2.7 MB, so 3 MB a
 * photo, six photos (five and the bill), base64 (4/3) and the form's text. The old 80 MB let eight bodies at once
 * take 800 MB of memory; nothing the form sends comes near this.
 */
export const LISTING_BODY_LIMIT = 25 * 1024 * 1024;
/**
 * Per seller, not per IP: one account must not fill the disk 50 MB at a time, while many sellers behind one carrier
 * NAT address must not block each other. Twenty covers a seller trying a few takes for several listings.
 */
export const VIDEO_UPLOADS_PER_HOUR = 20;

/**
 * Browsing and the product page answer anyone, so the response schema they declare is the public listing: it strips
 * the pickup address, payout account and review notes from whatever the handler returns. The seller and admins get
 * the owner's view, which goes out through the owner schema instead (reply.serializer), and only on isSelfOrAdmin.
 */
const ownerSerializer = (schema: z.ZodType, url: string) =>
  serializerCompiler({ schema, method: "GET", url, httpStatus: "200" });
const ownerProductJson = ownerSerializer(ownerProductSchema, "/products/:id");
const ownerProductsJson = ownerSerializer(z.array(ownerProductSchema), "/products");
/**
 * The public reads are the busiest answers (docs/product.md#speed-budgets: near a bare node:http server). toProductView already builds
 * exactly the public fields, so they go out as they are, without a second pass through the schema; the declared
 * schema still documents them, and tests hold the two together.
 */
const publicJson = (payload: unknown) => JSON.stringify(payload);
/** A reply serializer skips Fastify's JSON default, content type included. */
const JSON_TYPE = "application/json; charset=utf-8";

type CatalogApp = Parameters<FastifyPluginAsyncZod>[0];

/** Browsing, the product page, its thumbnail and the marketplace's figures: reads anyone may make. */
function registerReads(app: CatalogApp) {
  app.get(
    "/products",
    { schema: { querystring: listProductsQuerySchema, response: { 200: z.array(productSchema) } } },
    async (request, reply) => {
      const { products, ownerView, pendingEdits } = await catalog.browse(app.database.db, request.query, request.user);
      if (ownerView)
        return reply
          .type(JSON_TYPE)
          .serializer(ownerProductsJson)
          .send(products.map((p) => toOwnerProductView(p, pendingEdits.has(p.id))));
      markPublicRead(reply);
      return reply.type(JSON_TYPE).serializer(publicJson).send(products.map(toProductView));
    },
  );

  app.get(
    "/search/suggestions",
    { schema: { querystring: searchSuggestionsQuerySchema, response: { 200: searchSuggestionsSchema } } },
    async (request, reply) => {
      markPublicRead(reply);
      return searchSuggestions(app.database.db, request.query.q);
    },
  );

  app.get("/stats", { schema: { response: { 200: marketplaceStatsSchema } } }, async (_request, reply) => {
    // The home page of every visitor asks: a minute's staleness in a count costs nothing.
    reply.header("Cache-Control", "public, max-age=60");
    return catalog.marketplaceStats(app.database.db);
  });

  app.get(
    "/products/:id",
    { schema: { params: idParams, response: { 200: productSchema } } },
    async (request, reply) => {
      const { product, hasPendingEdit } = await catalog.getProduct(app.database.db, request.params.id, request.user);
      if (isSelfOrAdmin(request.user, product.sellerId))
        return reply.type(JSON_TYPE).serializer(ownerProductJson).send(toOwnerProductView(product, hasPendingEdit));
      markPublicRead(reply);
      return reply.type(JSON_TYPE).serializer(publicJson).send(toProductView(product));
    },
  );

  app.get(
    "/products/:id/thumbnail",
    { schema: { params: idParams, response: { 200: z.object({ images: z.array(z.string()) }) } } },
    async (request, reply) => {
      const { product } = await catalog.getProduct(app.database.db, request.params.id, undefined);
      reply.header("Cache-Control", "public, max-age=300");
      return { images: product.images };
    },
  );
}

/** A seller lists a product or edits a listing. */
function registerListingWrites(app: CatalogApp, deps: catalog.CatalogDeps) {
  app.post(
    "/products",
    {
      bodyLimit: LISTING_BODY_LIMIT,
      // Before a byte of the body is read: who it is and whether the body fits.
      onRequest: [requireUser, requireVerifiedMobile, refuseOversizedListing],
      // Counted once the body is valid (a contact in its text is a mistake of the form too), before any photo is
      // decoded: a form sent back with a mistake costs no slot.
      preHandler: async (request) => {
        refuseContactDetails(request.body);
        await takeListingSlot(app.database.db, signedInUser(request).id);
      },
      schema: { body: createProductSchema, response: { 201: ownerProductSchema } },
    },
    async (request, reply) => {
      const product = await catalog.createListing(deps, signedInUser(request), request.body);
      return reply.status(201).send(toOwnerProductView(product, false));
    },
  );

  app.put(
    "/products/:id/edit",
    {
      bodyLimit: LISTING_BODY_LIMIT,
      onRequest: [requireUser, requireVerifiedMobile, refuseOversizedListing],
      schema: {
        params: idParams,
        body: editProductSchema,
        response: {
          200: z.object({ message: z.string(), modificationPending: z.boolean(), product: ownerProductSchema }),
        },
      },
    },
    async (request) => {
      const { product, modificationPending } = await catalog.editListing(
        deps,
        signedInUser(request),
        request.params.id,
        request.body,
      );
      return {
        message: PRODUCT_MESSAGES.updated,
        modificationPending,
        product: toOwnerProductView(product, modificationPending),
      };
    },
  );
}

// The video is sent as the raw file, not base64 in JSON: its own scope takes any content type as bytes.
const videoUpload: FastifyPluginAsyncZod<{ deps: catalog.CatalogDeps }> = async (videos, { deps }) => {
  videos.addContentTypeParser("*", { parseAs: "buffer", bodyLimit: VIDEO_MAX_BYTES }, (_request, body, done) =>
    done(null, body),
  );
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
          keyGenerator: (request) => `video-upload:${signedInUser(request).id}`,
          errorResponseBuilder: (_request, ctx) => ({
            statusCode: 429,
            message: `Too many video uploads. Please try again in ${Math.ceil(ctx.ttl / 60_000)} minutes.`,
          }),
        },
      },
      schema: {
        body: z.instanceof(Buffer, { error: PRODUCT_MESSAGES.videoType }),
        response: { 201: videoUploadSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ videoUrl: await catalog.uploadVideo(deps, signedInUser(request), request.body) }),
  );
};

export const catalogRoutes: FastifyPluginAsyncZod<{ media: ListingMedia; files: ListingFiles }> = async (
  app,
  { media, files },
) => {
  const deps = { db: app.database.db, media, files };
  registerReads(app);
  registerListingWrites(app, deps);
  await app.register(videoUpload, { deps });
};

async function refuseOversizedVideo(request: { headers: { "content-length"?: string } }) {
  if (Number(request.headers["content-length"] ?? 0) > VIDEO_MAX_BYTES)
    throw new AppError(413, "FILE_TOO_LARGE", PRODUCT_MESSAGES.videoTooLarge);
}

/** The form never sends this much (see LISTING_BODY_LIMIT); the seller is told what to do rather than "too large". */
async function refuseOversizedListing(request: { headers: { "content-length"?: string } }) {
  if (Number(request.headers["content-length"] ?? 0) > LISTING_BODY_LIMIT)
    throw new AppError(413, "BODY_TOO_LARGE", PRODUCT_MESSAGES.listingTooLarge);
}

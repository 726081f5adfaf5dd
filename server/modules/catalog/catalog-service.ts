import type { CreateProductInput, EditProductInput, ListProductsQuery } from "@contract/products";
import { PRODUCT_MESSAGES } from "@contract/products";
import type { Db } from "../../db/client";
import type { users } from "../../db/schema/users";
import { badRequest, forbidden, notFound } from "../../lib/errors";
import { rememberAddress } from "../addresses";
import { isSelfOrAdmin } from "../auth";
import { isOwnBankAccount } from "../bank-accounts";
import { applyOfferRulesToPrice } from "../offers";
import {
  findPendingModification,
  findProduct,
  insertProduct,
  isVideoAttached,
  listProducts,
  lockProduct,
  lockUploadFolder,
  productIdsWithPendingEdits,
  readMarketplaceStats,
  updateProduct,
  upsertPendingModification,
  type ProductRow,
} from "./products-repo";
import type { ListingFiles } from "./listing-files";
import { refuseContactDetails } from "./listing-contacts";
import { listingFiles, type ListingMedia } from "./listing-media";
import type { Deps } from "../../deps";

type User = typeof users.$inferSelect;

export interface CatalogDeps extends Pick<Deps, "db"> {
  media: ListingMedia;
  files: ListingFiles;
}

/** A seller's own dashboard lists every status with the owner's fields; everyone else sees live listings only. */
export async function browse(db: Db, query: ListProductsQuery, viewer: User | undefined) {
  const ownerView = Boolean(query.sellerId && isSelfOrAdmin(viewer, query.sellerId));
  const products = await listProducts(db, query, { includeAllStatuses: ownerView });
  const pendingEdits = ownerView
    ? await productIdsWithPendingEdits(
        db,
        products.map((p) => p.id),
      )
    : new Set<string>();
  return { products, ownerView, pendingEdits };
}

/** The home page's figures: true counts at the time of asking. */
export const marketplaceStats = (db: Db) => readMarketplaceStats(db);

/** Live listings are public; pending, rejected or delisted ones only for their seller and admins (else 404, no leak). */
export async function getProduct(db: Db, id: string, viewer: User | undefined) {
  const product = await findProduct(db, id);
  if (!product) throw notFound("Product not found");
  const live = product.status === "approved" || product.status === "sold";
  if (!live && !isSelfOrAdmin(viewer, product.sellerId)) throw notFound("Product not found");
  const modification = isSelfOrAdmin(viewer, product.sellerId) ? await findPendingModification(db, id) : undefined;
  return { product, hasPendingEdit: Boolean(modification) };
}

async function checkBankAccount(db: Db, userId: string, accountId: string) {
  if (!(await isOwnBankAccount(db, userId, accountId))) {
    throw badRequest(PRODUCT_MESSAGES.bankRequired, [
      { field: "selectedBankAccountId", message: "Choose one of your own bank accounts" },
    ]);
  }
}

export async function createListing(deps: CatalogDeps, seller: User, input: CreateProductInput) {
  if (!seller.isVerified) throw forbidden("Only verified users can list products. Please verify your email first.");
  await checkBankAccount(deps.db, seller.id, input.selectedBankAccountId);
  // A first look refuses a bad video before any photo is processed; it is checked again under its lock below.
  const videoUrl = await checkNewVideo(deps.db, deps.media, seller.id, input.videoUrl, []);
  const stored: string[] = [];
  let product: ProductRow;
  try {
    const images = await deps.media.storeImages(input.images, [], "listing");
    stored.push(...images);
    const billPhoto = input.hasBill && input.billPhoto ? await deps.media.storeBill(input.billPhoto, undefined) : null;
    if (billPhoto) stored.push(billPhoto);
    const { isAvailable: _ignored, offerRules, ...fields } = input;
    product = await deps.db.transaction(async (tx) => {
      await checkNewVideo(tx, deps.media, seller.id, videoUrl, []);
      const created = await insertProduct(tx, {
        ...fields,
        images,
        billPhoto,
        videoUrl,
        sellerId: seller.id,
        status: "pending",
        isAvailable: true,
      });
      if (offerRules) await applyOfferRulesToPrice(tx, created.id, created.price, offerRules);
      return created;
    });
  } catch (err) {
    // No listing points at them: they would stay on disk for ever. The video stays: the seller may send the form again.
    await deps.media.discard(stored);
    throw err;
  }
  // The pickup address is offered again the next time this seller lists something.
  const { addressLine1, pincode, city, state } = input;
  await rememberAddress(deps.db, seller.id, {
    addressLine1,
    addressLine2: input.addressLine2,
    landmark: input.landmark,
    pincode,
    city,
    state,
  });
  return product;
}

/**
 * A video URL must be this seller's upload, and one listing's: removing it from one listing deletes the file.
 * Inside a transaction, a new video's folder stays locked until it ends, so the folder cannot be removed (an
 * edit of another listing dropping it, the sweep of unattached videos) or attached twice meanwhile.
 */
async function checkNewVideo(
  db: Db,
  media: ListingMedia,
  sellerId: string,
  url: string | null | undefined,
  known: (string | null | undefined)[],
) {
  const folder = url && !known.includes(url) ? media.folderOf(url) : undefined;
  if (folder) await lockUploadFolder(db, folder);
  const videoUrl = await media.checkVideo(url, sellerId, known);
  if (videoUrl && !known.includes(videoUrl) && (await isVideoAttached(db, videoUrl))) {
    throw badRequest(PRODUCT_MESSAGES.videoNotYours, [{ field: "videoUrl", message: PRODUCT_MESSAGES.videoNotYours }]);
  }
  return videoUrl;
}

/** The video travels apart from the listing JSON (up to 50 MB); the listing form then sends the answered URL. */
export function uploadVideo(deps: CatalogDeps, seller: User, bytes: Buffer) {
  if (!seller.isVerified) throw forbidden("Only verified users can list products. Please verify your email first.");
  return deps.media.storeVideo(seller.id, bytes);
}

function checkEditable(product: ProductRow | undefined, seller: User): asserts product is ProductRow {
  if (!product) throw notFound("Product Not Found");
  if (product.sellerId !== seller.id) throw forbidden("You can only edit your own products.");
  if (product.status === "sold" || !product.isAvailable) throw badRequest("A sold listing cannot be edited.");
}

/**
 * Pending or rejected listings change in place and (re)enter review. An approved one stays live as it is;
 * the edit waits as a product modification until an admin approves it (docs/product.md#listings).
 *
 * New photos are processed first, from a first look at the listing: that takes seconds, and on PGlite an open
 * transaction holds the only connection. The write then locks the listing's row and checks everything again
 * against what it holds now: another edit or an admin may have changed it meanwhile, and a photo this form
 * keeps may be gone (ADR 0006).
 */
export async function editListing(deps: CatalogDeps, seller: User, id: string, input: EditProductInput) {
  const seen = await findProduct(deps.db, id);
  checkEditable(seen, seller);
  refuseContactDetails(input);
  if (input.selectedBankAccountId) await checkBankAccount(deps.db, seller.id, input.selectedBankAccountId);
  const seenPending = await findPendingModification(deps.db, id);

  const added: string[] = [];
  try {
    const seenImages = [...seen.images, ...(seenPending?.images ?? [])];
    const images = await deps.media.storeImages(input.images, seenImages, "edit");
    added.push(...images.filter((url) => !seenImages.includes(url)));
    const seenBills = [seen.billPhoto, seenPending?.billPhoto];
    const billPhoto = input.hasBill && input.billPhoto ? await deps.media.storeBill(input.billPhoto, seenBills) : null;
    if (billPhoto && !seenBills.includes(billPhoto)) added.push(billPhoto);

    const { result, unused } = await deps.db.transaction(async (tx) => {
      const product = await lockProduct(tx, id);
      checkEditable(product, seller);
      const pending = await findPendingModification(tx, id);
      const knownImages = [...product.images, ...(pending?.images ?? [])];
      images.forEach((url, i) => {
        if (!added.includes(url) && !knownImages.includes(url))
          throw badRequest(`Image ${i + 1} is not one of this listing's images`);
      });
      if (
        billPhoto &&
        !added.includes(billPhoto) &&
        billPhoto !== product.billPhoto &&
        billPhoto !== pending?.billPhoto
      ) {
        throw badRequest("The bill photo is not one of this listing's files");
      }
      // An edit without the field keeps the video: only an explicit null removes it.
      const videoUrl =
        input.videoUrl === undefined
          ? product.videoUrl
          : await checkNewVideo(tx, deps.media, seller.id, input.videoUrl, [product.videoUrl, pending?.videoUrl]);
      const { isAvailable: _ignored, offerRules, ...fields } = input;
      // A new price never sits below the automatic accept price unnoticed: the rules come with it, or it is refused.
      await applyOfferRulesToPrice(tx, id, fields.price, offerRules);
      // The edit form sends the whole listing: an optional field left empty clears the stored value.
      const changes = {
        ...fields,
        ...clearedOptionals(fields),
        images,
        billPhoto,
        videoUrl,
        selectedBankAccountId: input.selectedBankAccountId ?? product.selectedBankAccountId,
      };

      if (product.status === "approved") {
        await upsertPendingModification(tx, { productId: id, ...changes });
        // Buyers still see the live files until an admin approves; what only the replaced edit used goes.
        return {
          result: { product, modificationPending: true },
          unused: pending ? await deps.files.unused(tx, listingFiles(pending)) : [],
        };
      }
      const updated = (await updateProduct(tx, id, {
        ...changes,
        status: "pending",
        rejectionReason: null,
        editRequests: null,
      })) as ProductRow;
      return {
        result: { product: updated, modificationPending: false },
        unused: await deps.files.unused(tx, listingFiles(product)),
      };
    });
    await deps.files.releaseFolders(unused);
    return result;
  } catch (err) {
    await deps.media.discard(added);
    throw err;
  }
}

const OPTIONAL_FIELDS = [
  "productType",
  "brand",
  "ram",
  "storage",
  "addressLine1",
  "addressLine2",
  "landmark",
  "pincode",
  "city",
  "state",
] as const;

function clearedOptionals(fields: EditProductInput) {
  return Object.fromEntries(OPTIONAL_FIELDS.map((key) => [key, fields[key] ?? null])) as Record<
    (typeof OPTIONAL_FIELDS)[number],
    string | null
  >;
}

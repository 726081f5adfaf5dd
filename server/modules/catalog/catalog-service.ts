import type { CreateProductInput, EditProductInput, ListProductsQuery } from "@contract/products";
import { PRODUCT_MESSAGES } from "@contract/products";
import type { Db } from "../../db/client";
import type { users } from "../../db/schema/users";
import { badRequest, forbidden, notFound } from "../../lib/errors";
import { rememberAddress } from "../addresses/addresses-repo";
import { findOwnBankAccount } from "./catalog-repo";
import { findPendingModification, findProduct, insertProduct, isVideoAttached, listProducts, productIdsWithPendingEdits, updateProduct, upsertPendingModification, type ProductRow } from "./products-repo";
import type { ListingFiles } from "./listing-files";
import { listingFiles, type ListingMedia } from "./listing-media";

type User = typeof users.$inferSelect;

export interface CatalogDeps {
  db: Db;
  media: ListingMedia;
  files: ListingFiles;
}

const canSeeEverything = (viewer: User | undefined, sellerId: string) => Boolean(viewer && (viewer.role === "admin" || viewer.id === sellerId));

/** A seller's own dashboard lists every status with the owner's fields; everyone else sees live listings only. */
export async function browse(db: Db, query: ListProductsQuery, viewer: User | undefined) {
  const ownerView = Boolean(query.sellerId && canSeeEverything(viewer, query.sellerId));
  const products = await listProducts(db, query, { includeAllStatuses: ownerView });
  const pendingEdits = ownerView ? await productIdsWithPendingEdits(db, products.map((p) => p.id)) : new Set<string>();
  return { products, ownerView, pendingEdits };
}

/** Live listings are public; pending, rejected or delisted ones only for their seller and admins (else 404, no leak). */
export async function getProduct(db: Db, id: string, viewer: User | undefined) {
  const product = await findProduct(db, id);
  if (!product) throw notFound("Product not found");
  const live = product.status === "approved" || product.status === "sold";
  if (!live && !canSeeEverything(viewer, product.sellerId)) throw notFound("Product not found");
  const modification = canSeeEverything(viewer, product.sellerId) ? await findPendingModification(db, id) : undefined;
  return { product, hasPendingEdit: Boolean(modification) };
}

async function checkBankAccount(db: Db, userId: string, accountId: string) {
  if (!(await findOwnBankAccount(db, accountId, userId))) {
    throw badRequest(PRODUCT_MESSAGES.bankRequired, [{ field: "selectedBankAccountId", message: "Choose one of your own bank accounts" }]);
  }
}

export async function createListing(deps: CatalogDeps, seller: User, input: CreateProductInput) {
  if (!seller.isVerified) throw forbidden("Only verified users can list products. Please verify your email first.");
  await checkBankAccount(deps.db, seller.id, input.selectedBankAccountId);
  const videoUrl = await checkNewVideo(deps, seller.id, input.videoUrl, []);
  const stored: string[] = [];
  let product: ProductRow;
  try {
    const images = await deps.media.storeImages(input.images, [], "listing");
    stored.push(...images);
    const billPhoto = input.hasBill && input.billPhoto ? await deps.media.storeBill(input.billPhoto, undefined) : null;
    if (billPhoto) stored.push(billPhoto);
    const { isAvailable: _ignored, ...fields } = input;
    product = await insertProduct(deps.db, { ...fields, images, billPhoto, videoUrl, sellerId: seller.id, status: "pending", isAvailable: true });
  } catch (err) {
    // No listing points at them: they would stay on disk for ever. The video stays: the seller may send the form again.
    await deps.media.discard(stored);
    throw err;
  }
  // The pickup address is offered again the next time this seller lists something.
  const { addressLine1, pincode, city, state } = input;
  await rememberAddress(deps.db, seller.id, { addressLine1, addressLine2: input.addressLine2, landmark: input.landmark, pincode, city, state });
  return product;
}

/** A video URL must be this seller's upload, and one listing's: removing it from one listing deletes the file. */
async function checkNewVideo(deps: CatalogDeps, sellerId: string, url: string | null | undefined, known: (string | null | undefined)[]) {
  const videoUrl = await deps.media.checkVideo(url, sellerId, known);
  if (videoUrl && !known.includes(videoUrl) && (await isVideoAttached(deps.db, videoUrl))) {
    throw badRequest(PRODUCT_MESSAGES.videoNotYours, [{ field: "videoUrl", message: PRODUCT_MESSAGES.videoNotYours }]);
  }
  return videoUrl;
}

/** The video travels apart from the listing JSON (up to 50 MB); the listing form then sends the answered URL. */
export function uploadVideo(deps: CatalogDeps, seller: User, bytes: Buffer) {
  if (!seller.isVerified) throw forbidden("Only verified users can list products. Please verify your email first.");
  return deps.media.storeVideo(seller.id, bytes);
}

/**
 * Pending or rejected listings change in place and (re)enter review. An approved one stays live as it is;
 * the edit waits as a product modification until an admin approves it (DECISIONS.md "Listings").
 */
export async function editListing(deps: CatalogDeps, seller: User, id: string, input: EditProductInput) {
  const product = await findProduct(deps.db, id);
  if (!product) throw notFound("Product Not Found");
  if (product.sellerId !== seller.id) throw forbidden("You can only edit your own products.");
  if (product.status === "sold" || !product.isAvailable) throw badRequest("A sold listing cannot be edited.");
  if (input.selectedBankAccountId) await checkBankAccount(deps.db, seller.id, input.selectedBankAccountId);

  const pending = await findPendingModification(deps.db, id);
  // An edit without the field keeps the video: only an explicit null removes it.
  const videoUrl = input.videoUrl === undefined ? product.videoUrl : await checkNewVideo(deps, seller.id, input.videoUrl, [product.videoUrl, pending?.videoUrl]);
  const known = [...product.images, ...(pending?.images ?? [])];
  const added: string[] = [];
  try {
    const images = await deps.media.storeImages(input.images, known, "edit");
    added.push(...images.filter((url) => !known.includes(url)));
    const billPhoto = input.hasBill && input.billPhoto ? await deps.media.storeBill(input.billPhoto, [product.billPhoto, pending?.billPhoto]) : null;
    if (billPhoto && billPhoto !== product.billPhoto && billPhoto !== pending?.billPhoto) added.push(billPhoto);
    const { isAvailable: _ignored, ...fields } = input;
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
      await upsertPendingModification(deps.db, { productId: id, ...changes });
      // Buyers still see the live files until an admin approves; what only the replaced edit used goes.
      if (pending) await deps.files.release(listingFiles(pending));
      return { product, modificationPending: true };
    }
    const updated = (await updateProduct(deps.db, id, { ...changes, status: "pending", rejectionReason: null, editRequests: null })) as ProductRow;
    await deps.files.release(listingFiles(product));
    return { product: updated, modificationPending: false };
  } catch (err) {
    await deps.media.discard(added);
    throw err;
  }
}

const OPTIONAL_FIELDS = ["productType", "brand", "ram", "storage", "addressLine1", "addressLine2", "landmark", "pincode", "city", "state"] as const;

function clearedOptionals(fields: EditProductInput) {
  return Object.fromEntries(OPTIONAL_FIELDS.map((key) => [key, fields[key] ?? null])) as Record<(typeof OPTIONAL_FIELDS)[number], string | null>;
}

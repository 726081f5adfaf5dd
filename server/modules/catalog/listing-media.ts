import { randomUUID } from "node:crypto";
import {
  BILL_MAX_BYTES,
  EDIT_IMAGE_MAX_BYTES,
  IMAGE_MAX_BYTES,
  PRODUCT_MESSAGES,
  VIDEO_MAX_BYTES,
} from "@contract/products";
import { decodeDataUrl } from "../../lib/data-url";
import { badRequest } from "../../lib/errors";
import { processBillPhoto, processImage } from "../../lib/images";
import { discardUploads, uploadFolderOf, type Storage } from "../../lib/storage";
import { storeVideo } from "../../lib/videos";

export interface ListingMedia {
  /** Data-URLs are new uploads; anything else must be a URL this listing already holds. Order is kept. */
  storeImages(inputs: string[], known: string[], mode: "listing" | "edit"): Promise<string[]>;
  storeBill(input: string, known: (string | null | undefined)[] | undefined): Promise<string>;
  /** Stores an uploaded video in the seller's own folder; answers its URL for the listing form to send. */
  storeVideo(sellerId: string, bytes: Buffer): Promise<string>;
  /** A listing may point at a video this seller uploaded, or keep the one it already has; null when none. */
  checkVideo(
    url: string | null | undefined,
    sellerId: string,
    known: (string | null | undefined)[],
  ): Promise<string | null>;
  /** Removes files this request stored that no row points at, after the request failed (see discardUploads). */
  discard(stored: (string | null | undefined)[]): Promise<void>;
  /** The upload folder behind one of our URLs (see uploadFolderOf); undefined for any other. */
  folderOf(url: string): string | undefined;
}

/** Every stored file a listing or a pending edit of it points at. */
export const listingFiles = (row: {
  images?: string[] | null;
  billPhoto?: string | null;
  videoUrl?: string | null;
}) => [...(row.images ?? []), row.billPhoto, row.videoUrl];

/** Videos live at vid/{sellerId}/{uuid}/video.{ext}: uploaded before the listing that uses them is saved. */
export const VIDEO_ROOT = "vid";
const videoFolder = (sellerId: string) => `${VIDEO_ROOT}/${sellerId}`;

export function createListingMedia(storage: Storage): ListingMedia {
  return {
    async storeImages(inputs, known, mode) {
      const maxBytes = mode === "listing" ? IMAGE_MAX_BYTES : EDIT_IMAGE_MAX_BYTES;
      const stored: string[] = [];
      const added: string[] = [];
      let folder: string | undefined;
      try {
        for (const [i, input] of inputs.entries()) {
          if (!input.startsWith("data:")) {
            if (!known.includes(input)) throw badRequest(`Image ${i + 1} is not one of this listing's images`);
            stored.push(input);
            continue;
          }
          const bytes = decodeDataUrl(input, { maxBytes, label: `Image ${i + 1}` });
          folder = `img/${randomUUID()}`;
          const urls = await processImage(storage, bytes, { maxBytes, index: i + 1, folder });
          folder = undefined;
          stored.push(urls.full);
          added.push(urls.full);
        }
      } catch (err) {
        // Photos before the bad one are already on disk, and a size of the bad one may be too.
        await discardUploads(storage, added);
        if (folder) await storage.removeFolder(folder).catch(() => undefined);
        throw err;
      }
      return stored;
    },
    async storeBill(input, known) {
      if (!input.startsWith("data:")) {
        if (!known?.includes(input)) throw badRequest("The bill photo is not one of this listing's files");
        return input;
      }
      const bytes = decodeDataUrl(input, { maxBytes: BILL_MAX_BYTES, label: "Bill photo" });
      return processBillPhoto(storage, bytes, { maxBytes: BILL_MAX_BYTES, folder: `bill/${randomUUID()}` });
    },
    storeVideo(sellerId, bytes) {
      return storeVideo(storage, bytes, {
        maxBytes: VIDEO_MAX_BYTES,
        folder: `${videoFolder(sellerId)}/${randomUUID()}`,
        messages: { tooLarge: PRODUCT_MESSAGES.videoTooLarge, type: PRODUCT_MESSAGES.videoType },
      });
    },
    async checkVideo(url, sellerId, known) {
      if (!url) return null;
      if (known.includes(url)) return url;
      const key = storage.keyOf(url) ?? "";
      const own = new RegExp(`^${videoFolder(sellerId)}/[0-9a-f-]{36}/video\\.(mp4|webm|mov)$`).test(key);
      if (!own || !(await storage.exists(key)))
        throw badRequest(PRODUCT_MESSAGES.videoNotYours, [
          { field: "videoUrl", message: PRODUCT_MESSAGES.videoNotYours },
        ]);
      return url;
    },
    discard: (stored) => discardUploads(storage, stored),
    folderOf: (url) => uploadFolderOf(storage, url),
  };
}

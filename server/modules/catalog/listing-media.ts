import { randomUUID } from "node:crypto";
import { BILL_MAX_BYTES, EDIT_IMAGE_MAX_BYTES, IMAGE_MAX_BYTES } from "@contract/products";
import { decodeDataUrl } from "../../lib/data-url";
import { badRequest } from "../../lib/errors";
import { processBillPhoto, processImage } from "../../lib/images";
import type { Storage } from "../../lib/storage";

export interface ListingMedia {
  /** Data-URLs are new uploads; anything else must be a URL this listing already holds. Order is kept. */
  storeImages(inputs: string[], known: string[], mode: "listing" | "edit"): Promise<string[]>;
  storeBill(input: string, known: (string | null | undefined)[] | undefined): Promise<string>;
}

export function createListingMedia(storage: Storage): ListingMedia {
  return {
    async storeImages(inputs, known, mode) {
      const maxBytes = mode === "listing" ? IMAGE_MAX_BYTES : EDIT_IMAGE_MAX_BYTES;
      const stored: string[] = [];
      for (const [i, input] of inputs.entries()) {
        if (!input.startsWith("data:")) {
          if (!known.includes(input)) throw badRequest(`Image ${i + 1} is not one of this listing's images`);
          stored.push(input);
          continue;
        }
        const bytes = decodeDataUrl(input, { maxBytes, label: `Image ${i + 1}` });
        const urls = await processImage(storage, bytes, { maxBytes, index: i + 1, folder: `img/${randomUUID()}` });
        stored.push(urls.full);
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
  };
}

import { randomUUID } from "node:crypto";
import { IMAGE_MAX_BYTES } from "@contract/products";
import { decodeDataUrl } from "../../lib/data-url";
import { processImage } from "../../lib/images";
import { discardUploads, type Storage } from "../../lib/storage";

/**
 * A return's photos (the buyer's claim, the seller's note or dispute) go the way a listing's do: each data-URL
 * checked as an image, stripped of its metadata and stored in four WebP sizes (lib/images), with the listing's size
 * limit and messages. They live under ret/{uuid}, which no listing sweep touches. `withUrls` runs with their URLs; if it
 * throws, what was stored is removed again, so a refused request leaves no files.
 */
export async function withReturnPhotos<T>(
  storage: Storage,
  inputs: string[],
  withUrls: (urls: string[]) => Promise<T>,
): Promise<T> {
  const stored: string[] = [];
  let folder: string | undefined;
  try {
    for (const [i, input] of inputs.entries()) {
      const bytes = decodeDataUrl(input, { maxBytes: IMAGE_MAX_BYTES, label: `Image ${i + 1}` });
      folder = `ret/${randomUUID()}`;
      const urls = await processImage(storage, bytes, { maxBytes: IMAGE_MAX_BYTES, index: i + 1, folder });
      folder = undefined;
      stored.push(urls.full);
    }
    return await withUrls(stored);
  } catch (err) {
    // A size of the photo that failed may be on disk too.
    await discardUploads(storage, stored);
    if (folder) await storage.removeFolder(folder).catch(() => undefined);
    throw err;
  }
}

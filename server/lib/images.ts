import sharp, { type Metadata } from "sharp";
import { AppError, badRequest } from "./errors";
import type { Storage } from "./storage";

// A 50-megapixel phone photo is ~50M pixels; anything far beyond is a decompression bomb, not a photo.
const MAX_INPUT_PIXELS = 80_000_000;
const ACCEPTED = new Set(["jpeg", "png", "webp"]);

export const IMAGE_VARIANTS = { thumb: 320, card: 640, full: 1600 } as const;
export type ImageVariants = Record<keyof typeof IMAGE_VARIANTS, string>;

sharp.cache(false);
sharp.concurrency(1);

/** Reads the real format from the bytes; the file name and declared MIME type are never trusted. */
async function inspect(bytes: Buffer, label: string) {
  let meta: Metadata;
  try {
    // Only the header is read here, so no limit: a bomb is then refused below with a clear "too many pixels".
    meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw badRequest(`${label} must be a JPEG, PNG or WebP picture`);
  }
  if (!meta.format || !ACCEPTED.has(meta.format)) throw badRequest(`${label} must be a JPEG, PNG or WebP picture`);
  if (!meta.width || !meta.height) throw badRequest(`${label} could not be read`);
  if (meta.width * meta.height > MAX_INPUT_PIXELS) throw new AppError(413, "IMAGE_TOO_LARGE", `${label} has too many pixels`);
  return meta;
}

/** Upright (EXIF orientation applied), no metadata at all (sharp drops EXIF, GPS and ICC text unless asked to keep them). */
async function toWebp(bytes: Buffer, longSide: number, label: string) {
  try {
    return await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize({ width: longSide, height: longSide, fit: "inside", withoutEnlargement: true })
      .webp({ quality: 80, effort: 4 })
      .toBuffer();
  } catch {
    throw badRequest(`${label} could not be processed: the file seems damaged`);
  }
}

/** A listing photo: checked, stripped, stored as three WebP sizes in one folder; answers their URLs. */
export async function processImage(storage: Storage, bytes: Buffer, { maxBytes, index, folder }: { maxBytes: number; index: number; folder: string }): Promise<ImageVariants> {
  const label = `Image ${index}`;
  if (bytes.length > maxBytes) throw new AppError(413, "FILE_TOO_LARGE", `${label} is over ${Math.round(maxBytes / (1024 * 1024))}MB`);
  await inspect(bytes, label);
  const entries = await Promise.all(
    (Object.entries(IMAGE_VARIANTS) as [keyof ImageVariants, number][]).map(async ([name, size]) => {
      const webp = await toWebp(bytes, size, label);
      return [name, await storage.put(`${folder}/${name}.webp`, webp, "image/webp")] as const;
    }),
  );
  return Object.fromEntries(entries) as ImageVariants;
}

/** The bill photo: one readable size is enough; it is shown only to the seller and admins. */
export async function processBillPhoto(storage: Storage, bytes: Buffer, { maxBytes, folder }: { maxBytes: number; folder: string }): Promise<string> {
  const label = "Bill photo";
  if (bytes.length > maxBytes) throw new AppError(413, "FILE_TOO_LARGE", `${label} is over ${Math.round(maxBytes / (1024 * 1024))}MB`);
  await inspect(bytes, label);
  return storage.put(`${folder}/full.webp`, await toWebp(bytes, IMAGE_VARIANTS.full, label), "image/webp");
}

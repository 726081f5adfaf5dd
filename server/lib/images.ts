import type { ImageVariant } from "@contract/media";
import sharp, { type Metadata } from "sharp";
import { AppError, badRequest } from "./errors";
import { imageQueue } from "./image-queue";
import type { Storage } from "./storage";

/**
 * Pixel caps, by how much decoding costs (docs/decisions/0011-image-pixel-caps.md). A baseline JPEG, which is what
 * every phone camera saves, is decoded at 1/8 scale straight from the file, so its cost follows its bytes (at most
 * 10 MB), not its pixels: the cap takes a 200 MP sensor's full-size photo (16320 x 12240). PNG, WebP and progressive
 * JPEG are decoded whole (a 79 MP PNG of 100 KB took most of a second and 300 MB), and no phone camera saves them:
 * 25 MP takes any screenshot and a 24 MP camera's exported photo. The browser sends photos at 2000 px at most anyway.
 */
const MAX_JPEG_PIXELS = 210_000_000;
export const MAX_OTHER_PIXELS = 25_000_000;
const ACCEPTED = new Set(["jpeg", "png", "webp"]);

/**
 * The sizes every listing photo is stored in (long side, px). `gallery` came later (docs/decisions/0030): photos
 * stored before it get theirs from full.webp (image-variants.ts), so only `full` is a must for every photo.
 */
export const IMAGE_VARIANTS = { thumb: 320, card: 640, gallery: 960, full: 1600 } as const satisfies Record<
  ImageVariant,
  number
>;
export type ImageVariants = Record<ImageVariant, string>;

sharp.cache(false);
sharp.concurrency(1);

const pixelCapOf = (meta: Metadata) =>
  meta.format === "jpeg" && !meta.isProgressive ? MAX_JPEG_PIXELS : MAX_OTHER_PIXELS;

/** Reads the real format from the bytes; the file name and declared MIME type are never trusted. */
async function inspect(bytes: Buffer, label: string, field: string) {
  let meta: Metadata;
  try {
    // Only the header is read here, so no limit: a bomb is then refused below with a clear "too many pixels".
    meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw badRequest(`${label} must be a JPEG, PNG or WebP picture`);
  }
  if (!meta.format || !ACCEPTED.has(meta.format)) throw badRequest(`${label} must be a JPEG, PNG or WebP picture`);
  if (!meta.width || !meta.height) throw badRequest(`${label} could not be read`);
  const cap = pixelCapOf(meta);
  if (meta.width * meta.height > cap) {
    const kind =
      meta.format === "jpeg"
        ? meta.isProgressive
          ? "a progressive JPEG"
          : "a JPEG"
        : `a ${meta.format.toUpperCase()}`;
    const message = `${label} has too many pixels: ${kind} can have at most ${cap / 1_000_000} megapixels`;
    // Named at its field, so the form shows it beside the photos.
    throw new AppError(413, "IMAGE_TOO_LARGE", message, [{ field, message }]);
  }
  return cap;
}

/**
 * Decodes the picture once, upright (EXIF orientation applied) and no larger than the biggest size we keep; every
 * size is then made from these pixels. Decoding three times, once per size, tripled the cost of a large PNG.
 */
async function decode(bytes: Buffer, cap: number, label: string) {
  try {
    const longSide = IMAGE_VARIANTS.full;
    return await sharp(bytes, { limitInputPixels: cap })
      .rotate()
      .resize({ width: longSide, height: longSide, fit: "inside", withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch {
    throw badRequest(`${label} could not be processed: the file seems damaged`);
  }
}

type Pixels = Awaited<ReturnType<typeof decode>>;

/** No metadata at all: raw pixels carry no EXIF, GPS or ICC text. */
const toWebp = ({ data, info }: Pixels, longSide: number) =>
  sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } })
    .resize({ width: longSide, height: longSide, fit: "inside", withoutEnlargement: true })
    .webp({ quality: 80, effort: 4 })
    .toBuffer();

/** A listing photo: checked, stripped, stored as four WebP sizes in one folder; answers their URLs. */
export async function processImage(
  storage: Storage,
  bytes: Buffer,
  { maxBytes, index, folder }: { maxBytes: number; index: number; folder: string },
): Promise<ImageVariants> {
  const label = `Image ${index}`;
  if (bytes.length > maxBytes)
    throw new AppError(413, "FILE_TOO_LARGE", `${label} is over ${Math.round(maxBytes / (1024 * 1024))}MB`);
  // Decoding and encoding wait their turn in the server-wide queue; storing the files does not need a slot.
  const webps = await imageQueue.run(async () => {
    const pixels = await decode(bytes, await inspect(bytes, label, `images.${index - 1}`), label);
    const out: [keyof ImageVariants, Buffer][] = [];
    for (const [name, size] of Object.entries(IMAGE_VARIANTS) as [keyof ImageVariants, number][])
      out.push([name, await toWebp(pixels, size)]);
    return out;
  });
  const entries = await Promise.all(
    webps.map(async ([name, webp]) => [name, await storage.put(`${folder}/${name}.webp`, webp, "image/webp")] as const),
  );
  return Object.fromEntries(entries) as ImageVariants;
}

/**
 * One smaller size of a photo already stored, made from its full.webp (what we wrote, so no checks are needed
 * beyond the pixel cap): for photos stored before that size existed.
 */
export async function smallerSizeFromFull(fullWebp: Buffer, variant: ImageVariant): Promise<Buffer> {
  return imageQueue.run(async () => {
    const pixels = await sharp(fullWebp, { limitInputPixels: MAX_OTHER_PIXELS })
      .raw()
      .toBuffer({ resolveWithObject: true });
    return toWebp(pixels, IMAGE_VARIANTS[variant]);
  });
}

/** The bill photo: one readable size is enough; it is shown only to the seller and admins. */
export async function processBillPhoto(
  storage: Storage,
  bytes: Buffer,
  { maxBytes, folder }: { maxBytes: number; folder: string },
): Promise<string> {
  const label = "Bill photo";
  if (bytes.length > maxBytes)
    throw new AppError(413, "FILE_TOO_LARGE", `${label} is over ${Math.round(maxBytes / (1024 * 1024))}MB`);
  const webp = await imageQueue.run(async () =>
    toWebp(await decode(bytes, await inspect(bytes, label, "billPhoto"), label), IMAGE_VARIANTS.full),
  );
  return storage.put(`${folder}/full.webp`, webp, "image/webp");
}

/** Long side the browser sends at most (decision 0004); the server makes its own smaller sizes. */
const MAX_SIDE = 2000;
/** Below this a photo is sent as it is: re-encoding a small JPEG only loses quality. */
const SMALL_BYTES = 1.5 * 1024 * 1024;

const readAsDataUrl = (blob: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error("could not read the file"));
    reader.readAsDataURL(blob);
  });

/** Formats every server and browser takes as they are; anything else the browser can draw is sent as JPEG. */
const PASS_THROUGH = ["image/jpeg", "image/png", "image/webp"];

/** The browser could not draw the file: not a picture (a renamed text file) or a format it cannot open. */
export class UnreadableImageError extends Error {
  constructor(readonly fileName: string) {
    super(`${fileName} could not be opened as a picture`);
  }
}

/**
 * A picked photo as a data-URL ready to upload: phone photos (often 4000 px, 5+ MB) are redrawn upright at
 * ≤ 2000 px as JPEG, which saves most of the upload on a weak connection. One image at a time keeps memory low.
 * Throws UnreadableImageError for a file the browser cannot draw.
 */
export async function downscaleImage(file: File): Promise<string> {
  if (!file.type.startsWith("image/")) throw new Error(`${file.name} is not an image`);
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: "from-image" });
  } catch {
    // Caught here, where the seller can choose another file, rather than as a broken preview and a refusal at submit.
    throw new UnreadableImageError(file.name);
  }
  try {
    const scale = Math.min(1, MAX_SIDE / Math.max(bitmap.width, bitmap.height));
    if (scale === 1 && file.size <= SMALL_BYTES && PASS_THROUGH.includes(file.type)) return readAsDataUrl(file);
    const canvas = document.createElement("canvas");
    canvas.width = Math.round(bitmap.width * scale);
    canvas.height = Math.round(bitmap.height * scale);
    canvas.getContext("2d")!.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, "image/jpeg", 0.85));
    return blob ? readAsDataUrl(blob) : readAsDataUrl(file);
  } finally {
    bitmap.close();
  }
}
